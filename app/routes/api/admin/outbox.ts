import { getWorker } from "~/context.server";
import { getDb } from "~/db/client.server";
import { OutboxQuerySchema, parseAdminQuery } from "~/domain/schemas/admin-lists";
import { listOutbox } from "~/models/admin-lists.server";
import { apiError, methodNotAllowed } from "~/routes/+shared/api.server";
import type { Route } from "./+types/outbox";

const API_PAGE_SIZE = 500;

/**
 * GET /api/admin/outbox?status=&kind=&page= (admin cookie or `Authorization: Bearer <token>`; 401
 * without): `[{ id, to, subject, kind, status, attempts, sentAt }]`, newest first, 500 per page;
 * X-Total-Count, X-Page and X-Page-Size carry the paging. `status` is queued, sending, sent, failed
 * or all.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const worker = getWorker(context);
  const parsed = parseAdminQuery(OutboxQuerySchema, new URL(request.url).searchParams, [
    "status",
    "kind",
    "page",
  ]);
  if (!parsed.ok) return apiError(400, parsed.message, { headers: { "Cache-Control": "no-store" } });
  const list = await listOutbox(getDb(worker.config.db), parsed.query, API_PAGE_SIZE);
  return Response.json(
    list.rows.map((row) => ({
      id: row.id,
      to: row.toAddress,
      subject: row.subject,
      kind: row.kind,
      status: row.status,
      attempts: row.attempts,
      sentAt: row.sentAt ? row.sentAt.toISOString() : null,
    })),
    {
      headers: {
        "X-Total-Count": String(list.total),
        "X-Page": String(list.page),
        "X-Page-Size": String(list.pageSize),
        "Cache-Control": "no-store",
      },
    },
  );
}

/** Anything but GET/HEAD: 405 (after the layout's session check, so the answer reveals nothing). */
export function action({ request }: Route.ActionArgs) {
  return methodNotAllowed(request, ["GET"]);
}
