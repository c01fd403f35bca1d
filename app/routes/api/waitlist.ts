import * as v from "valibot";
import { getWorker } from "~/context.server";
import { getDb } from "~/db/client.server";
import { WAITLIST_MESSAGES, WaitlistSchema } from "~/domain/schemas/waitlist";
import { apiError, readBody } from "~/lib/api.server";
import { joinWaitlist } from "~/models/waitlist.server";
import type { Route } from "./+types/waitlist";

/**
 * POST /api/waitlist {name, email, location, sport, howDidYouHear?, additionalInfo?}. Joining again
 * with the same e-mail is the same success (200 either way, so the answer does not reveal who is on
 * the list) and adds no second row.
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return apiError(405, "Use POST", { headers: { Allow: "POST" } });
  const read = await readBody(request);
  if (!read.ok) return read.response;
  const parsed = v.safeParse(WaitlistSchema, read.body);
  if (!parsed.success) {
    const errors = v.flatten<typeof WaitlistSchema>(parsed.issues).nested ?? {};
    return Response.json({ error: parsed.issues[0].message, errors }, { status: 400 });
  }
  try {
    await joinWaitlist(getDb(getWorker(context).config.db), parsed.output);
  } catch (error) {
    console.error("waitlist: join failed", error);
    return Response.json({ error: WAITLIST_MESSAGES.failed }, { status: 503 });
  }
  return Response.json({ ok: true, message: "You're on the waitlist! We'll be in touch before launch." });
}
