import { type Currency, formatPrice } from "@gymroam/design-system";
import { type CancelPlacement, RouterCancelConfirm } from "~/components/bookings-cancel";
import type { PageStop } from "./trip-stops.server";

type StopQuote = NonNullable<PageStop["cancel"]>;

const money = (cents: number, currency: Currency) => formatPrice(cents, currency, { cents: "always" });

/** The refund for the stop's days still to come, in words: the amount first so it is read first. */
export function stopRefundSentence(quote: StopQuote) {
  const days = quote.count === 1 ? "the day still to come" : `the ${quote.count} days still to come`;
  if (quote.refundCents === quote.totalCents)
    return `Refund: ${money(quote.refundCents, quote.currency)}, the full amount for ${days}, because each starts 24 hours or more from now.`;
  if (quote.refundCents === 0)
    return `No refund: ${days} ${quote.count === 1 ? "starts" : "start"} in less than 12 hours, so the ${money(quote.totalCents, quote.currency)} you paid is not refunded.`;
  return `Refund: ${money(quote.refundCents, quote.currency)} of the ${money(quote.totalCents, quote.currency)} paid for ${days}: each day is refunded by the cancellation policy.`;
}

/**
 * Cancel this stop, with the refund shown before confirming, as a single booking's Cancel Booking:
 * the trigger links to `?cancelStop={trip}-{n}`, which without JavaScript opens the confirm step
 * under the stop's heading and once hydrated a dialog (focus moves in, Escape closes).
 */
export function CancelStopControl({
  stop,
  ...placement
}: CancelPlacement & { stop: PageStop & { cancel: StopQuote } }) {
  const what = `${stop.gymName}, ${stop.dates}`;
  return (
    <RouterCancelConfirm
      {...placement}
      id={`cancel-stop-${stop.key}`}
      triggerLabel="Cancel this stop"
      title={`Cancel stop ${stop.n}?`}
      description={what}
      stepDescription={what}
      refund={stopRefundSentence(stop.cancel)}
      refundTestId="stop-refund-quote"
      confirmLabel="Yes, cancel this stop"
      keepLabel="Keep this stop"
      fields={{ intent: "cancel-stop", tripId: stop.tripId, stop: stop.n }}
      quotedRefundCents={stop.cancel.refundCents}
      stepTestId="cancel-stop-confirm"
    />
  );
}
