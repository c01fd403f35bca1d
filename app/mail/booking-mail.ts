/**
 * The booking e-mails, one function per message kind: each renders its template
 * (templates/, HTML and text from one source) and returns the outbox row's content. Pure apart from
 * rendering: the use cases pass the booking and the configuration, so every link is absolute from
 * PUBLIC_ORIGIN and the calendar's ORGANIZER is MAIL_FROM.
 */
import { createElement } from "react";
import { zonedTime } from "~/domain/dates";
import { type OutgoingMail, oneLine } from "~/domain/outgoing-mail";
import type { AppConfig } from "~/env.server";
import { calendarAttachment } from "./calendar.server";
import { longDate } from "./format";
import { renderMail } from "./render";
import { BookingCancellation } from "./templates/booking-cancellation";
import { BookingConfirmation } from "./templates/booking-confirmation";
import { BookingDateChanged } from "./templates/booking-date-changed";
import type { MailBooking } from "./templates/booking-parts";
import { BookingReminder } from "./templates/booking-reminder";
import { OwnerBookingCancellation } from "./templates/owner-booking-cancellation";
import { OwnerBookingDateChanged } from "./templates/owner-booking-date-changed";
import { OwnerNewBooking } from "./templates/owner-new-booking";
import { ReviewRequest } from "./templates/review-request";

export type { MailBooking } from "./templates/booking-parts";

/** What the booking e-mails need of the configuration. */
export type MailConfig = Pick<AppConfig, "publicOrigin"> & { mail: Pick<AppConfig["mail"], "from"> };

/** A message about one booking (queued at most once per kind and booking). */
export type BookingMail = OutgoingMail & { relatedType: "booking"; relatedId: number };

export const BOOKING_MAIL_KINDS = {
  confirmation: "booking_confirmation",
  cancellation: "booking_cancellation",
  reminder: "booking_reminder",
  reviewRequest: "review_request",
  ownerNewBooking: "owner_new_booking",
  ownerAmenityBooking: "owner_amenity_booking",
  ownerCancellation: "owner_booking_cancellation",
  /** The gym owner who cancelled a booking for the athlete: a copy of what the athlete was sent. */
  ownerCancellationCopy: "owner_cancellation_copy",
  /** The new-booking notice to the owner's account e-mail, when it is not the gym's contact e-mail. */
  ownerAccountNewBooking: "owner_account_new_booking",
  dateChanged: "booking_date_changed",
  ownerDateChanged: "owner_booking_date_changed",
} as const;

/** "10:00 NZDT": a start time in a subject carries its zone (domain/dates.ts, issue 20). */
const at = (booking: MailBooking) => zonedTime(booking.startTime, booking.gymTimeZone, booking.startsAt);

const about = (booking: MailBooking, kind: string) =>
  ({ kind, relatedType: "booking", relatedId: booking.id }) as const;

/** To the athlete, when paid: the booking, what's next, and the calendar invite (METHOD:REQUEST). */
export async function bookingConfirmationMail(
  booking: MailBooking,
  config: MailConfig,
  now: number,
  /** The booking's pass token (domain/pass-token.ts): its QR code is shown as a hosted PNG. */
  passToken?: string,
): Promise<BookingMail> {
  const origin = config.publicOrigin;
  const passImageUrl = passToken ? `${origin}/pass/${passToken}.png` : undefined;
  return {
    to: booking.athleteEmail,
    subject: oneLine(
      `Booking confirmed: ${booking.gymName} on ${longDate(booking.bookingDate)} (${booking.reference})`,
    ),
    ...(await renderMail(createElement(BookingConfirmation, { booking, origin, passImageUrl }))),
    attachments: [calendarAttachment(booking, { method: "REQUEST", origin, from: config.mail.from, now })],
    ...about(booking, BOOKING_MAIL_KINDS.confirmation),
  };
}

/**
 * To the athlete, when cancelled: the refund, and (when it had been confirmed, so an invite went out)
 * the calendar update that removes it (METHOD:CANCEL, SEQUENCE 1).
 */
export async function bookingCancellationMail(
  booking: MailBooking,
  cancellation: { wasConfirmed: boolean; refundCents: number; byGym?: boolean },
  config: MailConfig,
  now: number,
): Promise<BookingMail> {
  const origin = config.publicOrigin;
  return {
    to: booking.athleteEmail,
    subject: oneLine(`Booking cancelled: ${booking.gymName} (${booking.reference})`),
    ...(await renderMail(createElement(BookingCancellation, { booking, origin, ...cancellation }))),
    attachments: cancellation.wasConfirmed
      ? [calendarAttachment(booking, { method: "CANCEL", origin, from: config.mail.from, now })]
      : undefined,
    ...about(booking, BOOKING_MAIL_KINDS.cancellation),
  };
}

/**
 * To the gym owner who cancelled on the athlete's behalf: a copy of the athlete's message, so the
 * owner has on record what the athlete was told (without the calendar update, which is the athlete's).
 */
export function ownerCancellationCopyMail(athleteMail: BookingMail, to: string): BookingMail {
  return {
    ...athleteMail,
    to,
    subject: oneLine(`Copy: ${athleteMail.subject}`),
    attachments: undefined,
    kind: BOOKING_MAIL_KINDS.ownerCancellationCopy,
  };
}

