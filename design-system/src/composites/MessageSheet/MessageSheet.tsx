import { type FormEvent, type ReactElement, useEffect, useId, useState } from "react";
import { CircleCheckIcon, SendIcon } from "../../foundations/icons";
import { cn } from "../../lib/cn";
import { Button } from "../../primitives/Button/Button";
import { useControllableOpen } from "../../primitives/Dialog/Dialog";
import { Sheet, type SheetSide } from "../../primitives/Sheet/Sheet";

/** Spec ("Message gym sheet"): the topic chips, and how long "Message sent" shows before closing. */
export const MESSAGE_TOPICS = [
  "Equipment availability",
  "Group booking",
  "Special requirements",
  "Parking info",
] as const;
export const MESSAGE_SENT_DURATION_MS = 2000;

export type MessageStatus = "idle" | "sending" | "sent" | "error";

/** Adds `line` on a new line at the end of `message` (no blank line when the message is empty). */
export function appendLine(message: string, line: string): string {
  const trimmed = message.replace(/\s+$/, "");
  return trimmed === "" ? line : `${trimmed}\n${line}`;
}

export type MessageComposerProps = {
  message: string;
  onMessageChange: (message: string) => void;
  status: MessageStatus;
  /** Shown (role="alert") when status is "error". */
  error?: string;
  onSubmit: () => void;
  topics?: readonly string[];
  className?: string;
};

/**
 * The sheet's form: topic chips that each append a line, the message textarea (name="message"),
 * a live status line and Send, enabled only for non-blank text. Presentational; MessageSheet owns
 * the state.
 */
export function MessageComposer({
  message,
  onMessageChange,
  status,
  error,
  onSubmit,
  topics = MESSAGE_TOPICS,
  className,
}: MessageComposerProps) {
  const id = useId();
  const sending = status === "sending";
  const blank = message.trim() === "";
  return (
    <form
      data-slot="message-composer"
      className={cn("flex flex-col gap-4", className)}
      onSubmit={(event: FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        if (!blank && !sending) onSubmit();
      }}
    >
      <fieldset className="flex flex-col gap-2" disabled={sending}>
        <legend className="mb-2 text-sm font-medium text-fg">Quick topics</legend>
        <div className="flex flex-wrap gap-2">
          {topics.map((topic) => (
            <Button
              key={topic}
              size="sm"
              variant="outline"
              className="rounded-full"
              disabled={sending}
              onClick={() => onMessageChange(appendLine(message, topic))}
            >
              {topic}
            </Button>
          ))}
        </div>
      </fieldset>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-message`} className="text-sm font-medium text-fg">
          Message
        </label>
        <textarea
          id={`${id}-message`}
          name="message"
          rows={6}
          value={message}
          readOnly={sending}
          aria-invalid={status === "error" || undefined}
          aria-describedby={status === "error" ? `${id}-error` : undefined}
          onChange={(event) => onMessageChange(event.target.value)}
          placeholder="Ask about equipment, group bookings or anything else."
          className={cn(
            "min-h-32 w-full resize-y rounded-md border border-border-strong bg-surface px-3 py-2 text-base text-fg",
            "placeholder:text-fg-muted aria-invalid:border-destructive read-only:bg-surface-muted",
          )}
        />
      </div>
      {status === "error" ? (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-danger-fg">
          {error || "Message could not be sent. Please try again."}
        </p>
      ) : null}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p role="status" className="text-sm font-medium text-success-fg">
          {status === "sent" ? (
            <span className="inline-flex items-center gap-1.5">
              <CircleCheckIcon aria-hidden="true" className="size-4" />
              Message sent
            </span>
          ) : null}
        </p>
        <Button type="submit" disabled={blank || status === "sent"} loading={sending} className="sm:ml-auto">
          {sending ? (
            "Sending…"
          ) : (
            <>
              <SendIcon aria-hidden="true" /> Send
            </>
          )}
        </Button>
      </div>
    </form>
  );
}

export type MessageSheetProps = {
  gymName: string;
  /** Sends the message; the sheet shows "Sending…" until it settles. A rejection's message is shown. */
  onSend: (message: string) => Promise<void>;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** The trigger element (default: a "Message Gym" button); `null` for none (open it via `open`). */
  trigger?: ReactElement | null;
  topics?: readonly string[];
  /** How long "Message sent" shows before the sheet closes (spec: 2000 ms). */
  sentDurationMs?: number;
  defaultMessage?: string;
  side?: SheetSide;
};

/**
 * The "Message gym" sheet: topic chips append lines, Send is enabled for non-blank text, then
 * "Sending…" while `onSend` is pending, "Message sent" for 2 s and the sheet closes (the text is
 * cleared). If `onSend` rejects, its message shows and the text stays. Escape closes.
 */
export function MessageSheet({
  gymName,
  onSend,
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  trigger,
  topics,
  sentDurationMs = MESSAGE_SENT_DURATION_MS,
  defaultMessage = "",
  side,
}: MessageSheetProps) {
  const [open, setOpen] = useControllableOpen(openProp, defaultOpen, onOpenChange);
  const [message, setMessage] = useState(defaultMessage);
  const [status, setStatus] = useState<MessageStatus>("idle");
  const [error, setError] = useState<string>();

  useEffect(() => {
    if (status !== "sent") return;
    const timer = window.setTimeout(() => {
      setStatus("idle");
      if (open) setOpen(false);
    }, sentDurationMs);
    return () => window.clearTimeout(timer);
  }, [status, sentDurationMs, open, setOpen]);

  const send = async () => {
    setStatus("sending");
    setError(undefined);
    try {
      await onSend(message.trim());
      setMessage("");
      setStatus("sent");
    } catch (reason) {
      setError(reason instanceof Error ? reason.message : String(reason));
      setStatus("error");
    }
  };

  return (
    <Sheet.Root open={open} onOpenChange={setOpen}>
      {trigger === null ? null : (
        <Sheet.Trigger asChild>{trigger ?? <Button variant="outline">Message Gym</Button>}</Sheet.Trigger>
      )}
      <Sheet.Content side={side}>
        <Sheet.Header>
          <Sheet.Title>Message {gymName}</Sheet.Title>
          <Sheet.Description>Ask a question before you visit. The gym replies by e-mail.</Sheet.Description>
        </Sheet.Header>
        <MessageComposer
          message={message}
          onMessageChange={(next) => {
            setMessage(next);
            if (status === "error") setStatus("idle");
          }}
          status={status}
          error={error}
          onSubmit={send}
          topics={topics}
        />
      </Sheet.Content>
    </Sheet.Root>
  );
}
