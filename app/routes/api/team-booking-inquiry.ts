import * as v from "valibot";
import { getWorker } from "~/context.server";
import { getDb } from "~/db/client.server";
import { TeamInquirySchema } from "~/domain/schemas/team-inquiry";
import { GYM_NOT_FOUND, TEAM_INQUIRY_TOASTS } from "~/domain/team-inquiry";
import { apiError, readBody } from "~/lib/api.server";
import { createTeamInquiry } from "~/models/team-inquiry.server";
import type { Route } from "./+types/team-booking-inquiry";

/**
 * POST /api/team-booking-inquiry { gymId, teamName, contactName, email, phone, teamSize, sport,
 * preferredDates, specialRequirements } → 201 { id, status: "pending", message }, 400 with field
 * messages, or 404 when the gym is unknown or not live. The gym is e-mailed through the outbox.
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return apiError(405, "Use POST", { headers: { Allow: "POST" } });
  const read = await readBody(request);
  if (!read.ok) return read.response;
  const body = Object.fromEntries(Object.entries(read.body).filter(([, value]) => value !== null));
  const parsed = v.safeParse(TeamInquirySchema, body);
  if (!parsed.success) {
    const errors = v.flatten<typeof TeamInquirySchema>(parsed.issues).nested ?? {};
    return Response.json({ error: parsed.issues[0].message, errors }, { status: 400 });
  }
  let created: Awaited<ReturnType<typeof createTeamInquiry>>;
  try {
    created = await createTeamInquiry(getDb(getWorker(context).config.db), parsed.output);
  } catch (error) {
    console.error("team inquiry failed", error);
    return Response.json({ error: TEAM_INQUIRY_TOASTS.failedFallback }, { status: 503 });
  }
  if (!created) return apiError(404, GYM_NOT_FOUND);
  return Response.json(
    { id: created.id, status: created.status, message: TEAM_INQUIRY_TOASTS.submitted(created.gymName).title },
    { status: 201 },
  );
}
