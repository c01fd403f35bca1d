import { getWorker } from "~/context.server";
import { getDb } from "~/db/client.server";
import { CALENDAR_FEED_NAME, calendarFeedSince } from "~/domain/calendar-feed";
import { CALENDAR_TOKEN_PATTERN } from "~/domain/calendar-token";
import { sha256Hex } from "~/lib/hash";
import { bookingsFeed, type FeedBooking } from "~/mail/calendar.server";
import { sharedCache } from "~/middleware/page-cache.server";
import { type CalendarFeedRow, calendarFeedRows } from "~/models/calendar-feed.server";
import { methodNotAllowed } from "~/routes/+shared/api.server";
import { calendarTokenHash } from "~/use-cases/calendar-feed.server";
import type { Route } from "./+types/feed";

/**
 * Calendar apps poll the feed often and keep what they have: they revalidate every time (no-cache)
 * and mostly get a 304. Private: the URL is the secret, so no shared cache keeps a copy.
 */
const CACHE_CONTROL = "private, no-cache";

/** Bumped when the file's layout changes, so every app fetches the new one even if no booking changed. */
const FEED_FORMAT = "1";

/** How long a made file is kept in the data centre's cache (it is found by its rows' hash, so never stale). */
const BUILT_FEED_SECONDS = 24 * 60 * 60;

/**
 * GET /calendar/{token}.ics: every booking of the account the token belongs to that was confirmed,
 * from 90 days back on, as one iCalendar feed (METHOD:PUBLISH) with each venue zone's VTIMEZONE.
 * One D1 statement per poll. The ETag is the SHA-256 of the rows the file is made from, so an
 * unchanged feed answers 304 before any file is made; the file's bytes depend on nothing else
 * (each DTSTAMP is its booking's last change), so the tag is strong. An app that asks without its
 * tag gets the file made for these rows from the Cache API (made once per change, not per poll).
 * A replaced or unknown token is a 404 that says so.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const file = params.file ?? "";
  const token = file.endsWith(".ics") ? file.slice(0, -4) : "";
  if (!CALENDAR_TOKEN_PATTERN.test(token)) return notFound();
  const { config, ctx } = getWorker(context);
  const tokenHash = await calendarTokenHash(token);
  const feed = await calendarFeedRows(getDb(config.db), tokenHash, calendarFeedSince(Date.now()));
  if (!feed) return notFound();

  const rows = feed.bookings.map(feedBooking);
  const rowsHash = (
    await sha256Hex(`${FEED_FORMAT}\n${config.publicOrigin}\n${config.mail.from}\n${JSON.stringify(rows)}`)
  ).slice(0, 32);
  const etag = `"${rowsHash}"`;
  const lastModified = new Date(Math.max(feed.createdAt, ...rows.map((r) => r.changedAt))).toUTCString();
  const headers = {
    "Cache-Control": CACHE_CONTROL,
    ETag: etag,
    "Last-Modified": lastModified,
    "X-Robots-Tag": "noindex",
  };
  if (notModified(request, etag, lastModified)) return new Response(null, { status: 304, headers });

  // Keyed by the token's hash (never the token) and the rows' hash: a change or a new URL is a new key.
  const cache = sharedCache();
  const key = `${config.publicOrigin}/calendar/built/${tokenHash}/${rowsHash}.ics`;
  let ics = await (await cache.match(key))?.text();
  if (ics === undefined) {
    ics = bookingsFeed(rows, {
      origin: config.publicOrigin,
      from: config.mail.from,
      name: CALENDAR_FEED_NAME,
    });
    ctx.waitUntil(
      cache.put(
        key,
        new Response(ics, { headers: { "Cache-Control": `public, max-age=${BUILT_FEED_SECONDS}` } }),
      ),
    );
  }
  return new Response(ics, {
    headers: {
      ...headers,
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": 'inline; filename="gymroam-bookings.ics"',
    },
  });
}

/** Any other method is told to GET. */
export async function action({ request }: Route.ActionArgs) {
  return methodNotAllowed(request, ["GET"]);
}

function notFound() {
  return new Response(
    "Calendar not found: this link is not valid, or a newer one has replaced it. Your account page has the current link.",
    {
      status: 404,
      headers: {
        "Content-Type": "text/plain; charset=utf-8",
        "Cache-Control": "no-store",
        "X-Robots-Tag": "noindex",
      },
    },
  );
}

/** A row of the feed's statement as the calendar builder reads it (the left join's nulls gone). */
function feedBooking(row: CalendarFeedRow): FeedBooking {
  return {
    id: row.id!,
    reference: row.reference!,
    gymId: row.gymId!,
    athleteName: row.athleteName!,
    athleteEmail: row.athleteEmail!,
    gymName: row.gymName!,
    gymAddress: row.gymAddress!,
    gymCity: row.gymCity!,
    gymCountry: row.gymCountry!,
    gymTimeZone: row.gymTimeZone!,
    bookingType: row.bookingType!,
    bookingDate: row.bookingDate!,
    startTime: row.startTime!,
    endTime: row.endTime!,
    startsAt: row.startsAt!,
    endsAt: row.endsAt!,
    durationHours: row.durationHours!,
    athletes: row.athletes!,
    totalCents: row.totalCents!,
    currency: row.currency!,
    amenityName: row.amenityName,
    amenityStartTime: row.amenityStartTime,
    amenityEndTime: row.amenityEndTime,
    passDays: row.passDays!,
    calendarSequence: row.calendarSequence!,
    cancelled: row.status === "cancelled",
    changedAt: row.changedAt,
  };
}

/**
 * Whether the client's copy is current: If-None-Match when sent (weak comparison, RFC 9110 §13.1.2),
 * else If-Modified-Since against the newest change.
 */
function notModified(request: Request, etag: string, lastModified: string): boolean {
  const match = request.headers.get("If-None-Match");
  if (match !== null)
    return match
      .split(",")
      .map((tag) => tag.trim().replace(/^W\//, ""))
      .some((tag) => tag === etag || tag === "*");
  const since = Date.parse(request.headers.get("If-Modified-Since") ?? "");
  return Number.isFinite(since) && Date.parse(lastModified) <= since;
}
