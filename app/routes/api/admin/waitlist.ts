import { getWorker } from "~/context.server";
import { getDb } from "~/db/client.server";
import { parseAdminQuery, WaitlistQuerySchema } from "~/domain/schemas/admin-lists";
import { listWaitlist } from "~/models/admin-lists.server";
import { apiError, methodNotAllowed } from "~/routes/+shared/api.server";
import type { Route } from "./+types/waitlist";

const API_PAGE_SIZE = 500;

/**
 * GET /api/admin/waitlist?q=&page= (admin cookie or `Authorization: Bearer <token>`; 401 without):
 * an array in the spec's waitlist admin view (id, name, email, city, country, userType, source,
 * createdAt), newest first, 500 per page; X-Total-Count, X-Page and X-Page-Size carry the paging.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const worker = getWorker(context);
  const parsed = parseAdminQuery(WaitlistQuerySchema, new URL(request.url).searchParams, ["q", "page"]);
  if (!parsed.ok) return apiError(400, parsed.message, { headers: { "Cache-Control": "no-store" } });
  const list = await listWaitlist(getDb(worker.config.db), parsed.query, API_PAGE_SIZE);
  return Response.json(
    list.rows.map((row) => ({
      id: row.id,
      name: row.name,
      email: row.email,
      city: row.city,
      country: row.country,
      userType: row.userType,
      source: row.source,
      createdAt: row.createdAt.toISOString(),
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
