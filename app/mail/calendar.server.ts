/**
 * A booking as an iCalendar object (RFC 5545), one builder for the confirmation's invite
 * (METHOD:REQUEST, SEQUENCE 0), the cancellation's update (METHOD:CANCEL, STATUS:CANCELLED, SEQUENCE 1),
 * the download at GET /api/bookings/{id}/calendar (METHOD:PUBLISH) and, one VEVENT per booking, the
 * account's subscription feed (GET /calendar/{token}.ics, METHOD:PUBLISH). Built with ical-generator
 * (escaping, line folding at 75 octets, CRLF); the venue zone's VTIMEZONE comes from
 * timezones-ical-library, so clients that do not know IANA names still place the session right;
 * the local wall clock is taken in the venue's zone (TZDate), never the worker's.
 *
 * The UID is stable per booking (`<reference>@<public host>`), so the cancellation replaces the
 * invite in the athlete's calendar; a trip's stop of several bookings is one event of its own
 * (`<trip reference>-<stop>@<public host>`, its days as recurrences: stopCalendar below). The
 * ORGANIZER is MAIL_FROM's address (RFC 5546 needs one).
 * Only the e-mailed REQUEST and CANCEL name the athlete as ATTENDEE: iTIP forbids it in PUBLISH
 * (RFC 5546 §3.2.1), which is a plain copy of the event, not an invitation.
 */
import { TZDate } from "@date-fns/tz";
import ical, {
  ICalAttendeeRole,
  ICalAttendeeStatus,
  type ICalCalendar,
  ICalCalendarMethod,
  type ICalEventData,
  ICalEventRepeatingFreq,
  ICalEventStatus,
} from "ical-generator";
import { tzlib_get_ical_block } from "timezones-ical-library";
import { BRAND } from "~/config/brand";
import { daysBetween } from "~/domain/trip-stop";
import { addDays, zonedTimeToInstant } from "~/domain/zoned-time";
import { type MailBooking, what, where } from "./templates/booking-parts";
import type { MailStopDays } from "./templates/trip-stop-parts";

export type CalendarMethod = "REQUEST" | "CANCEL" | "PUBLISH";

const METHODS = {
  REQUEST: ICalCalendarMethod.REQUEST,
  CANCEL: ICalCalendarMethod.CANCEL,
  PUBLISH: ICalCalendarMethod.PUBLISH,
} as const;

/** The VTIMEZONE blocks already made: a zone's block never changes while the worker runs (the feed asks often). */
const VTIMEZONES = new Map<string, string | null>();

/** The VTIMEZONE block for an IANA zone, or null (ical-generator then writes no block). */
function vtimezone(zone: string): string | null {
  let known = VTIMEZONES.get(zone);
  if (known === undefined) {
    const block = tzlib_get_ical_block(zone);
    known = Array.isArray(block) && block[0]?.startsWith("BEGIN:VTIMEZONE") ? block[0] : null;
    VTIMEZONES.set(zone, known);
  }
  return known;
}

/** `Name <address>` (or a bare address) as ORGANIZER's name and address. */
export function mailbox(from: string): { name: string; email: string } {
  const match = /^\s*"?([^"<]*?)"?\s*<([^>]+)>\s*$/.exec(from);
  if (match) return { name: match[1]?.trim() || BRAND.name, email: match[2]!.trim() };
  return { name: BRAND.name, email: from.trim() };
}

/** A parameter value (CN) without the quotes and controls that would break out of it. */
const paramText = (value: string) =>
  [...value]
    .map((c) => (c === '"' || c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f ? " " : c))
    .join("")
    .replace(/\s+/g, " ")
    .trim();

export interface CalendarOptions {
  method: CalendarMethod;
  /** PUBLIC_ORIGIN: the UID's host and the booking link. */
  origin: string;
  /** MAIL_FROM: the ORGANIZER. */
  from: string;
  /** DTSTAMP. */
  now: number;
}

/**
 * The SEQUENCE of each state: the first invite is 0, every date change's invite one more
 * (bookings.calendar_sequence), and the cancellation one above the last invite, so it supersedes it.
 */
export const CALENDAR_SEQUENCE = { confirmed: 0, cancelled: 1 } as const;

export function calendarSequence(booking: MailBooking, method: CalendarMethod): number {
  return eventSequence(booking, method === "CANCEL");
}

/** A booking's SEQUENCE, cancelled or not: the feed and the e-mails agree on it. */
function eventSequence(booking: MailBooking, cancelled: boolean): number {
  const current = booking.calendarSequence ?? CALENDAR_SEQUENCE.confirmed;
  return cancelled ? current + 1 : current;
}

export const bookingUid = (reference: string, origin: string) => `${reference}@${new URL(origin).hostname}`;

function newCalendar(method: CalendarMethod, name?: string): ICalCalendar {
  return ical({
    prodId: { company: BRAND.name, product: "Bookings", language: "EN" },
    method: METHODS[method],
    ...(name ? { name } : {}),
    // No calendar-wide zone: each event names its own, and the generator adds its VTIMEZONE (once per zone).
    timezone: { name: null, generator: vtimezone },
  });
}

