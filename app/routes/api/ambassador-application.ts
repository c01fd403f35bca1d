import * as v from "valibot";
import { getWorker } from "~/context.server";
import { getDb } from "~/db/client.server";
import { AMBASSADOR_TOASTS, AmbassadorApplicationSchema } from "~/domain/schemas/ambassador-application";
import { apiError, readBody } from "~/lib/api.server";
import { submitAmbassadorApplication } from "~/models/ambassador.server";
import type { Route } from "./+types/ambassador-application";

/**
 * POST /api/ambassador-application with the spec's fields (JSON): stored as pending, acknowledgement
 * e-mail queued. 201 `{ id, status: "pending" }`; bad input is a 400 `{ error, errors: { field: [messages] } }`.
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return apiError(405, "Use POST", { headers: { Allow: "POST" } });
  const read = await readBody(request);
  if (!read.ok) return read.response;
  const parsed = v.safeParse(AmbassadorApplicationSchema, read.body);
  if (!parsed.success) {
    // One list of distinct messages per field (a bad gymPreferences item counts against gymPreferences).
    const errors: Record<string, string[]> = {};
    for (const issue of parsed.issues) {
      const field = String(issue.path?.[0]?.key ?? "");
      const list = errors[field] ?? [];
      if (!list.includes(issue.message)) errors[field] = [...list, issue.message];
    }
    return Response.json({ error: parsed.issues[0].message, errors }, { status: 400 });
  }
  try {
    const created = await submitAmbassadorApplication(getDb(getWorker(context).config.db), parsed.output);
    return Response.json(created, { status: 201 });
  } catch (error) {
    console.error("ambassador application: could not store", error);
    return Response.json(
      { error: AMBASSADOR_TOASTS.unavailable },
      { status: 503, headers: { "Retry-After": "30" } },
    );
  }
}
