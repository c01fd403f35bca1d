import { partnerStatement } from "~/routes/+shared/partner-money.server";
import { csvResponse, statementCsv } from "~/routes/+shared/statement-csv.server";
import type { Route } from "./+types/money-csv";

/** GET /partner/money.csv?gym=&period=: the gym's month from the ledger, as CSV (owner only). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { gym, period, statement } = await partnerStatement(request, context);
  return csvResponse(statementCsv(statement), `gymroam-gym-${gym.id}-statement-${period}.csv`);
}
