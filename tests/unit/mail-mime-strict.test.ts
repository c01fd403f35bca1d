import { describe, expect, it } from "vitest";
import { buildMime, newMessageId } from "~/mail/mime.server";
import { readStrictly } from "../../e2e/rfc5322";

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

describe("RFC 5322 sources under a strict outside parser", () => {
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

  it("the check itself finds a bare LF, a doubled header and an unparsable date", () => {
    const bad =
      "From: a@b.test\nTo: c@d.test\r\nTo: e@f.test\r\nDate: someday\r\nSubject: x\r\nMessage-ID: <1@b.test>\r\nMIME-Version: 1.0\r\n\r\nbody\r\n";
    const reading = readStrictly(bad);
    expect(reading.problems.length).toBeGreaterThan(0);
  });
});
