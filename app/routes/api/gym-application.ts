import * as v from "valibot";
import { getWorker } from "~/context.server";
import { getDb } from "~/db/client.server";
import { GYM_APPLICATION_FAILED, GymApplicationSchema } from "~/domain/schemas/gym-application";
import { readBody } from "~/lib/api.server";
import { createGymApplication } from "~/models/gym-application.server";
import type { Route } from "./+types/gym-application";

/**
 * POST /api/gym-application: the /add-gym fields as JSON (lists as arrays, rates in dollars) →
 * 201 { id, status: "pending" }, or 400 { error, errors } with each field's messages. Payout details
 * are stored and never echoed back.
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST")
    return Response.json({ error: "Use POST" }, { status: 405, headers: { Allow: "POST" } });
  const read = await readBody(request);
  if (!read.ok) return read.response;
  // A JSON null means "not given", like a missing key.
  const body = Object.fromEntries(Object.entries(read.body).filter(([, value]) => value !== null));
  const parsed = v.safeParse(GymApplicationSchema, body);
  if (!parsed.success) {
    // Messages per top-level field: an unknown item of a list is reported on the list itself.
    const errors: Record<string, string[]> = {};
    for (const issue of parsed.issues) {
      const key = String(issue.path?.[0]?.key ?? "");
      errors[key] = [...new Set([...(errors[key] ?? []), issue.message])];
    }
    return Response.json({ error: parsed.issues[0].message, errors }, { status: 400 });
  }
  try {
    const created = await createGymApplication(getDb(getWorker(context).config.db), parsed.output);
    return Response.json(created, { status: 201 });
  } catch (error) {
    console.error("gym application failed", error);
    return Response.json({ error: GYM_APPLICATION_FAILED.description }, { status: 503 });
  }
}
