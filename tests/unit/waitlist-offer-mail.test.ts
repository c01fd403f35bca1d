import { describe, expect, it } from "vitest";
import { OFFER_MINUTES } from "~/domain/slot-waitlist";
import { buildMime, newMessageId } from "~/mail/mime.server";
import type { MailBooking } from "~/mail/templates/booking-parts";
import { waitlistOfferMail } from "~/mail/waitlist-mail";
import { readStrictly } from "../../e2e/rfc5322";

const ORIGIN = "https://gymroam.test";

const booking: MailBooking = {
  id: 41,
  reference: "GR-7K3P9Q",
  gymId: 12,
  athleteName: "Ana Smith",
  athleteEmail: "ana.smith@example.com",
  gymName: "Ōtaki Strength",
  gymAddress: "1 Main Street",
  gymCity: "Ōtaki",
  gymCountry: "New Zealand",
  gymTimeZone: "Pacific/Auckland",
  bookingType: "hourly",
  bookingDate: "2026-11-28",
  startTime: "10:00",
  endTime: "11:00",
  startsAt: new Date(Date.UTC(2026, 10, 27, 21, 0)),
  endsAt: new Date(Date.UTC(2026, 10, 27, 22, 0)),
  durationHours: 1,
  athletes: 1,
  totalCents: 2000,
  currency: "NZD",
  amenityName: null,
  amenityStartTime: null,
  amenityEndTime: null,
};

// Starts python3 (the strict outside parser): slow on a loaded machine, never a failure.
describe("the waitlist offer e-mail", { timeout: 60_000 }, () => {
  it("parses strictly, with the pay link and the deadline in the venue's zone", async () => {
    // 21:15 UTC on 25 November is 10:15 the next morning in Auckland (NZDT, UTC+13).
    const expiresAt = Date.UTC(2026, 10, 25, 21, 15);
    const mail = await waitlistOfferMail(
      booking,
      { entryId: 77, expiresAt },
      { publicOrigin: ORIGIN, mail: { from: "GymRoam <bookings@gymroam.test>" } },
    );
    const from = "GymRoam <bookings@gymroam.test>";
    const reading = readStrictly(
      buildMime({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        messageId: newMessageId(from),
        date: new Date(Date.UTC(2026, 10, 25, 20, 45)),
      }),
    );
    expect(reading.problems).toEqual([]);
    expect(reading.headers).toMatchObject({ ToAddresses: ["ana.smith@example.com"], "MIME-Version": "1.0" });
    const deadline = "Thursday 26 November 2026, 10:15 NZDT (Pacific/Auckland)";
    expect(reading.headers.Subject).toBe(
      `A place freed up at Ōtaki Strength: pay by ${deadline} (GR-7K3P9Q)`,
    );
    const text = reading.parts.find((p) => p.type === "text/plain")!.content!;
    const html = reading.parts.find((p) => p.type === "text/html")!.content!;
    const payUrl = `${ORIGIN}/bookings/waitlist/77/pay`;
    expect(text).toContain(payUrl);
    expect(text.replace(/\s+/g, " ")).toContain(`Pay by ${deadline} to confirm it`);
    expect(text).toContain(`for ${OFFER_MINUTES} minutes`);
    expect(html).toContain(`href="${payUrl}"`);
    for (const href of html.match(/href="[^"]*"/g) ?? []) expect(href).toMatch(/^href="https:\/\//);
  });
});
