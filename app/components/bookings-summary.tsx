import { Card, type Currency, formatPrice, Heading } from "@gymroam/design-system";
import { Fragment, type ReactNode } from "react";

export interface BookingsSummaryFigures {
  total: number;
  confirmed: number;
  completed: number;
  /** Paid and not refunded, per currency. */
  spent: { currency: Currency; cents: number }[];
}

/** My Bookings' summary of the whole (filtered) list, every page alike: counts and what was spent, per currency. */
export function BookingsSummary({
  summary,
  filtered,
}: {
  summary: BookingsSummaryFigures;
  filtered: boolean;
}) {
  // One amount per currency (a visitor may book in NZ and AU); each amount stays on one line.
  const spent: ReactNode =
    summary.spent.length === 0
      ? formatPrice(0, "NZD")
      : summary.spent.map((s, i) => (
          <Fragment key={s.currency}>
            {i > 0 ? " + " : null}
            <span className="whitespace-nowrap">{formatPrice(s.cents, s.currency)}</span>
          </Fragment>
        ));
  const items: { term: string; value: ReactNode }[] = [
    { term: "Total bookings", value: String(summary.total) },
    { term: "Confirmed", value: String(summary.confirmed) },
    { term: "Completed", value: String(summary.completed) },
    { term: "Total spent", value: spent },
  ];
  return (
    <section aria-labelledby="bookings-summary-heading" className="flex flex-col gap-2">
      <Heading id="bookings-summary-heading" level={2} size="sm" className="sr-only">
        Summary{filtered ? " of the bookings found" : ""}
      </Heading>
      <dl className="grid grid-cols-2 gap-3 md:grid-cols-4" data-testid="bookings-summary">
        {items.map((item) => (
          <Card.Root key={item.term} className="gap-1 px-4 py-3">
            <dt className="text-sm text-fg-muted">{item.term}</dt>
            <dd className="font-display text-xl font-bold tabular-nums [overflow-wrap:anywhere]">
              {item.value}
            </dd>
          </Card.Root>
        ))}
      </dl>
    </section>
  );
}
