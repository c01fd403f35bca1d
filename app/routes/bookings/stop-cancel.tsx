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

function CancelStopForm({
  stop,
  keepHref,
  inDialog,
}: {
  stop: PageStop;
  keepHref: string;
  inDialog: boolean;
}) {
  const navigation = useNavigation();
  const pending =
    navigation.state !== "idle" &&
    navigation.formData?.get("intent") === "cancel-stop" &&
    navigation.formData.get("tripId") === String(stop.tripId) &&
    navigation.formData.get("stop") === String(stop.n);
  return (
    <Form
      method="post"
      preventScrollReset
      className="flex flex-col gap-2 sm:flex-row-reverse sm:justify-start"
    >
      <input type="hidden" name="intent" value="cancel-stop" />
      <input type="hidden" name="tripId" value={stop.tripId} />
      <input type="hidden" name="stop" value={stop.n} />
      <input type="hidden" name="quotedRefundCents" value={stop.cancel?.refundCents ?? 0} />
      <Button type="submit" variant="destructive" loading={pending}>
        Yes, cancel this stop
      </Button>
      {inDialog ? (
        <Dialog.Close>Keep this stop</Dialog.Close>
      ) : (
        <Button asChild variant="outline">
          <Link to={keepHref} preventScrollReset>
            Keep this stop
          </Link>
        </Button>
      )}
    </Form>
  );
}

function QuoteDetails({ quote }: { quote: StopQuote }) {
  return (
    <>
      <Text weight="semibold" data-testid="stop-refund-quote">
        {stopRefundSentence(quote)}
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
 * Cancel this stop, with the refund shown before confirming, as a single booking's Cancel Booking:
 * the trigger links to `?cancelStop={trip}-{n}`, which without JavaScript opens the confirm step
 * under the stop's heading and once hydrated a dialog (focus moves in, Escape closes).
 */
export function CancelStopControl({
  stop,
  cancelHref,
  keepHref,
  inlineOpen,
  resetKey,
  onDismiss,
}: {
  stop: PageStop & { cancel: StopQuote };
  cancelHref: string;
  keepHref: string;
  inlineOpen: boolean;
  resetKey: string;
  onDismiss: () => void;
}) {
  const panelId = `cancel-stop-${stop.key}`;
  const title = `Cancel stop ${stop.n}?`;
  const what = `${stop.gymName}, ${stop.dates}`;
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
            Cancel this stop
          </a>
        </Dialog.Trigger>
        <Dialog.Content>
          <Dialog.Header>
            <Dialog.Title>{title}</Dialog.Title>
            <Dialog.Description>{what}</Dialog.Description>
          </Dialog.Header>
          <QuoteDetails quote={stop.cancel} />
          <CancelStopForm stop={stop} keepHref={keepHref} inDialog />
        </Dialog.Content>
      </Dialog.Root>
      {inlineOpen ? (
        <section
          id={panelId}
          aria-labelledby={`${panelId}-heading`}
          data-testid="cancel-stop-confirm"
          className="flex basis-full flex-col gap-3 rounded-lg border border-danger-fg/40 bg-surface-muted p-4 [html[data-hydrated]_&]:hidden"
        >
          <Heading id={`${panelId}-heading`} level={4} size="sm">
            {title}
          </Heading>
          <Text size="sm">{what}</Text>
          <QuoteDetails quote={stop.cancel} />
          <CancelStopForm stop={stop} keepHref={keepHref} inDialog={false} />
        </section>
      ) : null}
    </>
  );
}
