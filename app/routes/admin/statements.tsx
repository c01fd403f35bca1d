import { Heading, Text } from "@gymroam/design-system";
import { data, useLoaderData } from "react-router";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { StatementView } from "~/components/statement";
import { getWorker } from "~/context.server";
import { getDb } from "~/db/client.server";
import { monthOf } from "~/domain/ledger";
import { ADMIN_HEADERS } from "~/lib/admin.server";
import { adminStatement } from "~/routes/+shared/admin-statement.server";
import type { Route } from "./+types/statements";

/** /admin/statements?party=gym|ambassador&id=&period=: any gym's or ambassador's statement. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { config } = getWorker(context);
  const now = Date.now();
  const found = await adminStatement(request, getDb(config.db), now);
  return data(
    {
      ...found,
      current: monthOf(now),
      csvHref: `/admin/statements.csv?party=${found.party}&id=${found.id}&period=${found.period}`,
    },
    { headers: ADMIN_HEADERS },
  );
}

export default function AdminStatement() {
  const { party, name, statement, csvHref, current } = useLoaderData<typeof loader>();
  return (
    <section aria-labelledby="statement-title" className="flex min-w-0 flex-col gap-4">
      <Heading level={2} size="md" id="statement-title">
        {name}
      </Heading>
      <Text tone="muted" size="sm">
        {party === "gym" ? "Gym" : "Ambassador"} statement from the ledger.
      </Text>
      <StatementView statement={statement} csvHref={csvHref} current={current} />
    </section>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
