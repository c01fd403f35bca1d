import { getWorker } from "~/context.server";
import { WaitlistSchema } from "~/domain/schemas/waitlist";
import { apiFailure, methodNotAllowed, readValidBody } from "~/routes/+shared/api.server";
import { caseContext } from "~/use-cases/context.server";
import { joinWaitlist, WAITLIST_JOINED } from "~/use-cases/join-waitlist.server";
import type { Route } from "./+types/waitlist";

const ALLOW = ["POST"];

export const loader = ({ request }: Route.LoaderArgs) => methodNotAllowed(request, ALLOW);

/**
 * POST /api/waitlist {name, email, location, sport, howDidYouHear?, additionalInfo?}. Joining again
 * with the same e-mail is the same success (200 either way, so the answer does not reveal who is on
 * the list) and adds no second row.
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed(request, ALLOW);
  const parsed = await readValidBody(request, WaitlistSchema);
  if (!parsed.ok) return parsed.response;
  const result = await joinWaitlist(caseContext(getWorker(context).config), parsed.value);
  return result.ok ? Response.json({ ok: true, message: WAITLIST_JOINED }) : apiFailure(result);
}
