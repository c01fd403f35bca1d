/**
 * The account's calendar feed: which bookings it carries and for how long after they end.
 * Pure rules; app/models/calendar-feed.server.ts reads by them, app/mail/calendar.server.ts writes the file.
 */

/** How long a booking stays in the feed after it ends: recent visits stay visible, old ones drop off. */
export const CALENDAR_FEED_PAST_DAYS = 90;

/** The calendar's name in the athlete's app (X-WR-CALNAME). */
export const CALENDAR_FEED_NAME = "GymRoam bookings";

/** The earliest end a booking in the feed may have, at `now`. */
export const calendarFeedSince = (now: number) => now - CALENDAR_FEED_PAST_DAYS * 86_400_000;
