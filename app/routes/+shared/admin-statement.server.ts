/** The party, id and period of /admin/statements(.csv)?party=&id=&period=, or a 400/404 (admin only). */
import { eq } from "drizzle-orm";
import { data } from "react-router";
import * as v from "valibot";
import type { getDb } from "~/db/client.server";
import { ambassadorApplications, ambassadorCodes, gyms } from "~/db/schema";
import { monthOf } from "~/domain/ledger";
import { MONEY_FORM_MESSAGES, parsePeriod } from "~/domain/schemas/money";
import { ADMIN_HEADERS } from "~/lib/admin.server";
import { statementData } from "~/models/statement.server";
import { parseId } from "~/routes/+shared/api.server";

const PartySchema = v.picklist(["gym", "ambassador"]);

export async function adminStatement(request: Request, db: ReturnType<typeof getDb>, now: number) {
  const params = new URL(request.url).searchParams;
  const party = v.safeParse(PartySchema, params.get("party"));
  const id = parseId(params.get("id") ?? undefined);
  const period = parsePeriod(params, monthOf(now));
  if (!party.success || id === undefined)
    throw data(
      { message: "Choose a gym or an ambassador: ?party=gym&id=…" },
      { status: 400, headers: ADMIN_HEADERS },
    );
  if (!period) throw data({ message: MONEY_FORM_MESSAGES.period }, { status: 400, headers: ADMIN_HEADERS });
  const name =
    party.output === "gym"
      ? (await db.select({ name: gyms.name }).from(gyms).where(eq(gyms.id, id)).get())?.name
      : (
          await db
            .select({ name: ambassadorApplications.fullName })
            .from(ambassadorCodes)
            .innerJoin(ambassadorApplications, eq(ambassadorApplications.id, ambassadorCodes.applicationId))
            .where(eq(ambassadorCodes.id, id))
            .get()
        )?.name;
  if (!name) throw data({ message: "Not found" }, { status: 404, headers: ADMIN_HEADERS });
  return {
    party: party.output,
    id,
    period,
    name,
    statement: await statementData(db, party.output, id, period, now),
  };
}
