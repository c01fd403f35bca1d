/**
 * Check an athlete in at the door: behind the partner console's check-in page and
 * POST /api/partner/check-in alike. The code is a scanned pass (GRP1.<id>.<mac>, signed and bound to
 * the booking, its gym and its date), a typed booking reference, or the pass's six-digit desk code
 * (looked up among the owner's gyms' bookings covering today). A pass is valid at its gym, on
 * its date in the venue's zone, for a paid booking, once: the second check-in is refused with the
 * time of the first. A week or month pass is valid once on each day it covers, inside that day's
 * opening hours. The actor is the signed-in gym owner; `gymId` is the gym they are checking in
 * at, which must be theirs.
 */
import { isBookingReference, passDayIntervals } from "~/domain/booking";
import { todayInZone } from "~/domain/dates";
import {
  coversDay,
  DESK_CODE_MESSAGES,
  formatDeskCode,
  LONGEST_PASS_DAYS,
  matchDeskCode,
  parseDeskCode,
} from "~/domain/desk-code";
import { deskCodesOf, looksLikePass, passBookingId, verifyPass } from "~/domain/pass-token";
import { CHECK_IN_MESSAGES, checkInProblem, passValidity } from "~/domain/visits";
import { addDays, wallClock } from "~/domain/zoned-time";
import { longDate } from "~/mail/format";
import { getBookingGym } from "~/models/booking-gym.server";
import { deskCodeCandidates } from "~/models/desk-code.server";
import { checkInOn, type DoorRow, doorBooking, recordCheckIn } from "~/models/door.server";
import { ownerGyms } from "~/models/owner.server";
import type { UseCaseContext } from "./context.server";
import { fail, ok, type Result } from "./result";

export const CHECK_IN_REFERENCE_INVALID =
  "That isn't a booking reference: it looks like GR- and six letters or digits, e.g. GR-7K3P9Q.";

export interface CheckedIn {
  bookingId: number;
  reference: string;
  athleteName: string;
  athletes: number;
  bookingType: "day_pass" | "hourly" | "amenity";
  startTime: string;
  endTime: string;
  gymName: string;
  checkedInAt: number;
}

/** The two formatters of `doorTime` per zone, made once per isolate (not once per pass shown). */
const doorFormats = new Map<string, { time: Intl.DateTimeFormat; date: Intl.DateTimeFormat }>();

/** "14:05 on 1 December 2026" in the venue's zone. */
export function doorTime(instant: number, timeZone: string): string {
  let format = doorFormats.get(timeZone);
  if (!format) {
    format = {
      time: new Intl.DateTimeFormat("en-NZ", {
        timeZone,
        hour: "2-digit",
        minute: "2-digit",
        hourCycle: "h23",
      }),
      date: new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }),
    };
    doorFormats.set(timeZone, format);
  }
  return `${format.time.format(instant)} on ${longDate(format.date.format(instant))}`;
}

