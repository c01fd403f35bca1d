import type { ComponentProps, ReactNode } from "react";
import { cn } from "../../lib/cn";
import { Card } from "../../primitives/Card/Card";
import { Heading, type HeadingLevel } from "../../primitives/Heading/Heading";
import { QrCode } from "../../primitives/QrCode/QrCode";

export type PassCardProps = Omit<ComponentProps<"section">, "children"> & {
  gymName: string;
  /** "Tuesday 1 December 2026, 10:00–12:00 NZDT". */
  when: string;
  /** The booking reference, e.g. "GR-7K3P9Q": the pass in words, for the desk to type. */
  reference: string;
  /** The QR code's modules (the server signs the pass and computes them); absent: reference only. */
  qr?: { size: number; bits: string } | null;
  /**
   * The QR code as an image URL instead (e.g. `/pass/{token}.svg`, cached by the browser): for a page
   * listing many passes, which then carries a URL per pass rather than every module. Used when `qr` is
   * absent; loaded lazily.
   */
  qrSrc?: string | null;
  /**
   * Six digits the desk can type when the camera fails ("042 917"), shown under the reference;
   * absent: the reference alone is the typed fallback.
   */
  deskCode?: string | null;
  /** When the gym checked this pass in ("10:02 on 1 December 2026"); the pass is then spent. */
  checkedIn?: string | null;
  /**
   * Which days a week or month pass is good for ("valid once a day, Sat 28 Nov – Fri 4 Dec 2026");
   * absent for a day's booking, which is valid once, on the day.
   */
  validity?: string | null;
  headingLevel?: HeadingLevel;
  /** A link under the pass (e.g. to the booking), optional. */
  footer?: ReactNode;
};

/**
 * A booking's pass: the QR code the front desk scans, with the reference as text for when no camera
 * works. Shown on the confirmation page and in My Bookings (the e-mail carries the same code as an
 * image). A checked-in pass says when, and its code is dimmed so nobody tries it twice.
 */
export function PassCard({
  gymName,
  when,
  reference,
  qr,
  qrSrc,
  checkedIn,
  validity,
  deskCode,
  headingLevel = 2,
  footer,
  className,
  ...props
}: PassCardProps) {
  return (
    <Card.Root asChild className={cn("items-center gap-3 text-center sm:max-w-sm", className)}>
      <section data-slot="pass-card" data-checked-in={checkedIn ? "" : undefined} {...props}>
        <Heading level={headingLevel} size="sm">
          Your pass
        </Heading>
        <p className="text-sm text-fg-muted">
          {gymName} · {when}
        </p>
        {qr ? (
          <QrCode
            size={qr.size}
            bits={qr.bits}
            label={`QR code of the pass for booking ${reference}`}
            className={cn("w-48 sm:w-56", checkedIn ? "opacity-30" : undefined)}
          />
        ) : qrSrc ? (
          <img
            data-slot="qr-code"
            src={qrSrc}
            alt={`QR code of the pass for booking ${reference}`}
            width={224}
            height={224}
            loading="lazy"
            decoding="async"
            className={cn(
              "block aspect-square h-auto w-48 rounded-md bg-white sm:w-56",
              checkedIn ? "opacity-30" : undefined,
            )}
          />
        ) : null}
        <p className="flex flex-col gap-0.5">
          <span className="text-xs font-semibold uppercase tracking-wide text-fg-muted">Reference</span>
          <span className="font-mono text-2xl font-bold tracking-wider text-fg">{reference}</span>
        </p>
        {deskCode ? (
          <p className="flex flex-col gap-0.5">
            <span className="text-xs font-semibold uppercase tracking-wide text-fg-muted">Desk code</span>
            <span data-slot="desk-code" className="font-mono text-2xl font-bold tracking-wider text-fg">
              {deskCode}
            </span>
          </p>
        ) : null}
        {checkedIn ? (
          <p className="rounded-md bg-confirmed px-3 py-1 text-sm font-semibold text-confirmed-fg">
            Checked in at {checkedIn}
          </p>
        ) : (
          <p className="text-sm text-fg-muted">
            Show this code at the front desk, or give the reference{deskCode ? " or the desk code" : ""}. It
            is {validity ?? "valid once, on the day"}, at this gym.
          </p>
        )}
        {footer}
      </section>
    </Card.Root>
  );
}
