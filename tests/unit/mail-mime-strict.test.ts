import { createElement } from "react";
import { describe, expect, it } from "vitest";
import { buildMime, newMessageId } from "~/mail/mime.server";
import { ownerContactMail } from "~/mail/public-forms";
import { renderMail } from "~/mail/render";
import type { MailBooking } from "~/mail/templates/booking-parts";
import { ReviewRequest } from "~/mail/templates/review-request";
import { readStrictly } from "../../e2e/rfc5322";
import { checkHtml } from "../../e2e/vnu";

/*
 * The sources the sender builds (app/mail/mime.server.ts, mimetext) read by an independent strict
 * parser: Python's email package with policy=email.policy.strict (e2e/rfc5322.ts). The worker tests
 * read the same sources with postal-mime; e2e/mail-delivery.spec.ts reads one the running app sent.
 */

const ICS = [
  "BEGIN:VCALENDAR",
  "VERSION:2.0",
  "PRODID:-//GymRoam//Bookings//EN",
  "METHOD:CANCEL",
  "BEGIN:VEVENT",
  "UID:booking-7@gymroam.test",
  "SEQUENCE:1",
  "DTSTAMP:20261125T090000Z",
  "DTSTART:20261126T190000Z",
  "SUMMARY:Day pass at Ōtaki Gym",
  "END:VEVENT",
  "END:VCALENDAR",
  "",
].join("\r\n");

function source(subject: string, from = "GymRoam <bookings@gymroam.test>") {
  return buildMime({
    from,
    to: "ana.smith@example.com",
    subject,
    text: `Kia ora Ana,\n\nYour booking at Ōtaki Gym is cancelled. ${"https://gymroam.test/bookings ".repeat(40)}\n`,
    html: `<!doctype html><html><body><p>Kia ora Ana — <a href="https://gymroam.test/bookings">My bookings</a></p>${"<td>é</td>".repeat(300)}</body></html>`,
    attachments: [
      { filename: "booking.ics", contentType: "text/calendar; charset=utf-8; method=CANCEL", content: ICS },
    ],
    messageId: newMessageId(from),
    date: new Date(Date.UTC(2026, 10, 25, 9, 30, 5)),
  });
}

