import { getWorker } from "~/context.server";
import { getDb } from "~/db/client.server";
import { ADMIN_HEADERS } from "~/lib/admin.server";
import { adminStatement } from "~/routes/+shared/admin-statement.server";
import { csvResponse, statementCsv } from "~/routes/+shared/statement-csv.server";
import type { Route } from "./+types/statements-csv";

/** GET /admin/statements.csv?party=&id=&period=: the statement's lines as CSV. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { config } = getWorker(context);
  const found = await adminStatement(request, getDb(config.db), Date.now());
  return csvResponse(
    statementCsv(found.statement),
    `gymroam-${found.party}-${found.id}-statement-${found.period}.csv`,
    ADMIN_HEADERS,
  );
}
