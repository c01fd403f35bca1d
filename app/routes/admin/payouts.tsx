import { parseWithValibot } from "@conform-to/valibot";
import { Badge, Button, formatPrice, Heading, Stack, Table, Text } from "@gymroam/design-system";
import { data, Form, Link, useLoaderData } from "react-router";
import { formatAdminTime } from "~/components/admin-list";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { getWorker } from "~/context.server";
import { PrepareRunsSchema } from "~/domain/schemas/money";
import { ADMIN_HEADERS } from "~/lib/admin.server";
import { readForm } from "~/lib/form.server";
import { listRuns } from "~/models/payout.server";
import { redirectWithToast } from "~/session.server";
import { caseContext } from "~/use-cases/context.server";
import { preparePayoutRuns } from "~/use-cases/payouts.server";
import type { Route } from "./+types/payouts";

/**
 * /admin/payouts: the payout runs the cron prepares (weekly for gyms, monthly on the 15th for
 * ambassadors), newest first, with their totals per currency and how many items are paid, held or
 * failed. "Prepare due runs" does now what the cron does at its next tick (it changes nothing twice).
 */
export async function loader({ context }: Route.LoaderArgs) {
  const { config } = getWorker(context);
  const ctx = caseContext(config);
  const runs = await listRuns(ctx.db);
  return data(
    {
      runs: runs.map((r) => ({ ...r, createdAt: formatAdminTime(new Date(r.createdAt)) })),
    },
    { headers: ADMIN_HEADERS },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  const { config } = getWorker(context);
  const submission = parseWithValibot(await readForm(request), { schema: PrepareRunsSchema });
  if (submission.status !== "success") throw data({ message: "Unknown action" }, { status: 400 });
  await preparePayoutRuns(caseContext(config));
  return redirectWithToast(config, request, "/admin/payouts", {
    title: "Runs prepared",
    description: "The runs due now are prepared; balances already in a run are not added twice.",
  });
}

export default function AdminPayouts() {
  const { runs } = useLoaderData<typeof loader>();
  return (
    <section aria-labelledby="payouts-heading" className="flex min-w-0 flex-col gap-4">
      <Stack direction="row" justify="between" align="center" gap="md" className="flex-wrap">
        <Heading level={2} size="md" id="payouts-heading">
          Payout runs
        </Heading>
        <Form method="post">
          <input type="hidden" name="intent" value="prepare" />
          <Button type="submit" variant="secondary">
            Prepare due runs
          </Button>
        </Form>
      </Stack>
      <Text tone="muted" size="sm">
        Gyms are paid weekly (Monday, New Zealand time) what they earned before that week; ambassadors on the
        15th what they earned before the month, from $50 per currency. Nothing is sent until a run is
        approved.
      </Text>
      <Table.Root caption="Payout runs, newest first">
        <Table.Header>
          <Table.Row>
            <Table.Head>Run</Table.Head>
            <Table.Head>Status</Table.Head>
            <Table.Head>Items</Table.Head>
            <Table.Head>NZD</Table.Head>
            <Table.Head>AUD</Table.Head>
            <Table.Head>Prepared</Table.Head>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {runs.length === 0 ? (
            <Table.Row>
              <Table.Cell colSpan={6} className="py-6 text-center text-fg-muted">
                No payout runs yet: the cron prepares them.
              </Table.Cell>
            </Table.Row>
          ) : (
            runs.map((run) => (
              <Table.Row key={run.id} data-run-id={run.id}>
                <Table.Cell>
                  <Link to={`/admin/payouts/${run.id}`} className="font-semibold text-link underline">
                    {run.kind === "gym" ? "Gyms" : "Ambassadors"} {run.period}
                  </Link>
                </Table.Cell>
                <Table.Cell>
                  <Badge variant={run.status === "approved" ? "confirmed" : "pending"}>
                    {run.status === "approved" ? "Approved" : "Awaiting approval"}
                  </Badge>
                </Table.Cell>
                <Table.Cell className="whitespace-nowrap">
                  {run.items} ({run.paid} paid
                  {run.held ? `, ${run.held} held` : ""}
                  {run.failed ? `, ${run.failed} failed` : ""})
                </Table.Cell>
                <Table.Cell>{formatPrice(run.nzdCents, "NZD", { cents: "always" })}</Table.Cell>
                <Table.Cell>{formatPrice(run.audCents, "AUD", { cents: "always" })}</Table.Cell>
                <Table.Cell className="whitespace-nowrap">{run.createdAt}</Table.Cell>
              </Table.Row>
            ))
          )}
        </Table.Body>
      </Table.Root>
    </section>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