/** The calendar's text. Every content line ends in CRLF, the last one too (RFC 5545 §3.1); the library leaves it off. */
function finish(calendar: ICalCalendar): string {
  const ics = calendar.toString();
  return ics.endsWith("\r\n") ? ics : `${ics}\r\n`;
}

/** How a booking's VEVENT is made: who sends it, when, and for whom. */
interface EventContext {
  origin: string;
  from: string;
  /** DTSTAMP. */
  stamp: number;
  cancelled: boolean;
  /** Only an invitation (REQUEST, CANCEL) names the athlete: iTIP forbids an ATTENDEE in PUBLISH. */
  attendee: boolean;
}

/** The one place a booking becomes a VEVENT's fields: a booking's own event and a stop's days both start here. */
function bookingEvent(booking: MailBooking, event: EventContext): ICalEventData {
  const zone = booking.gymTimeZone;
  const organizer = mailbox(event.from);
  return {
    id: bookingUid(booking.reference, event.origin),
    sequence: eventSequence(booking, event.cancelled),
    stamp: new Date(event.stamp),
    start: new TZDate(booking.startsAt.getTime(), zone),
    end: new TZDate(booking.endsAt.getTime(), zone),
    timezone: zone,
    summary: `${booking.bookingType === "amenity" ? (booking.amenityName ?? "Recovery") : booking.bookingType === "day_pass" ? ((booking.passDays ?? 1) === 7 ? "Week pass" : (booking.passDays ?? 1) === 30 ? "Month pass" : "Day pass") : "Gym session"} at ${booking.gymName}`,
    location: where(booking),
    description: `Booking ${booking.reference}: ${what(booking)}. Arrive 10 minutes early and present your confirmation. ${event.origin}/bookings`,
    url: `${event.origin}/bookings`,
    status: event.cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    organizer: { name: paramText(organizer.name), email: organizer.email },
    attendees: event.attendee
      ? [
          {
            name: paramText(booking.athleteName),
            email: booking.athleteEmail,
            role: ICalAttendeeRole.REQ,
            status: ICalAttendeeStatus.ACCEPTED,
            rsvp: false,
          },
        ]
      : [],
  };
}

/** The e-mails, the download and the feed all add a booking's event here. */
function addBookingEvent(calendar: ICalCalendar, booking: MailBooking, event: EventContext) {
  calendar.createEvent(bookingEvent(booking, event));
}

export function bookingCalendar(booking: MailBooking, options: CalendarOptions): string {
  const calendar = newCalendar(options.method);
  addBookingEvent(calendar, booking, {
    origin: options.origin,
    from: options.from,
    stamp: options.now,
    cancelled: options.method === "CANCEL",
    attendee: options.method !== "PUBLISH",
  });
  return finish(calendar);
}

/** A booking in the account's feed: cancelled or not, and when it last changed (its DTSTAMP). */
export interface FeedBooking extends MailBooking {
  cancelled: boolean;
  changedAt: number;
}

/**
 * The account's subscription feed: every booking as its own VEVENT (the same event as its e-mails,
 * UID and SEQUENCE included, so an app that has both keeps one), each zone's VTIMEZONE once. Each
 * DTSTAMP is its booking's last change, not the time of the request, so the same bookings give the
 * same bytes (the feed's ETag and 304s rely on it). REFRESH-INTERVAL asks apps to poll hourly.
 */
export function bookingsFeed(
  rows: readonly FeedBooking[],
  options: { origin: string; from: string; name: string },
): string {
  const calendar = newCalendar("PUBLISH", options.name);
  calendar.ttl(60 * 60);
  for (const booking of rows)
    addBookingEvent(calendar, booking, {
      origin: options.origin,
      from: options.from,
      stamp: booking.changedAt,
      cancelled: booking.cancelled,
      attendee: false,
    });
  return finish(calendar);
}

/** The invite or its cancellation as a mail attachment. */
export function calendarAttachment(
  booking: MailBooking,
  options: CalendarOptions & { method: "REQUEST" | "CANCEL" },
) {
  return {
    filename:
      options.method === "CANCEL"
        ? `gymroam-${booking.reference}-cancelled.ics`
        : `gymroam-${booking.reference}.ics`,
    contentType: `text/calendar; charset=utf-8; method=${options.method}`,
    content: bookingCalendar(booking, options),
  };
}

/**
 * A trip's stop of several bookings (a day pass for each day, or several passes) as ONE event, so
 * its invite, update and cancellation are valid iTIP (RFC 5546: every component of a REQUEST or
 * CANCEL shares one UID). The first booking is the event; the others are its recurrences: FREQ=DAILY
 * every so many days (the greatest common gap, so passes a week apart need no EXDATE), with EXDATE for
 * any day in the run that has no booking (a day the gym is closed). A day whose hours differ from the
 * first day's is that instance overridden (a VEVENT with RECURRENCE-ID, the same UID).
 */
