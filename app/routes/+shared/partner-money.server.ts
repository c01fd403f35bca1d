/**
 * The statement behind /partner/money and /partner/money.csv: the owner's gym from ?gym= (their first
 * by default, checked by requireOwnedGym) and the month from ?period=.
 */
import { data, type RouterContextProvider } from "react-router";
import { getWorker } from "~/context.server";
import { getDb } from "~/db/client.server";
import { monthOf } from "~/domain/ledger";
import { MONEY_FORM_MESSAGES, parsePeriod } from "~/domain/schemas/money";
import { getAccount } from "~/middleware/account.server";
import { requireOwnedGym } from "~/middleware/partner.server";
import { ownerGyms } from "~/models/owner.server";
import { statementData } from "~/models/statement.server";

export async function partnerStatement(request: Request, context: Readonly<RouterContextProvider>) {
  const { config } = getWorker(context);
  const db = getDb(config.db);
  const params = new URL(request.url).searchParams;
  const owned = await ownerGyms(db, getAccount(context).userId);
  const gym = await requireOwnedGym(context, params.get("gym") ?? String(owned[0]?.id ?? ""));
  const now = Date.now();
  const period = parsePeriod(params, monthOf(now));
  if (!period) throw data(MONEY_FORM_MESSAGES.period, { status: 400 });
  return { db, gym, owned, period, now, statement: await statementData(db, "gym", gym.id, period, now) };
}
