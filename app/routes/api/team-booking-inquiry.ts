import * as v from "valibot";
import { getWorker } from "~/context.server";
import { TeamInquirySchema } from "~/domain/schemas/team-inquiry";
import { TEAM_INQUIRY_TOASTS } from "~/domain/team-inquiry";
import { apiFailure, apiValidationError, methodNotAllowed, readBody } from "~/routes/+shared/api.server";
import { caseContext } from "~/use-cases/context.server";
import { sendTeamInquiry } from "~/use-cases/team-inquiry.server";
import type { Route } from "./+types/team-booking-inquiry";

const ALLOW = ["POST"];

export const loader = ({ request }: Route.LoaderArgs) => methodNotAllowed(request, ALLOW);

/**
 * POST /api/team-booking-inquiry { gymId, teamName, contactName, email, phone, teamSize, sport,
 * preferredDates, specialRequirements } → 201 { id, status: "pending", message }, 400 with field
 * messages, or 404 when the gym is unknown or not live. The gym is e-mailed through the outbox.
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed(request, ALLOW);
  const read = await readBody(request);
  if (!read.ok) return read.response;
  // A JSON null means "not given", like a missing key (or a blank form field).
  const body = Object.fromEntries(Object.entries(read.body).filter(([, value]) => value !== null));
  const parsed = v.safeParse(TeamInquirySchema, body);
  if (!parsed.success) return apiValidationError(parsed.issues);
  const result = await sendTeamInquiry(caseContext(getWorker(context).config), parsed.output);
  if (!result.ok) return apiFailure(result);
  const { id, status, gymName } = result.value;
  return Response.json(
    { id, status, message: TEAM_INQUIRY_TOASTS.submitted(gymName).title },
    { status: 201 },
  );
}
