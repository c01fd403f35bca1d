import type { SubmissionResult } from "@conform-to/react";
import {
  BookingCard,
  Button,
  buttonVariants,
  CalendarIcon,
  ExternalLinkIcon,
  type HeadingLevel,
  PassCard,
  Text,
} from "@gymroam/design-system";
import { lazy } from "react";
import { Link } from "react-router";
import { CancelBookingControl } from "~/components/bookings-cancel";
import type { DateChangeOffer } from "~/components/bookings-change-date";
import { PassPageLink } from "~/components/pass-page-link";
import { DATE_CHANGE_POLICY } from "~/domain/policies";
import { cancelQuote, FALLBACK_IMAGE, type PageBooking, type PageStep } from "./booking-view";

// Conform and the form code load as the page hydrates, outside its first-load JavaScript (the
// route's clientMiddleware waits for them on a client navigation).
export const loadBookingsChangeDate = () => import("~/components/bookings-change-date");
const ChangeDateForm = lazy(() => loadBookingsChangeDate().then((m) => ({ default: m.ChangeDateForm })));

/** One booking on My Bookings: its card with what may be done with it, and its pass once paid. */
export function BookingItem({
  booking,
  headingLevel,
  change,
  changeResult,
  cancelId,
  hrefWith,
  keepHref,
  resetKey,
  onDismiss,
}: {
  booking: PageBooking;
  headingLevel?: HeadingLevel;
  /** The change-date form the URL opens, if any (it shows under its booking). */
  change: DateChangeOffer | null;
  changeResult: SubmissionResult | undefined;
  /** The booking whose cancel confirm step the URL asks for. */
  cancelId: number | null;
  hrefWith: (open: PageStep) => string;
  keepHref: string;
  resetKey: string;
  onDismiss: () => void;
}) {
  const cancel = cancelQuote(booking);
  return (
    <li className="flex flex-col gap-3">
      <BookingCard
        gymName={booking.gymName}
        headingLevel={headingLevel}
        imageUrl={booking.image}
        fallbackImageUrl={FALLBACK_IMAGE}
        location={booking.location}
        date={booking.bookingDate}
        startTime={booking.startTime}
        timeZoneLabel={booking.zone}
        status={booking.status}
        bookingType={booking.bookingType}
        durationHours={booking.durationHours}
        athletes={booking.athletes}
        totalCents={booking.totalCents}
        currency={booking.currency}
        refundCents={booking.refundCents}
        specialRequests={booking.specialRequests}
        reference={booking.reference}
        amenity={booking.amenity}
        data-booking-id={booking.id}
        actions={
          <>
            {booking.canPay ? (
              <Button asChild size="sm">
                <Link to={`/gym/${booking.gymId}/book?booking=${booking.id}`}>Complete payment</Link>
              </Button>
            ) : null}
            <Button asChild variant="outline" size="sm">
              <Link to={`/gym/${booking.gymId}`}>View Gym</Link>
            </Button>
            {booking.directionsUrl ? (
              <Button asChild variant="secondary" size="sm">
                <a href={booking.directionsUrl} target="_blank" rel="noopener noreferrer">
                  Get Directions
                  <ExternalLinkIcon aria-hidden="true" />
                  <span className="sr-only">(opens in a new tab)</span>
                </a>
              </Button>
            ) : null}
            {booking.status === "confirmed" || booking.status === "completed" ? (
              <a
                href={`/api/bookings/${booking.id}/calendar`}
                download={`gymroam-${booking.reference}.ics`}
                className={buttonVariants({ variant: "outline", size: "sm" })}
              >
                <CalendarIcon aria-hidden="true" /> Add to calendar
              </a>
            ) : null}
            {booking.canReview ? (
              <Button asChild size="sm">
                <Link to={`/gym/${booking.gymId}#review`}>Leave Review</Link>
              </Button>
            ) : null}
            {booking.canChangeDate && change?.bookingId !== booking.id ? (
              <Button asChild variant="outline" size="sm">
                <Link to={hrefWith({ change: booking.id })} preventScrollReset>
                  <CalendarIcon aria-hidden="true" /> Change date
                </Link>
              </Button>
            ) : null}
            {cancel ? (
              <CancelBookingControl
                quote={cancel}
                cancelHref={hrefWith({ cancel: booking.id })}
                keepHref={keepHref}
                inlineOpen={cancelId === booking.id}
                resetKey={resetKey}
                onDismiss={onDismiss}
              />
            ) : null}
            {booking.dateFixed ? (
              <Text size="sm" tone="muted" className="basis-full">
                Date changes: {DATE_CHANGE_POLICY}
              </Text>
            ) : null}
            {change?.bookingId === booking.id ? (
              <ChangeDateForm
                offer={change}
                policy={DATE_CHANGE_POLICY}
                closeHref={keepHref}
                lastResult={changeResult}
              />
            ) : null}
          </>
        }
      />
      {booking.pass ? (
        <PassCard
          headingLevel={4}
          gymName={booking.gymName}
          when={booking.pass.when}
          reference={booking.reference}
          qrSrc={booking.pass.qrSrc}
          checkedIn={booking.pass.checkedIn}
          validity={booking.pass.validity}
          deskCode={booking.pass.deskCode}
          footer={<PassPageLink bookingId={booking.id} />}
        />
      ) : null}
    </li>
  );
}
