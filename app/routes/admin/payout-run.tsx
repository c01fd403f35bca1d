import { parseWithValibot } from "@conform-to/valibot";
import {
  Alert,
  Badge,
  Button,
  Disclosure,
  formatPrice,
  Heading,
  Stack,
  Table,
  Text,
} from "@gymroam/design-system";
import { data, Form, Link, useLoaderData } from "react-router";
import { formatAdminTime } from "~/components/admin-list";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { getWorker } from "~/context.server";
import { PAYOUT_STATUS_LABELS } from "~/domain/ledger";
import { PayoutRunActionSchema } from "~/domain/schemas/money";
import { ADMIN_HEADERS } from "~/lib/admin.server";
import { readForm } from "~/lib/form.server";
import { getAdmin } from "~/middleware/admin.server";
import { itemEntries } from "~/models/ledger-reports.server";
import { getRun, runItems } from "~/models/payout.server";
import { parseId } from "~/routes/+shared/api.server";
import { redirectWithToast } from "~/session.server";
import { caseContext } from "~/use-cases/context.server";
import { approvePayoutRun, PAYOUT_MESSAGES, retryPayoutRun } from "~/use-cases/payouts.server";
import { FAILURE_STATUS } from "~/use-cases/result";
import type { Route } from "./+types/payout-run";

/**
 * /admin/payouts/:id: one run: who is paid, how much, which bookings' entries make it up, each item's
 * state (held with its reason, failed with the provider's error and attempts, paid with the transfer).
 * Approve sends the transfers; Retry sends the failed and held ones again (same idempotency keys).
 */
export async function loader({ context, params }: Route.LoaderArgs) {
  const { config } = getWorker(context);
  const ctx = caseContext(config);
  const id = parseId(params.id);
  const run = id === undefined ? undefined : await getRun(ctx.db, id);
  if (!run) throw data({ message: PAYOUT_MESSAGES.runNotFound }, { status: 404, headers: ADMIN_HEADERS });
  const items = await runItems(ctx.db, run.id);
  const entries = await itemEntries(
    ctx.db,
    items.map((i) => i.id),
  );
  return data(
    {
      run: {
        id: run.id,
        kind: run.kind,
        period: run.period,
        status: run.status,
        cutoff: formatAdminTime(run.cutoffAt),
        approvedBy: run.approvedBy,
        approvedAt: run.approvedAt ? formatAdminTime(run.approvedAt) : null,
      },
      items: items.map((item) => ({
        ...item,
        paidAt: item.paidAt ? formatAdminTime(item.paidAt) : null,
        entries: entries
          .filter((e) => e.itemId === item.id)
          .map((e) => ({ id: e.id, kind: e.kind, reference: e.reference, amountCents: e.amountCents })),
      })),
    },
    { headers: ADMIN_HEADERS },
  );
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const { config } = getWorker(context);
  const id = parseId(params.id);
  if (id === undefined) throw data({ message: PAYOUT_MESSAGES.runNotFound }, { status: 404 });
  const submission = parseWithValibot(await readForm(request), { schema: PayoutRunActionSchema });
  if (submission.status !== "success") throw data({ message: "Unknown action" }, { status: 400 });
  const ctx = caseContext(config);
  const result =
    submission.value.intent === "approve"
      ? await approvePayoutRun(ctx, { runId: id, actor: getAdmin(context).name })
      : await retryPayoutRun(ctx, { runId: id });
  if (!result.ok) throw data({ message: result.message }, { status: FAILURE_STATUS[result.code] });
  const { paid, failed, held } = result.value;
  return redirectWithToast(config, request, `/admin/payouts/${id}`, {
    title: submission.value.intent === "approve" ? "Run approved" : "Transfers retried",
    description: `${paid} paid, ${failed} failed, ${held} held.`,
  });
}

const STATUS_BADGE = { paid: "confirmed", ready: "pending", held: "cancelled", failed: "cancelled" } as const;

/** What approving sends: the transfers ready to go and their total per currency ("NZ$1,746.60 + A$2,071.80"). */
function sendTotals(items: readonly { status: string; amountCents: number; currency: string }[]) {
  const ready = items.filter((i) => i.status === "ready");
  const byCurrency = new Map<string, number>();
  for (const item of ready)
    byCurrency.set(item.currency, (byCurrency.get(item.currency) ?? 0) + item.amountCents);
  const totals = [...byCurrency.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([currency, cents]) => formatPrice(cents, currency as "NZD" | "AUD", { cents: "always" }));
  return {
    count: ready.length,
    totals: totals.join(" + "),
    held: items.filter((i) => i.status === "held").length,
  };
}

