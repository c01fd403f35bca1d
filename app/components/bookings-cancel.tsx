import { CancelConfirm, type CancelConfirmProps, type Currency, formatPrice } from "@gymroam/design-system";
import { Form, Link, useNavigation } from "react-router";
import { CANCELLATION_POLICY } from "~/domain/policies";

/** Why the refund is what it is: unpaid (pending), or the policy's full / 50% / none. */
export type RefundKind = "unpaid" | "full" | "half" | "none";

export interface CancelQuote {
  bookingId: number;
  reference: string;
  gymName: string;
  /** "Fri, 12 Sep 2025 at 09:00". */
  when: string;
  totalCents: number;
  currency: Currency;
  /** What cancelling now refunds (the policy's amount, computed by the server). */
  refundCents: number;
  refundKind: RefundKind;
}

const money = (cents: number, currency: Currency) => formatPrice(cents, currency, { cents: "always" });

/** The refund the policy gives, in words; the amount first so it is read first. */
export function refundSentence(
  quote: Pick<CancelQuote, "refundCents" | "refundKind" | "totalCents" | "currency">,
) {
  switch (quote.refundKind) {
    case "unpaid":
      return "This booking isn't paid yet, so you won't be charged and there is nothing to refund. Cancelling releases your place at the gym.";
    case "full":
      return `Refund: ${money(quote.refundCents, quote.currency)}, the full amount, because your booking starts 24 hours or more from now.`;
    case "half":
      return `Refund: ${money(quote.refundCents, quote.currency)}, 50% of ${money(quote.totalCents, quote.currency)}, because your booking starts in 12 to 24 hours.`;
    case "none":
      return `No refund: your booking starts in less than 12 hours, so the ${money(quote.totalCents, quote.currency)} you paid is not refunded.`;
  }
}

/** Where a cancel control stands on My Bookings: the URLs with and without its confirm step. */
export interface CancelPlacement {
  /** The page URL that asks for this confirm step (e.g. ?cancel={id}). */
  cancelHref: string;
  /** The page URL without it. */
  keepHref: string;
  /** The URL asks for this confirm step. */
  inlineOpen: boolean;
  /** Changes on every navigation, so the dialog closes after a submission. */
  resetKey: string;
  /** Called when the dialog closes while the URL still asks for the confirm step. */
  onDismiss: () => void;
}

type RouterCancelConfirmProps = CancelPlacement &
  Omit<CancelConfirmProps, "fields" | "pending" | "policy" | "renderForm" | "renderKeepLink"> & {
    /** The hidden fields that name the cancellation (intent, ids): a submission of these is pending. */
    fields: Record<string, string | number>;
    /** The refund the page showed, posted with them so the server can refuse a changed one. */
    quotedRefundCents: number;
  };

/**
 * CancelConfirm on My Bookings: the policy's first three lines, the router's Form and Link (the
 * confirmation posts and "Keep" navigates without scrolling the page), and the spinner while this
 * cancellation is being submitted.
 */
export function RouterCancelConfirm({
  resetKey,
  fields,
  quotedRefundCents,
  ...props
}: RouterCancelConfirmProps) {
  const navigation = useNavigation();
  const pending =
    navigation.state !== "idle" &&
    Object.entries(fields).every(([name, value]) => navigation.formData?.get(name) === String(value));
  return (
    <CancelConfirm
      key={resetKey}
      {...props}
      fields={{ ...fields, quotedRefundCents }}
      pending={pending}
      policy={CANCELLATION_POLICY.slice(0, 3)}
      renderForm={({ className, children }) => (
        <Form method="post" preventScrollReset className={className}>
          {children}
        </Form>
      )}
      renderKeepLink={({ href, children }) => (
        <Link to={href} preventScrollReset>
          {children}
        </Link>
      )}
    />
  );
}

/**
 * Cancel Booking with the refund shown before confirming. The trigger is a link to `?cancel={id}`:
 * without JavaScript it opens the confirm step in the card (`inlineOpen`); once hydrated it opens a
 * dialog instead (focus moves into it, Escape closes, focus returns to the trigger). The dialog opens
 * by itself when the URL asks for the confirm step (a reload, or a refund that changed meanwhile).
 */
export function CancelBookingControl({ quote, ...placement }: CancelPlacement & { quote: CancelQuote }) {
  return (
    <RouterCancelConfirm
      {...placement}
      id={`cancel-${quote.bookingId}`}
      triggerLabel="Cancel Booking"
      title="Cancel this booking?"
      description={`${quote.gymName}, ${quote.when} (reference ${quote.reference})`}
      refund={refundSentence(quote)}
      refundTestId="refund-quote"
      confirmLabel="Yes, cancel booking"
      keepLabel="Keep booking"
      fields={{ intent: "cancel", bookingId: quote.bookingId }}
      quotedRefundCents={quote.refundCents}
      stepTestId="cancel-confirm"
    />
  );
}