export async function checkIn(
  ctx: UseCaseContext,
  input: { ownerId: number; gymId: number; code: string },
): Promise<Result<CheckedIn, "code">> {
  const { db, now } = ctx;
  const code = input.code.trim();
  if (code === "") return fail("invalid", CHECK_IN_MESSAGES.empty, { field: "code" });
  const gyms = await ownerGyms(db, input.ownerId);
  const gym = gyms.find((g) => g.id === input.gymId);
  if (!gym) return fail("not_found", CHECK_IN_MESSAGES.notFound, { field: "code" });

  let booking: DoorRow | undefined;
  const deskCode = parseDeskCode(code);
  if (looksLikePass(code)) {
    const id = passBookingId(code);
    booking = id === undefined ? undefined : await doorBooking(db, { id });
    // A pass is only trusted with its signature: a made-up or altered one reads as forged, and so
    // does one naming no booking (the console never says whether a number exists).
    if (!booking || !(await verifyPass(ctx.config.sessionSecrets, code, booking)))
      return fail("invalid", CHECK_IN_MESSAGES.forged, { field: "code" });
    // A genuine pass for someone else's gym: say so, without naming that gym.
    if (booking.ownerId !== input.ownerId)
      return fail("conflict", CHECK_IN_MESSAGES.wrongGym("another gym"), { field: "code" });
  } else if (deskCode !== undefined) {
    const found = await bookingByDeskCode(ctx, gyms, deskCode);
    if (found.kind === "none")
      return fail("not_found", DESK_CODE_MESSAGES.noMatch(formatDeskCode(deskCode)), { field: "code" });
    if (found.kind === "ambiguous")
      return fail("conflict", DESK_CODE_MESSAGES.ambiguous(formatDeskCode(deskCode)), { field: "code" });
    booking = await doorBooking(db, { id: found.booking.id });
    if (!booking) return fail("not_found", CHECK_IN_MESSAGES.notFound, { field: "code" });
  } else {
    const reference = code.toUpperCase();
    if (!isBookingReference(reference)) return fail("invalid", CHECK_IN_REFERENCE_INVALID, { field: "code" });
    booking = await doorBooking(db, { reference, ownerId: input.ownerId });
    if (!booking) return fail("not_found", CHECK_IN_MESSAGES.notFound, { field: "code" });
  }

  const today = todayInZone(booking.timeZone, now);
  const multiDay = booking.passDays > 1;
  // A week or month pass is spent per day: what counts is today's check-in, inside today's hours.
  const passGym = multiDay ? await getBookingGym(db, booking.gymId) : undefined;
  const door = {
    ...booking,
    startsAt: booking.startsAt.getTime(),
    checkedInAt: multiDay
      ? ((await checkInOn(db, booking.id, today))?.getTime() ?? null)
      : (booking.checkedInAt?.getTime() ?? null),
    noShowAt: booking.noShowAt?.getTime() ?? null,
    // Every day it covers from opening, the first too (a day pass is also good all its day).
    passIntervals: passGym
      ? passDayIntervals(
          passGym,
          booking.timeZone,
          booking.bookingDate,
          passGym.is24Hours ? "00:00" : passGym.openTime,
          booking.passDays,
        )
      : undefined,
  };
  const problem = checkInProblem(door, gym.id, now);
  if (problem) return fail("conflict", problemMessage(problem, door, now), { field: "code" });

  if (!(await recordCheckIn(db, booking.id, input.ownerId, now, today))) {
    // Someone checked it in (or marked it) between our read and our write: read what they did.
    const at = (await checkInOn(db, booking.id, today))?.getTime();
    const already =
      at === undefined
        ? CHECK_IN_MESSAGES.noShow
        : multiDay
          ? CHECK_IN_MESSAGES.alreadyToday(wallClock(at, booking.timeZone).time)
          : CHECK_IN_MESSAGES.already(doorTime(at, booking.timeZone));
    return fail("conflict", already, { field: "code" });
  }
  return ok({
    bookingId: booking.id,
    reference: booking.reference,
    athleteName: booking.athleteName,
    athletes: booking.athletes,
    bookingType: booking.bookingType,
    startTime: booking.startTime,
    endTime: booking.endTime,
    gymName: booking.gymName,
    checkedInAt: now,
  });
}

/**
 * The one booking at the owner's gyms, covering today in its gym's zone, whose desk code (under any
 * configured secret) is `code`. From there the door's rules are the scanned pass's.
 */
async function bookingByDeskCode(
  ctx: UseCaseContext,
  gyms: readonly { id: number; timeZone: string }[],
  code: string,
) {
  const todays = new Map(gyms.map((g) => [g.id, todayInZone(g.timeZone, ctx.now)]));
  const days = [...todays.values()].sort();
  const first = days[0];
  const last = days.at(-1);
  if (first === undefined || last === undefined) return { kind: "none" } as const;
  const rows = await deskCodeCandidates(
    ctx.db,
    [...todays.keys()],
    addDays(first, -(LONGEST_PASS_DAYS - 1)),
    last,
  );
  const today = rows.filter((row) => coversDay(row.bookingDate, row.passDays, todays.get(row.gymId) ?? ""));
  const candidates = await Promise.all(
    today.map(async (booking) => ({ booking, codes: await deskCodesOf(ctx.config.sessionSecrets, booking) })),
  );
  return matchDeskCode(candidates, code);
}

function problemMessage(
  problem: NonNullable<ReturnType<typeof checkInProblem>>,
  booking: { gymName: string; bookingDate: string; timeZone: string; passDays: number },
  now: number,
): string {
  const validity = passValidity(booking.bookingDate, booking.passDays);
  const clock = (instant: number) => wallClock(instant, booking.timeZone).time;
  switch (problem.kind) {
    case "wrongGym":
      return CHECK_IN_MESSAGES.wrongGym(booking.gymName);
    case "wrongDate":
      return validity
        ? CHECK_IN_MESSAGES.passDates(validity)
        : CHECK_IN_MESSAGES.wrongDate(longDate(booking.bookingDate));
    case "outsideHours":
      return problem.today
        ? CHECK_IN_MESSAGES.passHours(clock(problem.today.startsAt), clock(problem.today.endsAt), clock(now))
        : CHECK_IN_MESSAGES.passClosedDay;
    case "notConfirmed":
      return CHECK_IN_MESSAGES.notConfirmed;
    case "cancelled":
      return CHECK_IN_MESSAGES.cancelled;
    case "noShow":
      return CHECK_IN_MESSAGES.noShow;
    case "already":
      return validity
        ? CHECK_IN_MESSAGES.alreadyToday(clock(problem.at))
        : CHECK_IN_MESSAGES.already(doorTime(problem.at, booking.timeZone));
  }
}
