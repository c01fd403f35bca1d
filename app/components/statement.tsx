import {
  Badge,
  Button,
  Field,
  formatPrice,
  Heading,
  Input,
  MoneyFigures,
  Table,
  Text,
} from "@gymroam/design-system";
import { Form } from "react-router";
import type { Statement } from "~/models/statement.server";

/**
 * A party's money from the ledger: the balances per currency, the month's entries and the payouts.
 * The month picker is a GET form (works without JavaScript); the CSV link downloads the same lines.
 */
export function StatementView({
  statement,
  csvHref,
  current,
  pendingHint,
}: {
  statement: Statement;
  csvHref: string;
  current: string;
  pendingHint?: string;
}) {
  return (
    <div className="flex min-w-0 flex-col gap-4">
      {statement.balances.length === 0 ? (
        <Text tone="muted">Nothing earned yet.</Text>
      ) : (
        <div className="grid gap-4 lg:grid-cols-2">
          {statement.balances.map((b) => (
            <MoneyFigures
              key={b.currency}
              title={`Earnings in ${b.currency}`}
              currency={b.currency}
              figures={[
                { label: "Pending", cents: b.pendingCents, hint: pendingHint },
                { label: "Earned", cents: b.earnedCents },
                { label: "Owed now", cents: b.owedCents + b.inPayoutCents, hint: "Paid in the next payout" },
                { label: "Paid out", cents: b.paidCents, strong: true },
              ]}
            />
          ))}
        </div>
      )}
      <section aria-labelledby="statement-heading" className="flex min-w-0 flex-col gap-3">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <Heading level={2} size="sm" id="statement-heading">
            Statement for {statement.period}
          </Heading>
          <div className="flex flex-wrap items-end gap-3">
            <Form method="get" className="flex items-end gap-2" aria-label="Statement month">
              <Field.Root id="statement-period">
                <Field.Label>Month</Field.Label>
                <Input name="period" type="month" defaultValue={statement.period} max={current} />
              </Field.Root>
              <Button type="submit" variant="secondary">
                Show
              </Button>
            </Form>
            <Button asChild variant="outline">
              <a href={csvHref} download>
                Download CSV
              </a>
            </Button>
          </div>
        </div>
        <Table.Root caption={`Ledger entries written in ${statement.period}`}>
          <Table.Header>
            <Table.Row>
              <Table.Head>Date</Table.Head>
              <Table.Head>Entry</Table.Head>
              <Table.Head>Visit</Table.Head>
              <Table.Head>Payable from</Table.Head>
              <Table.Head>Payout</Table.Head>
              <Table.Head className="text-right">Amount</Table.Head>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {statement.lines.length === 0 ? (
              <Table.Row>
                <Table.Cell colSpan={6} className="py-6 text-center text-fg-muted">
                  No entries in {statement.period}.
                </Table.Cell>
              </Table.Row>
            ) : (
              statement.lines.map((l) => (
                <Table.Row key={l.id}>
                  <Table.Cell className="whitespace-nowrap">{l.date}</Table.Cell>
                  <Table.Cell>
                    {l.kind}
                    {l.note ? <span className="block text-xs text-fg-muted">{l.note}</span> : null}
                  </Table.Cell>
                  <Table.Cell className="whitespace-nowrap">{l.bookingDate ?? "—"}</Table.Cell>
                  <Table.Cell className="whitespace-nowrap">{l.availableAt ?? "After the visit"}</Table.Cell>
                  <Table.Cell>{l.payout ?? "—"}</Table.Cell>
                  <Table.Cell className="text-right whitespace-nowrap tabular-nums">
                    {formatPrice(l.amountCents, l.currency, { cents: "always" })}
                  </Table.Cell>
                </Table.Row>
              ))
            )}
          </Table.Body>
        </Table.Root>
      </section>
      <section aria-labelledby="payouts-heading" className="flex flex-col gap-2">
        <Heading level={2} size="sm" id="payouts-heading">
          Payouts
        </Heading>
        {statement.payouts.length === 0 ? (
          <Text tone="muted">No payouts yet.</Text>
        ) : (
          <ul className="flex flex-col gap-1 text-sm">
            {statement.payouts.map((p) => (
              <li key={p.id} data-payout-status={p.status}>
                {p.period}: {formatPrice(p.amountCents, p.currency, { cents: "always" })}{" "}
                <Badge
                  variant={
                    p.status === "paid"
                      ? "confirmed"
                      : p.status === "held" || p.status === "failed"
                        ? "cancelled"
                        : "pending"
                  }
                >
                  {p.status === "paid"
                    ? "Paid"
                    : p.status === "held"
                      ? "Held"
                      : p.status === "failed"
                        ? "Failed, retrying"
                        : "Scheduled"}
                </Badge>
                {p.holdReason ? <span className="block text-xs text-fg-muted">{p.holdReason}</span> : null}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