export default function AdminPayoutRun() {
  const { run, items } = useLoaderData<typeof loader>();
  const unsent = items.some((i) => i.status !== "paid");
  const sending = sendTotals(items);
  const transfers = `${sending.count} ${sending.count === 1 ? "transfer" : "transfers"}`;
  return (
    <section aria-labelledby="run-heading" className="flex min-w-0 flex-col gap-4">
      <Link to="/admin/payouts" className="text-sm text-link underline">
        ← Payout runs
      </Link>
      <Stack direction="row" justify="between" align="center" gap="md" className="flex-wrap">
        <Heading level={2} size="md" id="run-heading">
          {run.kind === "gym" ? "Gym payouts" : "Ambassador payouts"} {run.period}
        </Heading>
        {run.status === "prepared" ? (
          // Money leaves in one click: the click first shows what it sends, per currency, to confirm.
          <Disclosure summary="Approve and send">
            <Form method="post" className="flex flex-col items-start gap-2">
              <Text size="sm">
                {sending.count === 0
                  ? "Nothing is ready to send; approving records the run."
                  : `This sends ${transfers}: ${sending.totals}.`}
                {sending.held > 0
                  ? ` ${sending.held} held ${sending.held === 1 ? "payout waits" : "payouts wait"} for ${sending.held === 1 ? "its account" : "their accounts"}.`
                  : ""}{" "}
                It can't be undone.
              </Text>
              <input type="hidden" name="intent" value="approve" />
              <Button type="submit">{sending.count === 0 ? "Approve the run" : `Send ${transfers}`}</Button>
            </Form>
          </Disclosure>
        ) : unsent ? (
          <Form method="post">
            <input type="hidden" name="intent" value="retry" />
            <Button type="submit" variant="secondary">
              Retry failed and held
            </Button>
          </Form>
        ) : null}
      </Stack>
      <Text size="sm" tone="muted">
        Pays what was payable before {run.cutoff}.{" "}
        {run.status === "approved"
          ? `Approved by ${run.approvedBy} on ${run.approvedAt}.`
          : "Awaiting approval."}
      </Text>
      {items.some((i) => i.status === "held") ? (
        <Alert variant="warning" title="Some payouts are held">
          A held payout is sent once its account is enabled (the cron retries it, or use Retry).
        </Alert>
      ) : null}
      <Table.Root caption="Who is paid, how much, and from which bookings">
        <Table.Header>
          <Table.Row>
            <Table.Head>Payee</Table.Head>
            <Table.Head>Amount</Table.Head>
            <Table.Head>Status</Table.Head>
            <Table.Head>Bookings</Table.Head>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {items.length === 0 ? (
            <Table.Row>
              <Table.Cell colSpan={4} className="py-6 text-center text-fg-muted">
                Nothing to pay in this run: no balance reached the minimum (balances roll over).
              </Table.Cell>
            </Table.Row>
          ) : (
            items.map((item) => (
              <Table.Row key={item.id} data-item-id={item.id} data-status={item.status}>
                <Table.Cell className="min-w-40">
                  <span className="font-semibold">{item.name}</span>
                  <span className="block text-xs text-fg-muted">
                    {item.party === "gym" ? `Gym ${item.partyId}` : `Ambassador code ${item.partyId}`} ·{" "}
                    <Link
                      to={`/admin/statements?party=${item.party}&id=${item.partyId}`}
                      className="text-link underline"
                    >
                      Statement
                    </Link>
                  </span>
                </Table.Cell>
                <Table.Cell className="whitespace-nowrap tabular-nums">
                  {formatPrice(item.amountCents, item.currency, { cents: "always" })}
                </Table.Cell>
                <Table.Cell className="min-w-40">
                  <Badge variant={STATUS_BADGE[item.status]}>{PAYOUT_STATUS_LABELS[item.status]}</Badge>
                  {item.holdReason ? <span className="block text-xs">{item.holdReason}</span> : null}
                  {item.status === "failed" && item.lastError ? (
                    <span className="block text-xs text-danger-fg">
                      {item.lastError} ({item.attempts} attempt{item.attempts === 1 ? "" : "s"})
                    </span>
                  ) : null}
                  {item.transferId ? (
                    <span className="block font-mono text-xs text-fg-muted">
                      {item.transferId} · {item.paidAt}
                    </span>
                  ) : null}
                </Table.Cell>
                <Table.Cell className="min-w-56">
                  <ul className="text-xs">
                    {item.entries.map((e) => (
                      <li key={e.id} className="whitespace-nowrap">
                        <span className="font-mono">{e.reference ?? "—"}</span> {e.kind.replace("_", " ")}{" "}
                        {formatPrice(e.amountCents, item.currency, { cents: "always" })}
                      </li>
                    ))}
                  </ul>
                </Table.Cell>
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
