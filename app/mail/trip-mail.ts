/**
 * The trip's own e-mails: one confirmation listing every stop and, for a stop of several days, one
 * e-mail per stop (its confirmation, cancellation or move) with one calendar invite for all of its
 * days (calendar.server.ts stopCalendar), instead of one per day. A stop of one booking keeps that
 * booking's e-mails; the gyms' notices stay one per booking either way.
 */
import { createElement, type ReactElement } from "react";
import { type OutgoingMail, oneLine } from "~/domain/outgoing-mail";
import type { BookingMail, MailBooking, MailConfig } from "./booking-mail";
import { type MailStop, stopCalendarAttachment } from "./calendar.server";
import { renderMail } from "./render";
import { type MailTrip, TripConfirmation } from "./templates/trip-confirmation";
import { TripStopCancellation } from "./templates/trip-stop-cancellation";
import { TripStopConfirmation } from "./templates/trip-stop-confirmation";
import { TripStopDateChanged } from "./templates/trip-stop-date-changed";
import { dayRange } from "./templates/trip-stop-parts";

export const TRIP_MAIL_KINDS = {
  confirmation: "trip_confirmation",
  stopConfirmation: "trip_stop_confirmation",
  stopCancellation: "trip_stop_cancellation",
  stopDateChanged: "trip_stop_date_changed",
} as const;

export async function tripConfirmationMail(
  trip: MailTrip & { id: number },
  config: MailConfig,
): Promise<OutgoingMail & { relatedType: "trip"; relatedId: number }> {
  return {
    to: trip.athleteEmail,
    subject: oneLine(`Trip confirmed: ${trip.stops.length} stops (${trip.reference})`),
    ...(await renderMail(createElement(TripConfirmation, { trip, origin: config.publicOrigin }))),
    kind: TRIP_MAIL_KINDS.confirmation,
    relatedType: "trip",
    relatedId: trip.id,
  };
}

/** The days by date, so the e-mail and the invite read in the same order. */
const byDate = (stop: MailStop): MailStop => ({
  ...stop,
  days: [...stop.days].sort((a, b) => a.bookingDate.localeCompare(b.bookingDate)),
});

/**
 * A stop's e-mail is about its first booking (of the days it covers): the outbox keeps one message
 * per kind and record, and no two stops share a booking.
 */
const about = (kind: string, booking: MailBooking) =>
  ({ kind, relatedType: "booking", relatedId: booking.id }) as const;

/** Each day's pass as a hosted PNG (its QR code), by booking id; none when passes cannot be signed. */
function passImages(origin: string, passTokens: ReadonlyMap<number, string | undefined>) {
  const images = new Map<number, string>();
  for (const [id, token] of passTokens) if (token) images.set(id, `${origin}/pass/${token}.png`);
  return images;
}

/**
 * An e-mail that sends the stop's invite (METHOD:REQUEST) with each day's pass: its confirmation, and
 * its move (the days' new SEQUENCE, the same UID).
 */
async function stopInviteMail(
  stop: MailStop,
  config: MailConfig,
  now: number,
  passTokens: ReadonlyMap<number, string | undefined>,
  message: { kind: string; subject: string; body: (passImageUrls: Map<number, string>) => ReactElement },
): Promise<BookingMail> {
  const origin = config.publicOrigin;
  return {
    to: stop.days[0]!.athleteEmail,
    subject: oneLine(message.subject),
    ...(await renderMail(message.body(passImages(origin, passTokens)))),
    attachments: [stopCalendarAttachment(stop, { method: "REQUEST", origin, from: config.mail.from, now })],
    ...about(message.kind, stop.days[0]!),
  };
}

