import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import ICAL from "ical.js";
import { adminPassword, bookAndPay, signInAsAdmin } from "./admin";
import { expect, expectAccessible, test } from "./fixtures";
import { readStrictly } from "./rfc5322";

/*
 * Mail delivery through the running app (issue 15, ADR 019): a paid booking's confirmation goes from
 * the outbox onto the mail queue after the write, the queue consumer sends it through wrangler's
 * simulated send_email binding (the same code as Cloudflare Email Service in production), the Admin
 * Outbox shows it sent, and its raw source reads cleanly under a strict outside RFC 5322 parser.
 * What the message says is the templates' business (their own tests); this checks delivery and shape.
 */

type OutboxRow = { id: number; to: string; subject: string; kind: string; status: string; attempts: number };

test("a paid booking's confirmation is sent through the simulated send_email binding and its raw source is valid RFC 5322", async ({
  page,
  request,
  playwright,
  baseURL,
}) => {
  const email = `mail-e2e-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const booking = await bookAndPay(request, email);

  // The admin API lists it; the queue consumer sends it within seconds (no cron needed).
  const login = await request.post("/api/admin/login", { data: { password: adminPassword() } });
  const { token } = (await login.json()) as { token: string };
  const auth = { Authorization: `Bearer ${token}` };
  let confirmation: OutboxRow | undefined;
  await expect
    .poll(
      async () => {
        const rows = (await (
          await request.get("/api/admin/outbox", { headers: auth })
        ).json()) as OutboxRow[];
        confirmation = rows.find((r) => r.to === email && /confirm/.test(r.kind));
        return confirmation?.status;
      },
      { timeout: 30_000, intervals: [250, 500, 1000] },
    )
    .toBe("sent");
  expect(confirmation).toMatchObject({ attempts: 1 });
  expect(confirmation!.subject).toContain(booking.reference);

  // The Admin Outbox: filtered to sent, the row, then the message with its raw source.
  await signInAsAdmin(page);
  await page.goto("/admin/outbox?status=sent");
  const row = page.locator(`[data-mail-id="${confirmation!.id}"]`);
  await expect(row).toContainText("sent");
  await expect(row).toContainText(email);
  await expectAccessible(page);
  await row.getByRole("link").click();
  await expect(page).toHaveURL(new RegExp(`/admin/outbox/${confirmation!.id}$`));
  await expect(page.getByRole("button", { name: "Resend" })).toBeVisible();
  await expectAccessible(page);
  const rawLink = page.getByRole("link", { name: /View raw source/ });
  await expect(rawLink).toHaveAttribute("href", `/admin/outbox/${confirmation!.id}/raw`);

  const rawResponse = await page.request.get(`/admin/outbox/${confirmation!.id}/raw`);
  expect(rawResponse.status()).toBe(200);
  expect(rawResponse.headers()["content-type"]).toBe("message/rfc822");
  const raw = await rawResponse.text();

  // An independent strict parser (Python's email package, policy.strict) finds no defect.
  const reading = readStrictly(raw);
  expect(reading.problems).toEqual([]);
  expect(reading.headers.ToAddresses).toEqual([email]);
  expect(reading.headers.FromAddresses?.[0]).toMatch(/^[^@\s]+@[^@\s]+$/);
  expect(reading.headers.DateIso).toMatch(/^\d{4}-\d\d-\d\dT/);
  expect(reading.headers["Message-ID"]).toMatch(/^<[^<>\s]+@[^<>\s]+>$/);
  expect(reading.headers.Subject).not.toMatch(/[\r\n]/);
  const text = reading.parts.find((p) => p.type === "text/plain");
  expect(text?.content).toBeTruthy();
  // Links are absolute, from PUBLIC_ORIGIN (npm start sets it to this server's origin).
  const links = [
    ...reading.parts
      .map((p) => p.content ?? "")
      .join("\n")
      .matchAll(/https?:\/\/[^\s"'<>)]+/g),
  ];
  expect(links.length).toBeGreaterThan(0);
  expect(links.some((m) => m[0].startsWith(baseURL!))).toBe(true);
  for (const part of reading.parts.filter((p) => p.type === "text/html"))
    for (const href of part.content!.match(/href="[^"]*"/g) ?? [])
      expect(href).toMatch(/^href="(https?:|mailto:)/);

  // The attached invite: ical.js reads it, and its start is the venue's 10:00 at the venue's real
  // UTC offset (Wellington: +12 or +13 with daylight saving), from the file's own VTIMEZONE.
  const invite = reading.parts.find((p) => p.type === "text/calendar");
  expect(invite?.params?.method).toBe("REQUEST");
  const calendar = new ICAL.Component(ICAL.parse(invite!.content!));
  for (const zone of calendar.getAllSubcomponents("vtimezone")) ICAL.TimezoneService.register(zone);
  const event = new ICAL.Event(calendar.getFirstSubcomponent("vevent")!);
  expect(event.startDate.zone?.tzid).toBe("Pacific/Auckland");
  expect(
    `${String(event.startDate.hour).padStart(2, "0")}:${String(event.startDate.minute).padStart(2, "0")}`,
  ).toBe("10:00");
  const utc = event.startDate.toJSDate().getTime();
  const [y, m, d] = booking.bookingDate.split("-").map(Number) as [number, number, number];
  const offsetHours = (Date.UTC(y, m - 1, d, 10) - utc) / 3_600_000;
  const expected = Number(
    new Intl.DateTimeFormat("en", { timeZone: "Pacific/Auckland", timeZoneName: "shortOffset" })
      .formatToParts(new Date(utc))
      .find((p) => p.type === "timeZoneName")!
      .value.replace("GMT", ""),
  );
  expect(offsetHours).toBe(expected);

  // The gym's new-booking notice is sent too, and reads as strictly.
  let notice: OutboxRow | undefined;
  await expect
    .poll(
      async () => {
        const rows = (await (
          await request.get("/api/admin/outbox", { headers: auth })
        ).json()) as OutboxRow[];
        notice = rows.find((r) => r.kind === "owner_new_booking" && r.subject.includes(booking.reference));
        return notice?.status;
      },
      { timeout: 30_000, intervals: [250, 500, 1000] },
    )
    .toBe("sent");
  const noticeRaw = await (await page.request.get(`/admin/outbox/${notice!.id}/raw`)).text();
  expect(readStrictly(noticeRaw).problems).toEqual([]);

  // wrangler's simulation wrote what it was handed to an .eml file named after the id it answered.
  const files = emlFiles(".wrangler/tmp/email");
  const written = files
    .map((file) => readFileSync(file, "utf8"))
    .find((eml) => eml.includes(`To: <${email}>`));
  expect(written, "the simulated binding's .eml").toBeTruthy();
  const withoutId = (source: string) => source.replace(/^Message-ID: .*\r\n/m, "");
  expect(withoutId(written!)).toBe(withoutId(raw));

  // Not for visitors: the raw source needs the admin session.
  const visitor = await playwright.request.newContext({ baseURL });
  const anonymous = await visitor.get(`/admin/outbox/${confirmation!.id}/raw`, { maxRedirects: 0 });
  expect(anonymous.status()).toBe(302);
  expect(anonymous.headers().location).toBe("/admin-login");
  await visitor.dispose();
});

function emlFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(".eml"))
    .map((entry) => path.join(entry.parentPath, entry.name));
}
