import {
  Button,
  buttonVariants,
  type Currency,
  Dialog,
  formatPrice,
  Heading,
  Text,
} from "@gymroam/design-system";
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

function CancelForm({
  quote,
  keepHref,
  inDialog,
}: {
  quote: CancelQuote;
  keepHref: string;
  inDialog: boolean;
}) {
  const navigation = useNavigation();
  const pending =
    navigation.state !== "idle" &&
    navigation.formData?.get("intent") === "cancel" &&
    navigation.formData.get("bookingId") === String(quote.bookingId);
  return (
    <Form
      method="post"
      preventScrollReset
      className="flex flex-col gap-2 sm:flex-row-reverse sm:justify-start"
    >
      <input type="hidden" name="intent" value="cancel" />
      <input type="hidden" name="bookingId" value={quote.bookingId} />
      <input type="hidden" name="quotedRefundCents" value={quote.refundCents} />
      <Button type="submit" variant="destructive" loading={pending}>
        Yes, cancel booking
      </Button>
      {inDialog ? (
        <Dialog.Close>Keep booking</Dialog.Close>
      ) : (
        <Button asChild variant="outline">
          <Link to={keepHref} preventScrollReset>
            Keep booking
          </Link>
        </Button>
      )}
    </Form>
  );
}

function QuoteDetails({ quote }: { quote: CancelQuote }) {
  return (
    <>
      <Text weight="semibold" data-testid="refund-quote">
        {refundSentence(quote)}
      </Text>
      <div>
        <Text size="sm" weight="semibold">
          Cancellation policy
        </Text>
        <ul className="list-disc ps-5 text-sm text-fg-muted">
          {CANCELLATION_POLICY.slice(0, 3).map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </div>
    </>
  );
}

/**
 * Cancel Booking with the refund shown before confirming. The trigger is a link to `?cancel={id}`:
 * without JavaScript it opens the confirm step in the card (`inlineOpen`); once hydrated it opens a
 * dialog instead (focus moves into it, Escape closes, focus returns to the trigger). The dialog opens
 * by itself when the URL asks for the confirm step (a reload, or a refund that changed meanwhile).
 */
export function CancelBookingControl({
  quote,
  cancelHref,
  keepHref,
  inlineOpen,
  resetKey,
  onDismiss,
}: {
  quote: CancelQuote;
  /** The page URL with ?cancel={id}. */
  cancelHref: string;
  /** The page URL without ?cancel. */
  keepHref: string;
  /** The URL asks for this booking's confirm step. */
  inlineOpen: boolean;
  /** Changes on every navigation, so the dialog closes after a submission. */
  resetKey: string;
  /** Called when the dialog closes while the URL still asks for the confirm step. */
  onDismiss: () => void;
}) {
  const panelId = `cancel-${quote.bookingId}`;
  return (
    <>
      <Dialog.Root
        key={resetKey}
        defaultOpen={inlineOpen}
        onOpenChange={(open) => {
          if (!open && inlineOpen) onDismiss();
        }}
      >
        <Dialog.Trigger asChild>
          <a
            href={`${cancelHref}#${panelId}`}
            className={buttonVariants({ variant: "destructive", size: "sm" })}
          >
            Cancel Booking
          </a>
        </Dialog.Trigger>
        <Dialog.Content>
          <Dialog.Header>
            <Dialog.Title>Cancel this booking?</Dialog.Title>
            <Dialog.Description>
              {quote.gymName}, {quote.when} (reference {quote.reference})
            </Dialog.Description>
          </Dialog.Header>
          <QuoteDetails quote={quote} />
          <CancelForm quote={quote} keepHref={keepHref} inDialog />
        </Dialog.Content>
      </Dialog.Root>
      {inlineOpen ? (
        <section
          id={panelId}
          aria-labelledby={`${panelId}-heading`}
          data-testid="cancel-confirm"
          className="flex basis-full flex-col gap-3 rounded-lg border border-danger-fg/40 bg-surface-muted p-4 [html[data-hydrated]_&]:hidden"
        >
          <Heading id={`${panelId}-heading`} level={4} size="sm">
            Cancel this booking?
          </Heading>
          <QuoteDetails quote={quote} />
          <CancelForm quote={quote} keepHref={keepHref} inDialog={false} />
        </section>
      ) : null}
    </>
  );
}
