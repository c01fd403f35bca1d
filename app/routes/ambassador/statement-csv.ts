import { data } from "react-router";
import { getWorker } from "~/context.server";
import { getDb } from "~/db/client.server";
import { monthOf } from "~/domain/ledger";
import { MONEY_FORM_MESSAGES, parsePeriod } from "~/domain/schemas/money";
import { requireRole } from "~/middleware/account.server";
import { statementData } from "~/models/statement.server";
import { ownCode } from "~/routes/+shared/ambassador-portal.server";
import { csvResponse, statementCsv } from "~/routes/+shared/statement-csv.server";
import type { Route } from "./+types/statement-csv";

export const middleware: Route.MiddlewareFunction[] = [requireRole("ambassador")];

/** GET /ambassador/statement.csv?period=YYYY-MM: the signed-in ambassador's month from the ledger. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { config } = getWorker(context);
  const now = Date.now();
  const period = parsePeriod(new URL(request.url).searchParams, monthOf(now));
  if (!period) throw data({ message: MONEY_FORM_MESSAGES.period }, { status: 400 });
  const code = await ownCode(context);
  if (!code) throw data({ message: "Not found" }, { status: 404 });
  const statement = await statementData(getDb(config.db), "ambassador", code.id, period, now);
  return csvResponse(statementCsv(statement), `gymroam-ambassador-statement-${period}.csv`);
}