export type MailStop = MailStopDays & {
  /** The event's SEQUENCE after this change (domain/trip-stop.ts stopSequence, from all its bookings). */
  sequence: number;
};

export const stopUid = (tripReference: string, stop: number, origin: string) =>
  `${tripReference}-${stop}@${new URL(origin).hostname}`;

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

/** The days of the stop in date order, and where each falls in the series the first one starts. */
function stopSeries(stop: MailStop) {
  const days = [...stop.days].sort((a, b) => a.bookingDate.localeCompare(b.bookingDate));
  const first = days[0];
  if (!first) throw new RangeError(`Stop ${stop.stop} of ${stop.tripReference} has no days`);
  const zone = first.gymTimeZone;
  const offsets = days.map((d) => daysBetween(first.bookingDate, d.bookingDate));
  const every = offsets.reduce((g, n) => gcd(g, n), 0) || 1;
  const count = (offsets.at(-1) ?? 0) / every + 1;
  /** The instance the rule makes on a date: that day at the first day's start, in the venue's zone. */
  const nominal = (date: string) => new TZDate(zonedTimeToInstant(date, first.startTime, zone), zone);
  const taken = new Set(offsets);
  const exclude = Array.from({ length: count }, (_, k) => k * every)
    .filter((offset) => !taken.has(offset))
    .map((offset) => nominal(addDays(first.bookingDate, offset)));
  return { days, first, every, count, exclude, nominal };
}

/** What the stop's event says about itself: the trip, the stop and each day's booking. */
function stopDescription(stop: MailStop, days: readonly MailBooking[], origin: string): string {
  const first = days[0]!;
  return `Trip ${stop.tripReference}, stop ${stop.stop} at ${first.gymName}: ${days.length} bookings (${days.map((d) => d.reference).join(", ")}), each a ${what(first)}. Arrive 10 minutes early and present that day's pass. ${origin}/bookings`;
}

/**
 * The stop's invite (REQUEST: the whole series, its days as they are now) or its cancellation (CANCEL):
 * the whole series when `cancelled` covers every day of it, else only those
 * instances, each by its RECURRENCE-ID, so the days already past stay on the calendar.
 */
export function stopCalendar(
  stop: MailStop,
  options: CalendarOptions & {
    method: "REQUEST" | "CANCEL";
    /** For CANCEL: the days cancelled now (the stop's days by default). */
    cancelled?: readonly MailBooking[];
  },
): string {
  const series = stopSeries(stop);
  const { first, nominal } = series;
  const cancelling = options.method === "CANCEL";
  const sequence = stop.sequence;
  const calendar = newCalendar(options.method);
  const context: EventContext = {
    origin: options.origin,
    from: options.from,
    stamp: options.now,
    cancelled: cancelling,
    attendee: true,
  };
  const uid = stopUid(stop.tripReference, stop.stop, options.origin);
  const cancelled = new Set((options.cancelled ?? series.days).map((d) => d.id));
  const whole = !cancelling || series.days.every((d) => cancelled.has(d.id));
  if (whole) {
    const duration = first.endsAt.getTime() - first.startsAt.getTime();
    calendar.createEvent({
      ...bookingEvent(first, context),
      id: uid,
      sequence,
      description: stopDescription(stop, series.days, options.origin),
      repeating:
        series.count > 1
          ? {
              freq: ICalEventRepeatingFreq.DAILY,
              count: series.count,
              ...(series.every > 1 ? { interval: series.every } : {}),
              ...(series.exclude.length > 0 ? { exclude: series.exclude } : {}),
            }
          : null,
    });
    // A CANCEL of the whole series needs no instances: the UID goes.
    if (cancelling) return finish(calendar);
    for (const day of series.days.slice(1)) {
      const at = nominal(day.bookingDate);
      if (
        day.startsAt.getTime() === at.getTime() &&
        day.endsAt.getTime() - day.startsAt.getTime() === duration
      )
        continue;
      calendar.createEvent({ ...bookingEvent(day, context), id: uid, sequence, recurrenceId: at });
    }
    return finish(calendar);
  }
  for (const day of series.days.filter((d) => cancelled.has(d.id)))
    calendar.createEvent({
      ...bookingEvent(day, context),
      id: uid,
      sequence,
      recurrenceId: nominal(day.bookingDate),
    });
  return finish(calendar);
}

/** The stop's invite or its cancellation as a mail attachment. */
export function stopCalendarAttachment(stop: MailStop, options: Parameters<typeof stopCalendar>[1]) {
  const name = `gymroam-${stop.tripReference}-stop-${stop.stop}`;
  return {
    filename: options.method === "CANCEL" ? `${name}-cancelled.ics` : `${name}.ics`,
    contentType: `text/calendar; charset=utf-8; method=${options.method}`,
    content: stopCalendar(stop, options),
  };
}
