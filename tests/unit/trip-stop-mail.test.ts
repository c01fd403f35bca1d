/**
 * The e-mails about a trip's stop of several days (app/mail/trip-mail.ts): one message for the stop,
 * both parts from one template saying the same, every day with its reference and its pass, and one
 * calendar file for all of the days, read as a strict outside parser and a calendar app read them.
 */
import { describe, expect, it } from "vitest";
import { zonedTimeToInstant } from "~/domain/zoned-time";
import { bookingCancellationMail, bookingDateChangedMails, type MailBooking } from "~/mail/booking-mail";
import { longDate } from "~/mail/format";
import { buildMime, newMessageId } from "~/mail/mime.server";
import {
  tripStopCancellationMail,
  tripStopConfirmationMail,
  tripStopDateChangedMail,
  withStopCalendar,
} from "~/mail/trip-mail";
import { checkItip } from "../../e2e/itip";
import { readStrictly } from "../../e2e/rfc5322";
import { readStop } from "../../e2e/stop-invite";

const ORIGIN = "https://gymroam.test";
const FROM = "GymRoam <bookings@gymroam.test>";
const config = { publicOrigin: ORIGIN, mail: { from: FROM } };
const NOW = Date.UTC(2026, 10, 1);

function day(id: number, date: string, sequence = 0): MailBooking {
  const zone = "Pacific/Auckland";
  return {
    id,
    reference: `GR-STOP0${id}`,
    gymId: 12,
    athleteName: "Ana Smith",
    athleteEmail: "ana.smith@example.com",
    gymName: "Ōtaki Strength",
    gymAddress: "1 Main Street",
    gymCity: "Ōtaki",
    gymCountry: "New Zealand",
    gymTimeZone: zone,
    bookingType: "day_pass",
    bookingDate: date,
    startTime: "10:00",
    endTime: "21:00",
    startsAt: new Date(zonedTimeToInstant(date, "10:00", zone)),
    endsAt: new Date(zonedTimeToInstant(date, "21:00", zone)),
    durationHours: 1,
    athletes: 1,
    totalCents: 2500,
    currency: "NZD",
    amenityName: null,
    amenityStartTime: null,
    amenityEndTime: null,
    passDays: 1,
    calendarSequence: sequence,
  };
}

const days = [day(1, "2026-11-28"), day(2, "2026-11-29"), day(3, "2026-11-30")];
const stop = { tripReference: "GT-TRIP01", stop: 2, days, sequence: 0 };
const passes = new Map(days.map((d) => [d.id, `pass-token-${d.id}`] as const));

/** The message as the sender builds it, read back strictly; its text and HTML parts and the calendar file. */
function read(mail: Awaited<ReturnType<typeof tripStopConfirmationMail>>) {
  const reading = readStrictly(
    buildMime({
      from: FROM,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      attachments: mail.attachments,
      messageId: newMessageId(FROM),
      date: new Date(NOW),
    }),
  );
  expect(reading.problems).toEqual([]);
  const part = (type: string) => reading.parts.find((p) => p.type === type);
  const text = part("text/plain")!.content!.replace(/\s+/g, " ");
  const html = part("text/html")!.content!;
  const calendar = part("text/calendar");
  return { reading, text, html, calendar };
}