/** To the athlete, when the trip is paid: the stop, each day's pass and one invite (METHOD:REQUEST). */
export async function tripStopConfirmationMail(
  input: MailStop,
  config: MailConfig,
  now: number,
  /** Each day's pass token (domain/pass-token.ts), by booking id. */
  passTokens: ReadonlyMap<number, string | undefined>,
): Promise<BookingMail> {
  const stop = byDate(input);
  const first = stop.days[0]!;
  return stopInviteMail(stop, config, now, passTokens, {
    kind: TRIP_MAIL_KINDS.stopConfirmation,
    subject: `Stop ${stop.stop} confirmed: ${first.gymName}, ${dayRange(stop.days)} (${stop.tripReference})`,
    body: (passImageUrls) =>
      createElement(TripStopConfirmation, { stop, origin: config.publicOrigin, passImageUrls }),
  });
}

/**
 * To the athlete, when the stop is cancelled: the days cancelled and the refund for all of them, with
 * the calendar's cancellation (METHOD:CANCEL) when an invite had gone out: of the whole stop, or of
 * just those days when others had already passed.
 */
export async function tripStopCancellationMail(
  input: MailStop,
  cancellation: {
    /** The days cancelled now, among the stop's. */
    cancelled: readonly MailBooking[];
    wasConfirmed: boolean;
    refundCents: number;
  },
  config: MailConfig,
  now: number,
): Promise<BookingMail> {
  const stop = byDate(input);
  const cancelled = [...cancellation.cancelled].sort((a, b) => a.bookingDate.localeCompare(b.bookingDate));
  const first = cancelled[0]!;
  const origin = config.publicOrigin;
  return {
    to: first.athleteEmail,
    subject: oneLine(`Stop ${stop.stop} cancelled: ${first.gymName} (${stop.tripReference})`),
    ...(await renderMail(
      createElement(TripStopCancellation, {
        stop,
        cancelled,
        wasConfirmed: cancellation.wasConfirmed,
        refundCents: cancellation.refundCents,
        origin,
      }),
    )),
    attachments: cancellation.wasConfirmed
      ? [
          stopCalendarAttachment(stop, {
            method: "CANCEL",
            origin,
            from: config.mail.from,
            now,
            cancelled,
          }),
        ]
      : undefined,
    ...about(TRIP_MAIL_KINDS.stopCancellation, first),
  };
}

/**
 * To the athlete, when they move the stop: its new days with their passes and the updated invite
 * (METHOD:REQUEST, the days' new SEQUENCE, the same UID).
 */
export async function tripStopDateChangedMail(
  input: MailStop,
  /** The days as they were before the move. */
  previous: readonly Pick<MailBooking, "bookingDate">[],
  config: MailConfig,
  now: number,
  /** Each moved day's pass for its new date, by booking id. */
  passTokens: ReadonlyMap<number, string | undefined>,
): Promise<BookingMail> {
  const stop = byDate(input);
  const first = stop.days[0]!;
  return stopInviteMail(stop, config, now, passTokens, {
    kind: TRIP_MAIL_KINDS.stopDateChanged,
    subject: `Stop ${stop.stop} moved: ${first.gymName}, now ${dayRange(stop.days)} (${stop.tripReference})`,
    body: (passImageUrls) =>
      createElement(TripStopDateChanged, {
        stop,
        previousDays: dayRange(previous),
        origin: config.publicOrigin,
        passImageUrls,
      }),
  });
}

/**
 * A booking's own e-mail about one day of a stop of several, cancelled or moved on its own: its words
 * stay the booking's, but the athlete's calendar holds the stop's one event, not the booking's, so
 * its calendar part becomes the stop's: that day's cancellation (by its RECURRENCE-ID), or the whole
 * stop's invite again as the move leaves it. A message without one (nothing had been sent) stays as it is.
 */
export function withStopCalendar(
  mail: BookingMail,
  stop: MailStop,
  change: { method: "REQUEST" } | { method: "CANCEL"; cancelled: readonly MailBooking[] },
  config: MailConfig,
  now: number,
): BookingMail {
  if (!mail.attachments?.length) return mail;
  const calendar = { ...change, origin: config.publicOrigin, from: config.mail.from, now };
  return { ...mail, attachments: [stopCalendarAttachment(byDate(stop), calendar)] };
}
