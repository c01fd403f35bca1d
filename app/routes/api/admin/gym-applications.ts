import { getWorker } from "~/context.server";
import { getDb } from "~/db/client.server";
import { parseApplicationQuery } from "~/domain/schemas/admin-approvals";
import { listGymApplications } from "~/models/gym-application-review.server";
import { apiError, methodNotAllowed } from "~/routes/+shared/api.server";
import type { Route } from "./+types/gym-applications";

const API_PAGE_SIZE = 500;

/**
 * GET /api/admin/gym-applications?status=&page= (admin cookie or `Authorization: Bearer <token>`; 401
 * without): an array in the spec's admin list view (id, gymName, businessName, contactName,
 * contactEmail, city, country, status, submittedAt), newest first, 500 per page; X-Total-Count,
 * X-Page and X-Page-Size carry the paging. No payout or tax detail is ever selected.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const worker = getWorker(context);
  const parsed = parseApplicationQuery(new URL(request.url).searchParams);
  if (!parsed.ok) return apiError(400, parsed.message, { headers: { "Cache-Control": "no-store" } });
  const list = await listGymApplications(getDb(worker.config.db), parsed.query, API_PAGE_SIZE);
  return Response.json(
    list.rows.map((row) => ({
      id: row.id,
      gymName: row.gymName,
      businessName: row.businessName,
      contactName: row.contactName,
      contactEmail: row.contactEmail,
      city: row.city,
      country: row.country,
      status: row.status,
      submittedAt: row.submittedAt.toISOString(),
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
