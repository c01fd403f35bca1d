import type { ComponentProps, ReactNode } from "react";
import { MapPinIcon } from "../../foundations/icons";
import { cn } from "../../lib/cn";
import { Badge } from "../../primitives/Badge/Badge";
import { Card } from "../../primitives/Card/Card";
import { Heading, type HeadingLevel } from "../../primitives/Heading/Heading";
import { type Currency, formatPrice } from "../../primitives/Price";
import { formatDate, formatTime } from "../lib/card-format";
import { FallbackImage } from "../lib/fallback-image";
import {
  BOOKING_STATUS_LABELS,
  BOOKING_TYPE_LABELS,
  type BookingStatus,
  type BookingType,
  formatAthletes,
  formatBookingDuration,
} from "./booking-labels";

export type BookingCardProps = Omit<ComponentProps<"article">, "children"> & {
  gymName: string;
  headingLevel?: HeadingLevel;
  imageUrl?: string | null;
  fallbackImageUrl: string;
  imageAlt?: string;
  /** "Auckland, New Zealand". */
  location?: string | null;
  /** The booking date, "2025-09-12". */
  date: string;
  /** "09:00" or "09:00:00". */
  startTime?: string | null;
  /** The venue zone's abbreviation, shown after the time: "10:00 NZDT" (a traveller crosses zones). */
  timeZoneLabel?: string | null;
  status: BookingStatus;
  bookingType: BookingType;
  durationHours?: number | null;
  /** How many athletes the booking is for; shown when given. */
  athletes?: number | null;
  totalCents: number;
  currency?: Currency;
  /** What was refunded when the booking was cancelled; shown for a cancelled booking when above zero. */
  refundCents?: number | null;
  specialRequests?: string | null;
  /** The booking's reference, e.g. its id. */
  reference?: string | null;
  /** The recovery amenity in the booking, e.g. "Sauna One, 10:00-11:00". */
  amenity?: string | null;
  /** Buttons and links by status: View Gym; Get Directions; Cancel Booking; Leave Review. */
  actions?: ReactNode;
};

/** A booking on My Bookings. The status badge always names the status (colour is not the only cue). */
export function BookingCard({
  gymName,
  headingLevel = 3,
  imageUrl,
  fallbackImageUrl,
  imageAlt = "",
  location,
  date,
  startTime,
  timeZoneLabel,
  status,
  bookingType,
  durationHours,
  athletes,
  totalCents,
  currency = "NZD",
  refundCents,
  specialRequests,
  reference,
  amenity,
  actions,
  className,
  ...props
}: BookingCardProps) {
  const duration = formatBookingDuration(bookingType, durationHours);
  const time = startTime ? `${formatTime(startTime)}${timeZoneLabel ? ` ${timeZoneLabel}` : ""}` : null;
  const when = time ? `${formatDate(date)} at ${time}` : formatDate(date);
  return (
    <Card.Root asChild className={cn("overflow-hidden p-0 sm:flex-row", className)}>
      <article data-slot="booking-card" data-status={status} {...props}>
        <FallbackImage
          src={imageUrl}
          fallbackSrc={fallbackImageUrl}
          alt={imageAlt}
          width={320}
          height={200}
          loading="lazy"
          className="aspect-[8/5] h-auto w-full sm:h-auto sm:w-56 sm:self-stretch"
        />
        <div className="flex min-w-0 flex-1 flex-col gap-3 p-5 sm:pl-0">
          <div className="flex flex-wrap items-start justify-between gap-2">
            <div className="flex min-w-0 flex-col gap-1">
              <Heading level={headingLevel} size="sm" className="[overflow-wrap:anywhere]">
                {gymName}
              </Heading>
              {location ? (
                <p className="flex items-center gap-1 text-sm text-fg-muted">
                  <MapPinIcon aria-hidden="true" className="size-4 shrink-0" />
                  {location}
                </p>
              ) : null}
            </div>
            <Badge variant={status}>
              <span className="sr-only">Status: </span>
              {BOOKING_STATUS_LABELS[status]}
            </Badge>
          </div>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="text-fg-muted">Date</dt>
            <dd>
              <time dateTime={date.slice(0, 10)}>{when}</time>
            </dd>
            <dt className="text-fg-muted">Booking type</dt>
            <dd>{BOOKING_TYPE_LABELS[bookingType]}</dd>
            {duration ? (
              <>
                <dt className="text-fg-muted">Duration</dt>
                <dd>{duration}</dd>
              </>
            ) : null}
            {amenity ? (
              <>
                <dt className="text-fg-muted">Recovery</dt>
                <dd className="[overflow-wrap:anywhere]">{amenity}</dd>
              </>
            ) : null}
            {athletes != null && athletes > 0 && bookingType !== "amenity" ? (
              <>
                <dt className="text-fg-muted">Athletes</dt>
                <dd>{formatAthletes(athletes)}</dd>
              </>
            ) : null}
            <dt className="text-fg-muted">Total</dt>
            <dd className="font-semibold">{formatPrice(totalCents, currency)}</dd>
            {status === "cancelled" && refundCents != null && refundCents > 0 ? (
              <>
                <dt className="text-fg-muted">Refunded</dt>
                <dd>{formatPrice(refundCents, currency)}</dd>
              </>
            ) : null}
            {reference ? (
              <>
                <dt className="text-fg-muted">Reference</dt>
                <dd className="font-mono [overflow-wrap:anywhere]">{reference}</dd>
              </>
            ) : null}
          </dl>
          {specialRequests ? (
            <div className="rounded-md bg-surface-muted p-3 text-sm">
              <p className="font-semibold">Special requests</p>
              <p className="whitespace-pre-line [overflow-wrap:anywhere]">{specialRequests}</p>
            </div>
          ) : null}
          {actions ? (
            <div data-slot="booking-card-actions" className="mt-auto flex flex-wrap gap-2">
              {actions}
            </div>
          ) : null}
        </div>
      </article>
    </Card.Root>
  );
}
