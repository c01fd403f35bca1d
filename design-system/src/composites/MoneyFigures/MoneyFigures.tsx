import type { ComponentProps } from "react";
import { cn } from "../../lib/cn";
import { Card } from "../../primitives/Card/Card";
import { type Currency, formatPrice } from "../../primitives/Price/Price";

export interface MoneyFigure {
  /** What the amount is ("Pending", "Owed to gyms" …). */
  label: string;
  /** Integer cents in the card's currency. */
  cents: number;
  /** A short note under the amount (when it is paid, what it includes). */
  hint?: string;
  /** Emphasised: the figure the reader came for. */
  strong?: boolean;
}

export type MoneyFiguresProps = Omit<ComponentProps<"section">, "children"> & {
  /** The card's heading, e.g. "NZD" or "Your earnings in NZD". */
  title: string;
  /** One currency per card: figures in different currencies are never added together. */
  currency: Currency;
  figures: readonly MoneyFigure[];
  /** Heading level for the document outline (2 by default). */
  headingLevel?: 2 | 3;
};

/**
 * Money in one currency as labelled amounts (a description list): the money view's totals, a
 * statement's summary, an ambassador's pending / earned / paid. Negative amounts keep their sign.
 */
export function MoneyFigures({
  title,
  currency,
  figures,
  headingLevel = 2,
  className,
  ...props
}: MoneyFiguresProps) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const id = `money-${title.replace(/\W+/g, "-").toLowerCase()}`;
  return (
    <Card.Root asChild className={cn("gap-3", className)}>
      <section aria-labelledby={id} data-currency={currency} {...props}>
        <Card.Header>
          <Card.Title asChild>
            <Heading id={id} className="text-base">
              {title}
            </Heading>
          </Card.Title>
        </Card.Header>
        <Card.Content>
          <dl className="grid grid-cols-2 gap-x-4 gap-y-3 sm:grid-cols-3">
            {figures.map((figure) => (
              <div key={figure.label} className="flex min-w-0 flex-col" data-figure={figure.label}>
                <dt className="text-xs font-semibold tracking-wide text-fg-muted uppercase">
                  {figure.label}
                </dt>
                <dd
                  className={cn(
                    "font-display tabular-nums [overflow-wrap:anywhere]",
                    figure.strong ? "text-xl font-extrabold sm:text-2xl" : "text-base font-bold sm:text-lg",
                    figure.cents < 0 && "text-danger-fg",
                  )}
                >
                  {formatPrice(figure.cents, currency, { cents: "always" })}
                </dd>
                {figure.hint ? <dd className="text-xs text-fg-muted">{figure.hint}</dd> : null}
              </div>
            ))}
          </dl>
        </Card.Content>
      </section>
    </Card.Root>
  );
}
