import { type ComponentProps, useId } from "react";
import { cn } from "../../lib/cn";
import { Card } from "../../primitives/Card/Card";
import { Heading, type HeadingLevel } from "../../primitives/Heading/Heading";
import { type Currency, formatPrice } from "../../primitives/Price";
import { BOOKING_TYPE_LABELS, type BookingType, formatBookingDuration } from "../BookingCard/booking-labels";
import { formatDate, formatTime, RatingSummary } from "../lib/card-format";
import { FallbackImage } from "../lib/fallback-image";

export type BookingSummaryProps = Omit<ComponentProps<"section">, "children" | "title"> & {
  /** The summary's own heading (default "Booking Summary"). */
  title?: string;
  headingLevel?: HeadingLevel;
  gymName: string;
  imageUrl?: string | null;
  fallbackImageUrl: string;
  imageAlt?: string;
  city?: string | null;
  country?: string | null;
  rating?: number | null;
  reviewCount?: number;
  /** Nothing chosen yet shows "Select a booking type". */
  bookingType?: BookingType | null;
  /** "2025-09-12"; missing shows "Select a date". */
  date?: string | null;
  /** "09:00"; missing shows "Select a time". */
  startTime?: string | null;
  /** The venue zone's abbreviation, shown after the time: "10:00 NZDT". */
  timeZoneLabel?: string | null;
  /** Hours, for an hourly booking; a day pass is a full day. */
  durationHours?: number | null;
  athletes?: number | null;
  /** A recovery session in the booking, e.g. "Cedar Sauna, 14:00-15:00"; shown when given. */
  amenity?: string | null;
  /** Missing shows "—" until the booking is complete enough to price. */
  totalCents?: number | null;
  currency?: Currency;
  /** The small print under the total (spec: "All fees included"). */
  note?: string;
};

function Row({ term, value, missing }: { term: string; value?: string; missing: string }) {
  return (
    <div className="flex items-baseline justify-between gap-4">
      <dt className="text-fg-muted">{term}</dt>
      <dd className={cn("text-right", value ? "font-medium" : "text-fg-muted italic")}>{value ?? missing}</dd>
    </div>
  );
}

/** The booking page's side summary of the gym and the choices so far. */
export function BookingSummary({
  title = "Booking Summary",
  headingLevel = 2,
  gymName,
  imageUrl,
  fallbackImageUrl,
  imageAlt = "",
  city,
  country,
  rating,
  reviewCount = 0,
  bookingType,
  date,
  startTime,
  timeZoneLabel,
  durationHours,
  athletes,
  amenity,
  totalCents,
  currency = "NZD",
  note = "All fees included",
  className,
  ...props
}: BookingSummaryProps) {
  const headingId = useId();
  const place = [city, country].filter(Boolean).join(", ");
  const duration = formatBookingDuration(bookingType, durationHours);
  return (
    <Card.Root asChild className={cn("gap-4", className)}>
      <section data-slot="booking-summary" aria-labelledby={headingId} {...props}>
        <Card.Header>
          <Heading id={headingId} level={headingLevel} size="sm">
            {title}
          </Heading>
        </Card.Header>
        <Card.Content className="flex gap-3">
          <FallbackImage
            src={imageUrl}
            fallbackSrc={fallbackImageUrl}
            alt={imageAlt}
            width={96}
            height={96}
            className="size-20 shrink-0 rounded-lg"
          />
          <div className="flex min-w-0 flex-col gap-1">
            <p className="font-semibold [overflow-wrap:anywhere]">{gymName}</p>
            {place ? <p className="text-sm text-fg-muted">{place}</p> : null}
            <RatingSummary rating={rating} reviewCount={reviewCount} />
          </div>
        </Card.Content>
        <Card.Content>
          <dl className="flex flex-col gap-2 border-y border-border py-4 text-sm">
            <Row
              term="Booking type"
              value={bookingType ? BOOKING_TYPE_LABELS[bookingType] : undefined}
              missing="Select a booking type"
            />
            <Row term="Date" value={date ? formatDate(date) : undefined} missing="Select a date" />
            <Row
              term="Time"
              value={
                startTime ? `${formatTime(startTime)}${timeZoneLabel ? ` ${timeZoneLabel}` : ""}` : undefined
              }
              missing="Select a time"
            />
            <Row term="Duration" value={duration} missing="Select a duration" />
            {amenity ? <Row term="Recovery" value={amenity} missing="" /> : null}
            {athletes != null && bookingType !== "amenity" ? (
              <Row
                term="Athletes"
                value={`${athletes} ${athletes === 1 ? "athlete" : "athletes"}`}
                missing=""
              />
            ) : null}
          </dl>
        </Card.Content>
        <Card.Content className="flex flex-col gap-1">
          <dl className="flex items-baseline justify-between gap-4">
            <dt className="font-semibold">Total</dt>
            <dd className="text-xl font-bold tabular-nums" aria-live="polite">
              {totalCents != null ? formatPrice(totalCents, currency) : "—"}
            </dd>
          </dl>
          <p className="text-xs text-fg-muted">{note}</p>
        </Card.Content>
      </section>
    </Card.Root>
  );
}
