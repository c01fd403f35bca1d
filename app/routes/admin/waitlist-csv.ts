import { getWorker } from "~/context.server";
import { getDb } from "~/db/client.server";
import { parseAdminQuery, WaitlistQuerySchema } from "~/domain/schemas/admin-lists";
import { ADMIN_HEADERS } from "~/lib/admin.server";
import { waitlistCsv } from "~/models/admin-lists.server";
import type { Route } from "./+types/waitlist-csv";

/**
 * GET /admin/waitlist.csv?q=: the waitlist (or the rows matching the page's search) as a CSV
 * download. Cells are quoted and made inert for spreadsheets (app/domain/csv.ts).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const worker = getWorker(context);
  const parsed = parseAdminQuery(WaitlistQuerySchema, new URL(request.url).searchParams, ["q"]);
  if (!parsed.ok)
    return new Response(parsed.message, {
      status: 400,
      headers: { ...ADMIN_HEADERS, "Content-Type": "text/plain; charset=utf-8" },
    });
  const day = new Date().toISOString().slice(0, 10);
  return new Response(waitlistCsv(getDb(worker.config.db), parsed.query.q), {
    headers: {
      ...ADMIN_HEADERS,
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="gymroam-waitlist-${day}.csv"`,
      "X-Content-Type-Options": "nosniff",
    },
  });
}