describe("a stop's e-mails", { timeout: 60_000 }, () => {
  it("the confirmation: the stop, each day with its reference and pass, one invite for the three days", async () => {
    const mail = await tripStopConfirmationMail(stop, config, NOW, passes);
    expect(mail).toMatchObject({ kind: "trip_stop_confirmation", relatedType: "booking", relatedId: 1 });
    const { reading, text, html, calendar } = read(mail);
    expect(reading.headers.Subject).toBe(
      "Stop 2 confirmed: Ōtaki Strength, Saturday 28 November 2026 to Monday 30 November 2026 (GT-TRIP01)",
    );
    expect(text).toContain(
      "Stop 2 of your trip GT-TRIP01, 3 days at Ōtaki Strength, is confirmed. One calendar invite for all of its days is attached.",
    );
    expect(text).toContain("Total paid: NZ$75.00");
    for (const d of days) {
      const sentence = `Your pass for ${longDate(d.bookingDate)}: show this QR code at the front desk, or give the reference ${d.reference}.`;
      expect(text).toContain(sentence);
      expect(html.replace(/\s+/g, " ")).toContain(sentence);
      expect(html).toContain(`src="${ORIGIN}/pass/pass-token-${d.id}.png"`);
    }
    expect(calendar?.params?.method).toBe("REQUEST");
    const invite = readStop(calendar!.content!);
    expect(new Set(invite.vevents.map((v) => v.uid))).toEqual(new Set(["GT-TRIP01-2@gymroam.test"]));
    expect(invite.instances.map((i) => i.start)).toEqual(days.map((d) => d.startsAt.getTime()));
  });

  it("without pass secrets: no QR codes, the references still there", async () => {
    const { text, html } = read(await tripStopConfirmationMail(stop, config, NOW, new Map()));
    expect(html).not.toContain("/pass/");
    for (const d of days) expect(text).toContain(`Reference: ${d.reference}`);
  });

  it("the cancellation of the days left: the refund for them, and the CANCEL of just those days", async () => {
    const mail = await tripStopCancellationMail(
      { ...stop, sequence: 2 },
      { cancelled: [days[2]!, days[1]!], wasConfirmed: true, refundCents: 3750 },
      config,
      NOW,
    );
    expect(mail).toMatchObject({ kind: "trip_stop_cancellation", relatedType: "booking", relatedId: 2 });
    const { reading, text, calendar } = read(mail);
    expect(reading.headers.Subject).toBe("Stop 2 cancelled: Ōtaki Strength (GT-TRIP01)");
    expect(text).toContain(
      "Stop 2 of your trip GT-TRIP01 at Ōtaki Strength is cancelled: 2 days. Its day that has already passed or been used stays as it was. The attached calendar update removes the cancelled days from your calendar.",
    );
    expect(text).toContain(
      "Cancelled: Sunday 29 November 2026 (GR-STOP02), Monday 30 November 2026 (GR-STOP03)",
    );
    expect(text).toContain("Paid: NZ$50.00");
    expect(text).toContain("Refund: NZ$37.50 to your card (allow 5-10 business days).");
    expect(calendar?.params?.method).toBe("CANCEL");
    const cancel = readStop(calendar!.content!);
    expect(cancel.vevents.map((v) => v.recurrenceId)).toEqual(
      [days[1]!, days[2]!].map((d) => d.startsAt.getTime()),
    );
  });

  it("the move: the new days with their passes, the old ones named, the update with SEQUENCE 1", async () => {
    const moved = [day(1, "2026-12-05", 1), day(2, "2026-12-06", 1), day(3, "2026-12-07", 1)];
    const mail = await tripStopDateChangedMail(
      { ...stop, days: moved, sequence: 1 },
      days,
      config,
      NOW,
      passes,
    );
    expect(mail).toMatchObject({ kind: "trip_stop_date_changed", relatedType: "booking", relatedId: 1 });
    const { reading, text, calendar } = read(mail);
    expect(reading.headers.Subject).toBe(
      "Stop 2 moved: Ōtaki Strength, now Saturday 5 December 2026 to Monday 7 December 2026 (GT-TRIP01)",
    );
    expect(text).toContain(
      "It was Saturday 28 November 2026 to Monday 30 November 2026. The updated calendar invite is attached; it replaces the one we sent before.",
    );
    expect(text).toContain("Your pass for Saturday 5 December 2026: show this QR code");
    expect(calendar?.params?.method).toBe("REQUEST");
    const update = readStop(calendar!.content!);
    expect(new Set(update.vevents.map((v) => v.sequence))).toEqual(new Set([1]));
    expect(update.instances.map((i) => i.start)).toEqual(moved.map((d) => d.startsAt.getTime()));
  });
});

describe("one day of a stop cancelled or moved on its own", { timeout: 60_000 }, () => {
  it("the booking's own cancellation, with the stop's CANCEL of that one day that libical's iTIP check accepts", async () => {
    const own = await bookingCancellationMail(
      days[1]!,
      { wasConfirmed: true, refundCents: 2500, byGym: true },
      config,
      NOW,
    );
    const mail = withStopCalendar(
      own,
      { ...stop, sequence: 1 },
      { method: "CANCEL", cancelled: [days[1]!] },
      config,
      NOW,
    );
    // The words stay the booking's; only the calendar part is the stop's.
    expect({ ...mail, attachments: undefined }).toEqual({ ...own, attachments: undefined });
    const { calendar } = read(mail);
    expect(calendar?.params?.method).toBe("CANCEL");
    expect(readStop(calendar!.content!).vevents).toEqual([
      {
        uid: "GT-TRIP01-2@gymroam.test",
        sequence: 1,
        status: "CANCELLED",
        recurrenceId: days[1]!.startsAt.getTime(),
      },
    ]);
    expect(checkItip(calendar!.content!)).toEqual({ valid: true, errors: [] });
  });

  it("the booking's own date change, with the whole stop's invite as the move leaves it, that libical accepts", async () => {
    const moved = day(2, "2026-12-03", 1);
    const [own] = await bookingDateChangedMails({ ...moved, gymContactEmail: null }, "before", config, NOW);
    const after = [days[0]!, moved, days[2]!];
    const mail = withStopCalendar(
      own!,
      { ...stop, days: after, sequence: 1 },
      { method: "REQUEST" },
      config,
      NOW,
    );
    const { calendar } = read(mail);
    expect(calendar?.params?.method).toBe("REQUEST");
    const update = readStop(calendar!.content!);
    expect(new Set(update.vevents.map((v) => `${v.uid} ${v.sequence}`))).toEqual(
      new Set(["GT-TRIP01-2@gymroam.test 1"]),
    );
    expect(update.instances.map((i) => i.local)).toEqual(
      ["2026-11-28", "2026-11-30", "2026-12-03"].map((d) => `${d}T10:00:00`),
    );
    expect(checkItip(calendar!.content!)).toEqual({ valid: true, errors: [] });
  });

  it("a message that carried no calendar file (nothing had been sent) stays as it is", async () => {
    const own = await bookingCancellationMail(days[1]!, { wasConfirmed: false, refundCents: 0 }, config, NOW);
    const mail = withStopCalendar(own, stop, { method: "CANCEL", cancelled: [days[1]!] }, config, NOW);
    expect(mail).toEqual(own);
  });
});
