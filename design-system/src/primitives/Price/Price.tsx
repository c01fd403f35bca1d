import type { ComponentProps } from "react";
import { cn } from "../../lib/cn";
import { groupDigits } from "../../lib/intl";

/** The currencies GymRoam prices in: a gym's country decides (New Zealand NZD, Australia AUD). */
export type Currency = "NZD" | "AUD";

/**
 * How each currency is written. Both countries use a bare "$" at home, so on a marketplace that
 * mixes them the amount always carries a distinguishing symbol: "NZ$" and "A$" (the symbols
 * en-US/en-NZ use for these currencies abroad). Both countries write the digits the same way
 * (1,234.50); they are grouped by hand rather than with `Intl.NumberFormat` (see lib/intl.ts), so
 * server and browser render the same text (no hydration mismatch) and hydration never pays for
 * loading ICU data.
 */
const CURRENCY_FORMAT: Record<Currency, { symbol: string }> = {
  NZD: { symbol: "NZ$" },
  AUD: { symbol: "A$" },
};

export type FormatPriceOptions = {
  /** "auto" (default) shows cents only when there are some (NZ$30, NZ$30.50); "always" shows them. */
  cents?: "auto" | "always";
};

/**
 * Formats integer cents, e.g. `formatPrice(3000, "NZD")` → "NZ$30", `formatPrice(123450, "AUD")` →
 * "A$1,234.50", `formatPrice(-500, "NZD")` → "-NZ$5".
 */
export function formatPrice(cents: number, currency: Currency, options: FormatPriceOptions = {}): string {
  if (!Number.isInteger(cents)) throw new RangeError(`Price must be integer cents, got ${cents}.`);
  const { symbol } = CURRENCY_FORMAT[currency];
  const abs = Math.abs(cents);
  const dollars = groupDigits(Math.floor(abs / 100));
  const showCents = options.cents === "always" || abs % 100 !== 0;
  const number = showCents ? `${dollars}.${String(abs % 100).padStart(2, "0")}` : dollars;
  return `${cents < 0 ? "-" : ""}${symbol}${number}`;
}

export type PriceProps = Omit<ComponentProps<"span">, "children"> & {
  /** The price in integer cents (minor units). */
  cents: number;
  currency: Currency;
  /** The price before a discount: when higher than `cents` it is struck through with "Save NZ$X". */
  originalCents?: number;
  /** Unit text after the amount: "/hour" sits tight, anything else after a space ("day pass"). */
  suffix?: string;
  size?: "sm" | "md" | "lg";
  /** Passed to formatPrice. */
  showCents?: FormatPriceOptions["cents"];
  /**
   * How a discount's saving is written: "currency" (default) "Save NZ$15", or "dollar" "Save $15"
   * (the merchandise shop's wording, where every price is in NZD).
   */
  savingStyle?: "currency" | "dollar";
};

const SIZE = { sm: "text-sm", md: "text-base", lg: "text-2xl" } as const;

/**
 * A price: "NZ$30/hour", "A$45 day pass", or a discount "~~NZ$60~~ NZ$45 Save NZ$15". The struck
 * price and the current one carry visually hidden "Original price"/"Now" text, since `<del>` is not
 * announced by most screen readers.
 */
export function Price({
  cents,
  currency,
  originalCents,
  suffix,
  size = "md",
  showCents,
  savingStyle = "currency",
  className,
  ...props
}: PriceProps) {
  const format = (value: number) => formatPrice(value, currency, { cents: showCents });
  const saving = (value: number) =>
    savingStyle === "dollar"
      ? `$${formatPrice(value, currency).slice(CURRENCY_FORMAT[currency].symbol.length)}`
      : format(value);
  const discounted = originalCents !== undefined && originalCents > cents;
  return (
    <span
      data-slot="price"
      data-discounted={discounted || undefined}
      className={cn("inline-flex flex-wrap items-baseline gap-x-2 gap-y-1", SIZE[size], className)}
      {...props}
    >
      {discounted ? (
        <del data-slot="price-original" className="text-[0.875em] text-fg-muted">
          <span className="sr-only">Original price </span>
          {format(originalCents)}
        </del>
      ) : null}
      <span data-slot="price-amount" className="font-bold tabular-nums text-fg">
        {discounted ? <span className="sr-only">Now </span> : null}
        {format(cents)}
        {suffix ? (
          <span data-slot="price-suffix" className="text-[0.875em] font-normal text-fg-muted">
            {suffix.startsWith("/") ? suffix : ` ${suffix}`}
          </span>
        ) : null}
      </span>
      {discounted ? (
        <span
          data-slot="price-saving"
          className="rounded-full bg-confirmed px-2 py-0.5 text-xs font-semibold text-confirmed-fg"
        >
          Save {saving(originalCents - cents)}
        </span>
      ) : null}
    </span>
  );
}
