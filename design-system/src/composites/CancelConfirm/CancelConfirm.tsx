import type { ReactElement, ReactNode } from "react";
import { Button, buttonVariants } from "../../primitives/Button";
import { Dialog } from "../../primitives/Dialog";
import { Heading } from "../../primitives/Heading";
import { Text } from "../../primitives/Text";

export type CancelConfirmProps = {
  /** The confirm step's id, which the trigger's link targets (e.g. "cancel-12"). */
  id: string;
  /** The trigger's text, e.g. "Cancel Booking". */
  triggerLabel: string;
  /** The dialog's title and the confirm step's heading, e.g. "Cancel this booking?". */
  title: string;
  /** What is cancelled, under the dialog's title. */
  description: ReactNode;
  /** What is cancelled, under the confirm step's heading; omit to show nothing there. */
  stepDescription?: ReactNode;
  /** The refund in words, shown before confirming. */
  refund: string;
  /** The refund sentence's test id. */
  refundTestId?: string;
  /** The cancellation policy's lines, listed under "Cancellation policy"; omit to leave the list out. */
  policy?: readonly string[];
  /** The submit button's text, e.g. "Yes, cancel booking". */
  confirmLabel: string;
  /** The button or link that keeps it, e.g. "Keep booking". */
  keepLabel: string;
  /** The form's hidden fields, posted with the confirmation (e.g. intent, id, the quoted refund). */
  fields: Record<string, string | number>;
  /** The confirmation is being submitted: the button shows a spinner. */
  pending?: boolean;
  /** The page URL that asks for the confirm step (e.g. `?cancel=12`); the trigger links to it. */
  cancelHref: string;
  /** The page URL without the confirm step: the no-JavaScript step's keep link. */
  keepHref: string;
  /** The URL asks for the confirm step: it is rendered in place and the dialog opens by itself. */
  inlineOpen?: boolean;
  /** The confirm step's test id. */
  stepTestId?: string;
  /** Called when the dialog closes while the URL still asks for the confirm step. */
  onDismiss?: () => void;
  /** Renders the POST form (a router Form); a `<form method="post">` by default. */
  renderForm?: (props: { className: string; children: ReactNode }) => ReactNode;
  /** Renders the keep link (a router Link), styled as an outline button; an `<a>` by default. */
  renderKeepLink?: (props: { href: string; children: ReactNode }) => ReactElement;
};

/**
 * Cancelling with the refund shown before confirming. The trigger is a link to the confirm step:
 * without JavaScript the page renders the step in place (`inlineOpen`, hidden once hydrated); with
 * JavaScript it opens a dialog instead (focus moves into it, Escape closes, focus returns to the
 * trigger). The dialog opens by itself when the URL asks for the step (a reload, or a refund that
 * changed meanwhile). Give it a `key` that changes on every navigation so it closes after a submission.
 */
export function CancelConfirm({
  id,
  triggerLabel,
  title,
  description,
  stepDescription,
  refund,
  refundTestId,
  policy,
  confirmLabel,
  keepLabel,
  fields,
  pending = false,
  cancelHref,
  keepHref,
  inlineOpen = false,
  stepTestId,
  onDismiss,
  renderForm = ({ className, children }) => (
    <form method="post" className={className}>
      {children}
    </form>
  ),
  renderKeepLink = ({ href, children }) => <a href={href}>{children}</a>,
}: CancelConfirmProps) {
  const details = <RefundDetails refund={refund} testId={refundTestId} policy={policy} />;
  const form = (inDialog: boolean) =>
    renderForm({
      className: "flex flex-col gap-2 sm:flex-row-reverse sm:justify-start",
      children: (
        <>
          {Object.entries(fields).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <Button type="submit" variant="destructive" loading={pending}>
            {confirmLabel}
          </Button>
          {inDialog ? (
            <Dialog.Close>{keepLabel}</Dialog.Close>
          ) : (
            <Button asChild variant="outline">
              {renderKeepLink({ href: keepHref, children: keepLabel })}
            </Button>
          )}
        </>
      ),
    });
  return (
    <>
      <Dialog.Root
        defaultOpen={inlineOpen}
        onOpenChange={(open) => {
          if (!open && inlineOpen) onDismiss?.();
        }}
      >
        <Dialog.Trigger asChild>
          <a href={`${cancelHref}#${id}`} className={buttonVariants({ variant: "destructive", size: "sm" })}>
            {triggerLabel}
          </a>
        </Dialog.Trigger>
        <Dialog.Content>
          <Dialog.Header>
            <Dialog.Title>{title}</Dialog.Title>
            <Dialog.Description>{description}</Dialog.Description>
          </Dialog.Header>
          {details}
          {form(true)}
        </Dialog.Content>
      </Dialog.Root>
      {inlineOpen ? (
        <section
          id={id}
          aria-labelledby={`${id}-heading`}
          data-testid={stepTestId}
          data-slot="cancel-confirm-step"
          className="flex basis-full flex-col gap-3 rounded-lg border border-danger-fg/40 bg-surface-muted p-4 [html[data-hydrated]_&]:hidden"
        >
          <Heading id={`${id}-heading`} level={4} size="sm">
            {title}
          </Heading>
          {stepDescription ? <Text size="sm">{stepDescription}</Text> : null}
          {details}
          {form(false)}
        </section>
      ) : null}
    </>
  );
}

function RefundDetails({
  refund,
  testId,
  policy,
}: {
  refund: string;
  testId?: string;
  policy?: readonly string[];
}) {
  return (
    <>
      <Text weight="semibold" data-testid={testId}>
        {refund}
      </Text>
      {policy && policy.length > 0 ? (
        <div>
          <Text size="sm" weight="semibold">
            Cancellation policy
          </Text>
          <ul className="list-disc ps-5 text-sm text-fg-muted">
            {policy.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </>
  );
}
