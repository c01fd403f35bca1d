/** What every queued e-mail must be (issue 15 §3), checked on the stored outbox row. */
import { env } from "cloudflare:test";
import ICAL from "ical.js";
import { expect } from "vitest";

export const ORIGIN = "https://gymroam.test";

export interface OutboxRow {
  id: number;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  attachments: string | null;
  kind: string;
  related_type: string | null;
  related_id: number | null;
  status: string;
}

/** Every outbox row of a kind, optionally about one record. */
export async function outbox(kind: string, relatedId?: number, relatedType?: string): Promise<OutboxRow[]> {
  let query = "SELECT * FROM mail_outbox WHERE kind = ?";
  const binds: unknown[] = [kind];
  if (relatedId !== undefined) {
    query += " AND related_id = ?";
    binds.push(relatedId);
  }
  if (relatedType !== undefined) {
    query += " AND related_type = ?";
    binds.push(relatedType);
  }
  return (
    await env.DB.prepare(`${query} ORDER BY id`)
      .bind(...binds)
      .all<OutboxRow>()
  ).results;
}

/** Exactly one message of this kind (about this record), and it is well formed. */
export async function theOne(kind: string, relatedId?: number, relatedType?: string): Promise<OutboxRow> {
  const rows = await outbox(kind, relatedId, relatedType);
  expect(rows, `${kind} ${relatedId ?? ""}`).toHaveLength(1);
  wellFormed(rows[0]!);
  return rows[0]!;
}

/**
 * One-line subject; a text part and an HTML part; every link absolute from PUBLIC_ORIGIN (or mailto:),
 * in both parts; nothing relative in the text.
 */
export function wellFormed(mail: OutboxRow) {
  expect(mail.subject).not.toMatch(/[\r\n\u2028\u2029]/);
  expect(mail.subject.trim()).not.toBe("");
  expect(mail.to_address).toMatch(/^[^\s<>@]+@[^\s<>@]+$/);
  expect(mail.text_body.trim().length).toBeGreaterThan(50);
  expect(mail.html_body).toMatch(/^<!DOCTYPE html/i);
  const hrefs = [...mail.html_body!.matchAll(/href="([^"]*)"/g)].map((m) => m[1]!);
  expect(hrefs.length).toBeGreaterThan(0);
  for (const href of hrefs)
    expect(href.startsWith(`${ORIGIN}/`) || href.startsWith("mailto:"), href).toBe(true);
  const urls = [...mail.text_body.matchAll(/https?:\/\/[^\s)\]]+/g)].map((m) => m[0]);
  expect(urls.length).toBeGreaterThan(0);
  for (const url of urls) expect(url === ORIGIN || url.startsWith(`${ORIGIN}/`), url).toBe(true);
  // No path without its origin ("/bookings" on its own).
  expect(mail.text_body).not.toMatch(/(^|[\s(])\/[a-z]/m);
  // The text part reads as text: no markup left in it.
  expect(mail.text_body).not.toMatch(/<\/?[a-z][a-z0-9]*(\s[^<>@]*)?\/?>/i);
}

/** The time in venue time with the zone's name, e.g. "10:00–12:00 NZST, Pacific/Auckland". */
export function expectVenueTime(
  mail: OutboxRow,
  start: string,
  end: string,
  abbreviation: string,
  zone: string,
) {
  const when = `${start}–${end} ${abbreviation}, ${zone}`;
  expect(mail.text_body).toContain(when);
  expect(mail.html_body).toContain(when);
}

/** An amount with its currency (NZ$45.00, A$12.50), in both parts. */
export function expectAmount(mail: OutboxRow, amount: string) {
  expect(mail.text_body).toContain(amount);
  expect(mail.html_body).toContain(amount);
}

/** The message's calendar attachment, read strictly with ical.js against its own VTIMEZONE. */
export function calendarOf(mail: OutboxRow) {
  const attachments = JSON.parse(mail.attachments ?? "[]") as {
    filename: string;
    contentType: string;
    content: string;
  }[];
  expect(attachments).toHaveLength(1);
  const [file] = attachments;
  const calendar = new ICAL.Component(ICAL.parse(file!.content));
  const zone = new ICAL.Timezone(calendar.getFirstSubcomponent("vtimezone")!);
  const vevent = calendar.getFirstSubcomponent("vevent")!;
  const event = new ICAL.Event(vevent);
  const start = event.startDate.clone();
  start.zone = zone;
  return {
    file: file!,
    method: calendar.getFirstPropertyValue("method"),
    uid: event.uid,
    sequence: event.sequence,
    status: vevent.getFirstPropertyValue("status"),
    organizer: String(vevent.getFirstPropertyValue("organizer")),
    startUtcMs: start.toUnixTime() * 1000,
    offsetHours: start.utcOffset() / 3600,
    tzid: zone.tzid,
  };
}