/** To the athlete, 24 hours before the start. */
export async function bookingReminderMail(booking: MailBooking, config: MailConfig): Promise<BookingMail> {
  return {
    to: booking.athleteEmail,
    subject: oneLine(`Tomorrow: ${booking.gymName} at ${at(booking)} (${booking.reference})`),
    ...(await renderMail(createElement(BookingReminder, { booking, origin: config.publicOrigin }))),
    ...about(booking, BOOKING_MAIL_KINDS.reminder),
  };
}

/**
 * To the athlete, after the session is completed. A solicitation: it carries its opt-out link
 * (List-Unsubscribe, one-click) and shows it in the message too.
 */
export async function reviewRequestMail(
  booking: MailBooking,
  config: MailConfig,
  /** The signed opt-out URL (lib/unsubscribe.server.ts); absent when links cannot be signed. */
  unsubscribeUrl?: string,
): Promise<BookingMail> {
  return {
    to: booking.athleteEmail,
    subject: oneLine(`How was ${booking.gymName}? Leave a review`),
    ...(await renderMail(
      createElement(ReviewRequest, { booking, origin: config.publicOrigin, unsubscribeUrl }),
    )),
    listUnsubscribe: unsubscribeUrl,
    ...about(booking, BOOKING_MAIL_KINDS.reviewRequest),
  };
}

/**
 * To the gym's contact e-mail, when a booking is paid: a new booking, or an amenity booking when a
 * recovery amenity was booked on its own. None when the gym has no contact e-mail.
 */
export async function ownerNewBookingMail(
  booking: MailBooking & { gymContactEmail: string | null },
  config: MailConfig,
): Promise<BookingMail | undefined> {
  if (!booking.gymContactEmail) return undefined;
  return newBookingNotice(booking, booking.gymContactEmail, config);
}

/**
 * The same notice to the gym owner's account e-mail (the one they sign in to the partner console
 * with, issue 17), when the gym has an owner and that address is not the contact e-mail already told.
 */
export async function ownerAccountNewBookingMail(
  booking: MailBooking & { gymContactEmail: string | null; gymOwnerEmail: string | null },
  config: MailConfig,
): Promise<BookingMail | undefined> {
  const owner = booking.gymOwnerEmail;
  if (!owner || owner.toLowerCase() === booking.gymContactEmail?.toLowerCase()) return undefined;
  const notice = await newBookingNotice(booking, owner, config);
  return { ...notice, kind: BOOKING_MAIL_KINDS.ownerAccountNewBooking };
}

async function newBookingNotice(booking: MailBooking, to: string, config: MailConfig): Promise<BookingMail> {
  const amenity = booking.bookingType === "amenity";
  return {
    to,
    subject: oneLine(
      `${amenity ? `New ${booking.amenityName ?? "amenity"} booking` : "New booking"}: ${booking.athleteName}, ${longDate(booking.bookingDate)} ${at(booking)} (${booking.reference})`,
    ),
    ...(await renderMail(createElement(OwnerNewBooking, { booking, origin: config.publicOrigin }))),
    ...about(booking, amenity ? BOOKING_MAIL_KINDS.ownerAmenityBooking : BOOKING_MAIL_KINDS.ownerNewBooking),
  };
}

/** To the gym's contact e-mail, when a paid booking is cancelled (its place is free again). */
export async function ownerCancellationMail(
  booking: MailBooking & { gymContactEmail: string | null },
  config: MailConfig,
): Promise<BookingMail | undefined> {
  if (!booking.gymContactEmail) return undefined;
  return {
    to: booking.gymContactEmail,
    subject: oneLine(
      `Booking cancelled: ${booking.athleteName}, ${longDate(booking.bookingDate)} ${at(booking)} (${booking.reference})`,
    ),
    ...(await renderMail(createElement(OwnerBookingCancellation, { booking, origin: config.publicOrigin }))),
    ...about(booking, BOOKING_MAIL_KINDS.ownerCancellation),
  };
}

/**
 * When a confirmed booking's date or time changes: to the athlete with the updated invite
 * (METHOD:REQUEST, the booking's new SEQUENCE), and to the gym's contact e-mail when it has one.
 */
export async function bookingDateChangedMails(
  booking: MailBooking & { gymContactEmail: string | null },
  previousWhen: string,
  config: MailConfig,
  now: number,
  /** The pass for the new date (a moved booking's pass is signed for its date): shown like the confirmation's. */
  passToken?: string,
): Promise<BookingMail[]> {
  const origin = config.publicOrigin;
  const passImageUrl = passToken ? `${origin}/pass/${passToken}.png` : undefined;
  const athlete: BookingMail = {
    to: booking.athleteEmail,
    subject: oneLine(
      `Booking moved: ${booking.gymName} on ${longDate(booking.bookingDate)} (${booking.reference})`,
    ),
    ...(await renderMail(createElement(BookingDateChanged, { booking, previousWhen, origin, passImageUrl }))),
    attachments: [calendarAttachment(booking, { method: "REQUEST", origin, from: config.mail.from, now })],
    ...about(booking, BOOKING_MAIL_KINDS.dateChanged),
  };
  if (!booking.gymContactEmail) return [athlete];
  return [
    athlete,
    {
      to: booking.gymContactEmail,
      subject: oneLine(
        `Booking moved: ${booking.athleteName}, now ${longDate(booking.bookingDate)} ${at(booking)} (${booking.reference})`,
      ),
      ...(await renderMail(createElement(OwnerBookingDateChanged, { booking, previousWhen, origin }))),
      ...about(booking, BOOKING_MAIL_KINDS.ownerDateChanged),
    },
  ];
}
