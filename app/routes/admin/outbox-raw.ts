import { getWorker } from "~/context.server";
import { getDb } from "~/db/client.server";
import { ADMIN_HEADERS } from "~/lib/admin.server";
import { getOutboxRaw } from "~/models/admin-lists.server";
import { parseId } from "~/routes/+shared/api.server";
import type { Route } from "./+types/outbox-raw";

/**
 * GET /admin/outbox/:id/raw: the exact RFC 5322 source last handed to the mail provider, as
 * `message/rfc822` (a mail client opens it; a browser shows or saves it). Under the admin layout, so
 * its middleware has checked the admin session; 404 for a message that has not been attempted yet.
 */
export async function loader({ context, params }: Route.LoaderArgs) {
  const worker = getWorker(context);
  const id = parseId(params.id);
  const row = id === undefined ? undefined : await getOutboxRaw(getDb(worker.config.db), id);
  if (!row?.raw)
    return new Response(
      row ? "This message has not been handed to a mail provider yet." : "Message not found.",
      {
        status: 404,
        headers: { ...ADMIN_HEADERS, "Content-Type": "text/plain; charset=utf-8" },
      },
    );
  return new Response(row.raw, {
    headers: {
      ...ADMIN_HEADERS,
      "Content-Type": "message/rfc822",
      "Content-Disposition": `inline; filename="outbox-${id}.eml"`,
      "X-Content-Type-Options": "nosniff",
    },
  });
}