// Each case starts python3 (and one the JVM): minutes apart on a loaded machine, never a failure.
describe("RFC 5322 sources under a strict outside parser", { timeout: 60_000 }, () => {
  it("a message with a hostile subject, non-ASCII text, HTML and a calendar has no defect", () => {
    const reading = readStrictly(
      source("Booking cancelled: Ōtaki Gym\r\nBcc: victim@example.com\n\u2028— refund NZ$12.50"),
    );
    expect(reading.problems).toEqual([]);
    expect(reading.headers).toMatchObject({
      From: "GymRoam <bookings@gymroam.test>",
      FromAddresses: ["bookings@gymroam.test"],
      ToAddresses: ["ana.smith@example.com"],
      DateIso: "2026-11-25T09:30:05+00:00",
      Subject: "Booking cancelled: Ōtaki Gym Bcc: victim@example.com — refund NZ$12.50",
      "MIME-Version": "1.0",
    });
    expect(reading.headers["Message-ID"]).toMatch(/^<[0-9a-f-]{36}@gymroam\.test>$/);
    expect(reading.headers.Subject).not.toMatch(/[\r\n]/);
    expect(reading.parts.map((p) => p.type)).toEqual([
      "multipart/mixed",
      "multipart/alternative",
      "text/plain",
      "text/html",
      "text/calendar",
    ]);
    const [, , text, html, calendar] = reading.parts;
    expect(text!.content).toContain("Your booking at Ōtaki Gym is cancelled. https://gymroam.test/bookings");
    for (const href of html!.content!.match(/href="[^"]*"/g) ?? []) expect(href).toMatch(/^href="https:\/\//);
    expect(calendar).toMatchObject({
      filename: "booking.ics",
      params: { method: "CANCEL", charset: "utf-8" },
    });
    expect(calendar!.content!.replace(/\r\n/g, "\n")).toBe(ICS.replace(/\r\n/g, "\n"));
  });

  it("a long non-ASCII subject and display name are folded encoded-words a strict parser joins back", () => {
    const subject = `Nouvelle réservation — ${"Ōtaki Crossfit & Recovery Studio ".repeat(6)}`.trim();
    const reading = readStrictly(source(subject, "Équipe GymRoam <bookings@gymroam.test>"));
    expect(reading.problems).toEqual([]);
    expect(reading.headers.Subject).toBe(subject);
    expect(reading.headers.From).toBe("Équipe GymRoam <bookings@gymroam.test>");
  });

  it("a long ASCII subject is folded at its spaces, no header line over 78 characters, and read back whole", () => {
    const subject =
      "Booking moved: Harbour Iron Strength and Conditioning Club on Saturday 4 April 2026 (GR-7K3Q9P)";
    expect(subject.length).toBeGreaterThan(90);
    const raw = source(subject);
    const head = raw.slice(0, raw.indexOf("\r\n\r\n"));
    for (const line of head.split("\r\n")) expect(line.length).toBeLessThanOrEqual(78);
    expect(head).toMatch(/^Subject: Booking moved: .*\r\n [^\r\n]+/m);
    const reading = readStrictly(raw);
    expect(reading.problems).toEqual([]);
    expect(reading.headers.Subject).toBe(subject);
  });

  it("Reply-To and a one-click List-Unsubscribe (RFC 8058) as a strict parser reads them", () => {
    const url = `https://gymroam.test/unsubscribe/42/${"a".repeat(64)}`;
    const raw = buildMime({
      from: "GymRoam <bookings@gymroam.test>",
      to: "ana.smith@example.com",
      subject: "How was Ōtaki Gym? Leave a review",
      text: "Hi Ana",
      replyTo: "tama@example.com",
      listUnsubscribe: url,
      messageId: newMessageId("bookings@gymroam.test"),
      date: new Date(Date.UTC(2026, 10, 25, 9, 30, 5)),
    });
    const reading = readStrictly(raw);
    expect(reading.problems).toEqual([]);
    expect(reading.headers["Reply-ToAddresses"]).toEqual(["tama@example.com"]);
    expect(reading.headers["List-Unsubscribe"]).toBe(`<${url}>`);
    expect(reading.headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
  });

  it("a message sent on an athlete's behalf replies to the athlete", async () => {
    const mail = await ownerContactMail(
      { id: 3, name: "Harbour Iron", contactEmail: "desk@harbour.test" },
      {
        gymId: 3,
        athleteName: "Tama Rangi",
        athleteEmail: "tama@example.com",
        message: "Can I train Friday?",
      },
      "https://gymroam.test",
    );
    expect(mail.replyTo).toBe("tama@example.com");
    const reading = readStrictly(
      buildMime({
        ...mail,
        from: "GymRoam <bookings@gymroam.test>",
        messageId: "<1@gymroam.test>",
        date: new Date(),
      }),
    );
    expect(reading.problems).toEqual([]);
    expect(reading.headers["Reply-ToAddresses"]).toEqual(["tama@example.com"]);
  });

  it("an HTML part is an HTML5 document with a title: 0 errors in the Nu HTML Checker", async () => {
    const booking = {
      id: 7,
      reference: "GR-7K3Q9P",
      gymId: 3,
      athleteName: "Ana Smith",
      athleteEmail: "ana.smith@example.com",
      gymName: "Ōtaki Gym & Recovery",
      gymAddress: "12 Wharf Street",
      gymCity: "Ōtaki",
      gymCountry: "New Zealand",
      gymTimeZone: "Pacific/Auckland",
      bookingType: "hourly",
      bookingDate: "2026-04-04",
      startTime: "10:00",
      endTime: "12:00",
      startsAt: new Date(Date.UTC(2026, 3, 3, 21)),
      endsAt: new Date(Date.UTC(2026, 3, 3, 23)),
      durationHours: 2,
      athletes: 1,
      totalCents: 3000,
      currency: "NZD",
      amenityName: null,
      amenityStartTime: null,
      amenityEndTime: null,
    } satisfies MailBooking;
    const { html, text } = await renderMail(
      createElement(ReviewRequest, {
        booking,
        origin: "https://gymroam.test",
        unsubscribeUrl: `https://gymroam.test/unsubscribe/7/${"a".repeat(64)}`,
      }),
    );
    expect(html.startsWith("<!DOCTYPE html>")).toBe(true);
    expect(html).toMatch(/<title>How was Ōtaki Gym &amp; Recovery\?<\/title>/);
    expect(text).toContain("Unsubscribe: https://gymroam.test/unsubscribe/7/");
    // react-email's button carries Outlook's own mso-* properties (its padding in Outlook for
    // Windows); the checker knows no vendor properties. Everything else must be clean.
    const errors = checkHtml(new Map([["review request", html]]));
    expect(errors.filter((e) => !/CSS: “mso-[a-z-]+”: Property “mso-[a-z-]+” doesn't exist/.test(e))).toEqual(
      [],
    );
  }, 60_000);

  it("the check itself finds a bare LF, a doubled header and an unparsable date", () => {
    const bad =
      "From: a@b.test\nTo: c@d.test\r\nTo: e@f.test\r\nDate: someday\r\nSubject: x\r\nMessage-ID: <1@b.test>\r\nMIME-Version: 1.0\r\n\r\nbody\r\n";
    const reading = readStrictly(bad);
    expect(reading.problems.length).toBeGreaterThan(0);
  });
});
