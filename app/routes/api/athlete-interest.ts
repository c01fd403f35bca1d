import * as v from "valibot";
import { getWorker } from "~/context.server";
import { getDb } from "~/db/client.server";
import { AthleteInterestSchema } from "~/domain/schemas/athlete-interest";
import { apiError, readBody } from "~/lib/api.server";
import { sendAthleteInterest } from "~/models/athlete-interest.server";
import type { Route } from "./+types/athlete-interest";

/** POST /api/athlete-interest {athleteName, athleteEmail, message?, gymId}: stored and e-mailed to the gym. */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return apiError(405, "Use POST", { headers: { Allow: "POST" } });
  const read = await readBody(request);
  if (!read.ok) return read.response;
  const parsed = v.safeParse(AthleteInterestSchema, read.body);
  if (!parsed.success) {
    const errors = v.flatten<typeof AthleteInterestSchema>(parsed.issues).nested ?? {};
    return Response.json({ error: parsed.issues[0].message, errors }, { status: 400 });
  }
  const sent = await sendAthleteInterest(getDb(getWorker(context).config.db), parsed.output);
  if (!sent) return apiError(404, "Gym not found");
  return Response.json(
    { id: sent.id, message: "Interest Sent! The gym owner will contact you directly via email." },
    { status: 201 },
  );
}
