import { env } from "cloudflare:test";
import { type ComponentType, createElement } from "react";
import { renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { adminSessions, bookings, mailOutbox, teamBookingInquiries, users, waitlist } from "~/db/schema";
import { ADMIN_COOKIE, login } from "~/models/admin-auth.server";
import { listAdminBookings, waitlistCsv } from "~/models/admin-lists.server";
import BookingsPage, { loader as bookingsLoader } from "~/routes/admin/bookings";
import InquiriesPage, {
  action as inquiriesAction,
  loader as inquiriesLoader,
} from "~/routes/admin/inquiries";
import OutboxPage, { loader as outboxLoader } from "~/routes/admin/outbox";
import OutboxMessagePage, { loader as outboxMessageLoader } from "~/routes/admin/outbox-message";
import WaitlistPage, { loader as waitlistLoader } from "~/routes/admin/waitlist";
import { loader as waitlistCsvLoader } from "~/routes/admin/waitlist-csv";
import { action as apiWaitlistAction, loader as apiWaitlistLoader } from "~/routes/api/admin/waitlist";
import { config, db, insertGym } from "./helpers";
import { call as callRoute, type RouteFn } from "./route-helpers";

/*
 * The admin list tabs: /admin/waitlist (+ .csv), /admin/inquiries, /admin/bookings, /admin/outbox
 * (+ /:id) and GET /api/admin/waitlist. Storage is shared by the tests in this file: fixtures are
 * created once, with unique names.
 */

const PASSWORD = "test-admin-password";
const EXPIRED_TOKEN = "an-expired-admin-token";

async function sha256Hex(value: string) {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(value));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

type Fn = (args: never) => unknown;

/** Calls a loader/action; a thrown Response (redirect, 404) is returned instead of thrown. */
async function call(
  fn: Fn,
  path: string,
  init: {
    cookie?: string;
    bearer?: string;
    form?: Record<string, string>;
    params?: Record<string, string>;
  } = {},
): Promise<unknown> {
  // Through the routes' middleware (the admin layout's session check), as React Router runs them.
  const headers = new Headers();
  if (init.cookie) headers.set("Cookie", init.cookie);
  if (init.bearer) headers.set("Authorization", `Bearer ${init.bearer}`);
  if (init.form) headers.set("Content-Type", "application/x-www-form-urlencoded");
  const outcome = await callRoute(fn as RouteFn, path, {
    method: init.form ? "POST" : "GET",
    headers,
    body: init.form ? new URLSearchParams(init.form) : undefined,
    params: init.params,
  });
  return outcome.raw;
}

/** The body and status of what a route returned: a Response, or React Router's data(). */
async function unwrap<T = Record<string, unknown>>(value: unknown): Promise<{ status: number; body: T }> {
  if (value instanceof Response) {
    const type = value.headers.get("Content-Type") ?? "";
    return {
      status: value.status,
      body: (type.includes("json") ? await value.json() : await value.text()) as T,
    };
  }
  const wrapped = value as { data: T; init: ResponseInit | null };
  return { status: wrapped.init?.status ?? 200, body: wrapped.data };
}

let token: string;
const cookie = () => `${ADMIN_COOKIE}=${token}`;
let gymA: number;
let gymB: number;
let inquiryPending: number;
let inquiryClosed: number;
let mailId: number;
let xssMailId: number;

const XSS = `<img src=x onerror="alert('xss')"><script>alert(1)</script>`;

beforeAll(async () => {
  const result = await login(db(), config(), "client-admin-lists", PASSWORD, Date.now());
  if (!result.ok) throw new Error(`login failed: ${result.message}`);
  token = result.token;
  await db()
    .insert(adminSessions)
    .values({ id: await sha256Hex(EXPIRED_TOKEN), expiresAt: new Date(Date.now() - 60_000) });

  gymA = (await insertGym({ name: "Lists Harbour Strength", contactEmail: "harbour@example.com" })).id;
  gymB = (
    await insertGym({ name: "Lists Bondi Barbell", city: "Sydney", country: "Australia", currency: "AUD" })
  ).id;

  const t0 = Date.now() - 10 * 60_000;
  await db()
    .insert(waitlist)
    .values([
      {
        email: "aroha@example.com",
        name: "Aroha Ngata",
        city: "Wellington",
        country: "New Zealand",
        userType: "athlete",
        source: "instagram",
        createdAt: new Date(t0),
      },
      {
        email: "jack@example.com.au",
        name: "Jack Wilson",
        city: "Sydney",
        country: "Australia",
        userType: "trainer",
        source: "friend",
        createdAt: new Date(t0 + 1000),
      },
      {
        email: "formula@example.com",
        name: '=HYPERLINK("http://evil.example","click")',
        city: "+64 Auckland",
        country: "-1+1",
        userType: "athlete",
        source: "@SUM(A1:A2)",
        createdAt: new Date(t0 + 2000),
      },
      {
        email: "quotes@example.com",
        name: 'Sam "The Tank", Jr.',
        city: "Line\nBreak",
        country: "New Zealand",
        userType: "athlete",
        source: "\tleading tab",
        createdAt: new Date(t0 + 3000),
      },
      {
        email: "xss@example.com",
        name: XSS,
        city: "Dunedin",
        country: "New Zealand",
        userType: "athlete",
        source: "web",
        createdAt: new Date(t0 + 4000),
      },
      {
        email: "percent@example.com",
        name: "Fifty % Off",
        city: "Nelson",
        country: "New Zealand",
        userType: "athlete",
        source: "web",
        createdAt: new Date(t0 + 5000),
      },
    ]);

  const inquiries = await db()
    .insert(teamBookingInquiries)
    .values([
      {
        gymId: gymA,
        teamName: "Hurricanes Academy",
        contactName: "Tana Umaga",
        email: "tana@example.com",
        teamSize: 12,
        sport: "Rugby",
        preferredDates: "1-3 March",
        specialRequirements: "Early start, 6 am",
        status: "pending",
      },
      {
        gymId: gymB,
        teamName: "Bondi Lifters",
        contactName: "Kate Lee",
        email: "kate@example.com",
        teamSize: 6,
        preferredDates: "Any weekend",
        status: "closed",
      },
      {
        gymId: gymA,
        teamName: "Contacted Crew",
        contactName: "Ana Ruiz",
        email: "ana@example.com",
        teamSize: 8,
        preferredDates: "June",
        status: "contacted",
      },
    ])
    .returning({ id: teamBookingInquiries.id });
  inquiryPending = inquiries[0]!.id;
  inquiryClosed = inquiries[1]!.id;

  const [athlete] = await db().insert(users).values({ userType: "athlete" }).returning({ id: users.id });
  const booking = (
    n: number,
    gymId: number,
    date: string,
    status: "pending" | "confirmed" | "completed" | "cancelled",
    currency: "NZD" | "AUD" = "NZD",
  ) => {
    const startsAt = new Date(`${date}T09:00:00Z`);
    return {
      reference: `GR-LIST${String(n).padStart(3, "0")}`,
      athleteId: athlete!.id,
      gymId,
      athleteName: `Athlete ${n}`,
      athleteEmail: `athlete${n}@example.com`,
      bookingType: "hourly" as const,
      bookingDate: date,
      startTime: "09:00",
      endTime: "11:00",
      durationHours: 2,
      athletes: 1 + (n % 3),
      startsAt,
      endsAt: new Date(startsAt.getTime() + 2 * 3600_000),
      totalCents: 4050,
      currency,
      status,
    };
  };
  const rows = [
    booking(1, gymA, "2030-01-10", "confirmed"),
    booking(2, gymA, "2030-01-20", "pending"),
    booking(3, gymB, "2030-02-05", "confirmed", "AUD"),
    booking(4, gymB, "2030-03-01", "cancelled", "AUD"),
    booking(5, gymA, "2030-03-15", "completed"),
    // 55 more at gym A, for paging.
    ...Array.from({ length: 55 }, (_, i) => booking(100 + i, gymA, "2031-06-01", "pending")),
  ];
  // D1 binds at most 100 variables per statement: one insert per booking, in one batch.
  const [firstInsert, ...moreInserts] = rows.map((row) => db().insert(bookings).values(row));
  await db().batch([firstInsert!, ...moreInserts]);

  const mails = await db()
    .insert(mailOutbox)
    .values([
      {
        toAddress: "owner@example.com",
        subject: "Older message",
        textBody: "First line\nSecond line",
        kind: "owner_contact",
        createdAt: new Date(t0),
      },
      {
        toAddress: "team@example.com",
        subject: "Team inquiry: Hurricanes",
        textBody: "Full body of the team inquiry.\n\nReply soon.",
        kind: "team_inquiry",
        createdAt: new Date(t0 + 1000),
      },
      {
        toAddress: "victim@example.com",
        subject: `Subject ${XSS}`,
        textBody: `Message: ${XSS}`,
        htmlBody: XSS,
        kind: "owner_contact",
        createdAt: new Date(t0 + 2000),
      },
    ])
    .returning({ id: mailOutbox.id });
  mailId = mails[1]!.id;
  xssMailId = mails[2]!.id;
});

// ---------------------------------------------------------------------------------------------

describe("every admin list route refuses a visitor without a live session", () => {
  const pages: [string, Fn, string, Record<string, string>?][] = [
    ["waitlist", waitlistLoader, "/admin/waitlist"],
    ["waitlist csv", waitlistCsvLoader, "/admin/waitlist.csv"],
    ["inquiries", inquiriesLoader, "/admin/inquiries"],
    ["bookings", bookingsLoader, "/admin/bookings"],
    ["outbox", outboxLoader, "/admin/outbox"],
    ["outbox message", outboxMessageLoader, "/admin/outbox/1", { id: "1" }],
  ];
  const badCookies = [
    ["no cookie", undefined],
    ["forged cookie", `${ADMIN_COOKIE}=forged-${"x".repeat(40)}`],
    ["expired session", `${ADMIN_COOKIE}=${EXPIRED_TOKEN}`],
  ] as const;

  for (const [name, loader, path, params] of pages) {
    for (const [label, badCookie] of badCookies) {
      it(`${name}: ${label} → redirect to /admin-login`, async () => {
        const response = (await call(loader, path, { cookie: badCookie, params })) as Response;
        expect(response).toBeInstanceOf(Response);
        expect(response.status).toBe(302);
        expect(response.headers.get("Location")).toBe("/admin-login");
      });
    }
    it(`${name}: works with a valid session`, async () => {
      const result = await call(loader, path, { cookie: cookie(), params });
      const status =
        result instanceof Response
          ? result.status
          : ((result as { init?: ResponseInit }).init?.status ?? 200);
      // The outbox message with id 1 exists (this file's first mail), so every page answers 200.
      expect(status).toBe(200);
    });
  }

  it("the inquiry status action redirects and changes nothing without a session", async () => {
    for (const [, badCookie] of badCookies) {
      const response = (await call(inquiriesAction, "/admin/inquiries", {
        cookie: badCookie,
        form: { intent: "status", inquiryId: String(inquiryPending), status: "contacted" },
      })) as Response;
      expect(response.status).toBe(302);
      expect(response.headers.get("Location")).toBe("/admin-login");
    }
    const row = await env.DB.prepare("SELECT status FROM team_booking_inquiries WHERE id = ?")
      .bind(inquiryPending)
      .first<{ status: string }>();
    expect(row?.status).toBe("pending");
  });

  it("GET /api/admin/waitlist: 401 JSON without a token, forged or expired; 200 with bearer or cookie", async () => {
    for (const init of [
      {},
      { bearer: "forged-token" },
      { bearer: EXPIRED_TOKEN },
      { cookie: `${ADMIN_COOKIE}=${EXPIRED_TOKEN}` },
    ]) {
      const response = (await call(apiWaitlistLoader, "/api/admin/waitlist", init)) as Response;
      expect(response.status).toBe(401);
      expect(response.headers.get("WWW-Authenticate")).toContain("Bearer");
      expect(await response.json()).toEqual({ error: "Sign in as an admin to continue." });
    }
    expect(
      ((await call(apiWaitlistLoader, "/api/admin/waitlist", { bearer: token })) as Response).status,
    ).toBe(200);
    expect(
      ((await call(apiWaitlistLoader, "/api/admin/waitlist", { cookie: cookie() })) as Response).status,
    ).toBe(200);
    // Other methods: 401 without a session, 405 with one.
    expect(((await call(apiWaitlistAction, "/api/admin/waitlist", { form: {} })) as Response).status).toBe(
      401,
    );
    expect(
      ((await call(apiWaitlistAction, "/api/admin/waitlist", { form: {}, bearer: token })) as Response)
        .status,
    ).toBe(405);
  });
});

// ---------------------------------------------------------------------------------------------

type WaitlistData = { error: string | null; rows: { name: string; email: string }[]; total: number };

describe("waitlist", () => {
  it("lists the spec's fields, newest first", async () => {
    const { status, body } = await unwrap<WaitlistData & { rows: Record<string, unknown>[] }>(
      await call(waitlistLoader, "/admin/waitlist", { cookie: cookie() }),
    );
    expect(status).toBe(200);
    expect(body.total).toBe(6);
    expect(body.rows[0]).toMatchObject({ name: "Fifty % Off", email: "percent@example.com", city: "Nelson" });
    expect(Object.keys(body.rows[0]!)).toEqual(
      expect.arrayContaining(["id", "name", "email", "city", "country", "userType", "source", "createdAt"]),
    );
    expect(body.rows.at(-1)).toMatchObject({ name: "Aroha Ngata" });
  });

  it.each([
    ["aroha", ["aroha@example.com"]],
    ["WILSON", ["jack@example.com.au"]],
    ["sydney", ["jack@example.com.au"]],
    ["example.com.au", ["jack@example.com.au"]],
    ["%", ["percent@example.com"]],
    ["_", []],
    ["nobody-matches", []],
  ])("search %s matches name, e-mail or city (LIKE wildcards taken literally)", async (q, emails) => {
    const { body } = await unwrap<WaitlistData>(
      await call(waitlistLoader, `/admin/waitlist?q=${encodeURIComponent(q)}`, { cookie: cookie() }),
    );
    expect(body.rows.map((r) => r.email).sort()).toEqual(emails);
  });

  it("refuses an over-long search or a bad page with a 400 and a message", async () => {
    for (const path of [
      `/admin/waitlist?q=${"x".repeat(101)}`,
      "/admin/waitlist?page=0",
      "/admin/waitlist?page=abc",
    ]) {
      const { status, body } = await unwrap<WaitlistData>(
        await call(waitlistLoader, path, { cookie: cookie() }),
      );
      expect(status, path).toBe(400);
      expect(body.error).toMatch(/at most 100|Page must be/);
    }
  });

  it("GET /api/admin/waitlist returns exactly the admin view fields, with paging headers", async () => {
    const response = (await call(apiWaitlistLoader, "/api/admin/waitlist?q=jack", {
      bearer: token,
    })) as Response;
    expect(response.headers.get("X-Total-Count")).toBe("1");
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    const body = (await response.json()) as Record<string, unknown>[];
    expect(body).toHaveLength(1);
    expect(Object.keys(body[0]!).sort()).toEqual(
      ["city", "country", "createdAt", "email", "id", "name", "source", "userType"].sort(),
    );
    expect(body[0]).toMatchObject({
      name: "Jack Wilson",
      email: "jack@example.com.au",
      city: "Sydney",
      country: "Australia",
      userType: "trainer",
      source: "friend",
    });
    expect(body[0]!.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    const bad = (await call(apiWaitlistLoader, "/api/admin/waitlist?page=-1", { bearer: token })) as Response;
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ error: "Page must be a whole number from 1." });
  });
});

// ---------------------------------------------------------------------------------------------

/** A minimal RFC 4180 parser, to read back what the export wrote. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ",") {
      row.push(cell);
      cell = "";
    } else if (ch === "\r" && text[i + 1] === "\n") {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
      i++;
    } else cell += ch;
  }
  if (cell !== "" || row.length > 0) rows.push([...row, cell]);
  return rows;
}

describe("waitlist CSV export", () => {
  it("is a CSV attachment with quoting and spreadsheet formulas neutralised", async () => {
    const response = (await call(waitlistCsvLoader, "/admin/waitlist.csv", { cookie: cookie() })) as Response;
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("Content-Disposition")).toMatch(
      /^attachment; filename="gymroam-waitlist-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(response.headers.get("Cache-Control")).toContain("no-store");
    const bytes = new Uint8Array(await response.arrayBuffer());
    // A UTF-8 byte-order mark first, so Excel reads macrons as UTF-8.
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes);
    expect(text.startsWith("\uFEFFid,name,email,city,country,userType,source,createdAt\r\n")).toBe(true);
    const rows = parseCsv(text.slice(1));
    expect(rows).toHaveLength(7);
    const byEmail = new Map(rows.slice(1).map((r) => [r[2], r]));

    // Quotes doubled, commas and line breaks kept inside one quoted cell.
    expect(text).toContain('"Sam ""The Tank"", Jr."');
    expect(byEmail.get("quotes@example.com")).toEqual([
      expect.any(String),
      'Sam "The Tank", Jr.',
      "quotes@example.com",
      "Line\nBreak",
      "New Zealand",
      "athlete",
      "'\tleading tab",
      expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    ]);
    // Cells a spreadsheet would run as formulas start with a quote instead.
    const formula = byEmail.get("formula@example.com")!;
    expect(formula[1]).toBe(`'=HYPERLINK("http://evil.example","click")`);
    expect(formula[3]).toBe("'+64 Auckland");
    expect(formula[4]).toBe("'-1+1");
    expect(formula[6]).toBe("'@SUM(A1:A2)");
    // No cell starts with a formula character unescaped.
    for (const row of rows) for (const cell of row) expect(cell).not.toMatch(/^[=+\-@\t\r]/);
    // HTML is just text in a CSV.
    expect(byEmail.get("xss@example.com")![1]).toBe(XSS);
  });

  it("exports only the rows matching the page's search", async () => {
    const response = (await call(waitlistCsvLoader, "/admin/waitlist.csv?q=sydney", {
      cookie: cookie(),
    })) as Response;
    const rows = parseCsv(await response.text()); // text() drops the BOM
    expect(rows.map((r) => r[2])).toEqual(["email", "jack@example.com.au"]);
    const bad = (await call(waitlistCsvLoader, `/admin/waitlist.csv?q=${"y".repeat(101)}`, {
      cookie: cookie(),
    })) as Response;
    expect(bad.status).toBe(400);
  });

  it("streams every row when read in small chunks", async () => {
    const text = await new Response(waitlistCsv(db(), "", 2)).text();
    expect(parseCsv(text)).toHaveLength(7);
  });
});

// ---------------------------------------------------------------------------------------------

type InquiryData = {
  error: string | null;
  rows: { id: number; teamName: string; gymName: string; status: string }[];
};

describe("team inquiries", () => {
  it("lists inquiries with their gym, newest first, and filters by status", async () => {
    const all = await unwrap<InquiryData>(
      await call(inquiriesLoader, "/admin/inquiries", { cookie: cookie() }),
    );
    expect(all.body.rows.map((r) => r.teamName)).toEqual(
      ["Hurricanes Academy", "Bondi Lifters", "Contacted Crew"].reverse(),
    );
    expect(all.body.rows.find((r) => r.teamName === "Bondi Lifters")).toMatchObject({
      gymName: "Lists Bondi Barbell",
      status: "closed",
    });
    const closed = await unwrap<InquiryData>(
      await call(inquiriesLoader, "/admin/inquiries?status=closed", { cookie: cookie() }),
    );
    expect(closed.body.rows.map((r) => r.teamName)).toEqual(["Bondi Lifters"]);
    const bad = await unwrap<InquiryData>(
      await call(inquiriesLoader, "/admin/inquiries?status=bogus", { cookie: cookie() }),
    );
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatch(/^Unknown inquiry status/);
  });

  const setStatus = (inquiryId: number | string, status: string) =>
    call(inquiriesAction, "/admin/inquiries.data?status=all", {
      cookie: cookie(),
      form: { intent: "status", inquiryId: String(inquiryId), status },
    });

  it("moves an inquiry pending → contacted → closed, redirecting back with a toast", async () => {
    const first = (await setStatus(inquiryPending, "contacted")) as Response;
    expect(first.status).toBe(302);
    expect(first.headers.get("Location")).toBe("/admin/inquiries?status=all");
    expect(first.headers.get("Set-Cookie")).toContain("__Host-gr_session=");
    const statusOf = async () =>
      (await env.DB.prepare("SELECT status FROM team_booking_inquiries WHERE id = ?")
        .bind(inquiryPending)
        .first<{ status: string }>())!.status;
    expect(await statusOf()).toBe("contacted");
    // Twice is refused with a clear message, nothing changes.
    const again = await unwrap<{ message: string }>(await setStatus(inquiryPending, "contacted"));
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(
      "Hurricanes Academy's inquiry is already contacted: it cannot be marked contacted.",
    );
    expect(((await setStatus(inquiryPending, "closed")) as Response).status).toBe(302);
    expect(await statusOf()).toBe("closed");
  });

  it("never reopens a closed inquiry; refuses unknown ids and statuses with 4xx", async () => {
    const reopen = await unwrap<{ message: string }>(await setStatus(inquiryClosed, "contacted"));
    expect(reopen.status).toBe(409);
    expect(reopen.body.message).toMatch(/already closed/);
    for (const [id, status, code, message] of [
      [999_999, "closed", 404, "Inquiry not found."],
      ["abc", "closed", 400, "Inquiry not found."],
      [inquiryClosed, "pending", 400, "Choose contacted or closed."],
      [inquiryClosed, "", 400, "Choose contacted or closed."],
    ] as const) {
      const result = await unwrap<{ message: string }>(await setStatus(id, status));
      expect(result.status, `${id} ${status}`).toBe(code);
      expect(result.body.message).toBe(message);
    }
    const row = await env.DB.prepare("SELECT status FROM team_booking_inquiries WHERE id = ?")
      .bind(inquiryClosed)
      .first<{ status: string }>();
    expect(row?.status).toBe("closed");
  });
});

// ---------------------------------------------------------------------------------------------

type BookingData = {
  error: string | null;
  rows: { reference: string; gymName: string; total: string; status: string; bookingDate: string }[];
  total: number;
  pageCount: number;
};

describe("bookings", () => {
  const list = async (query: string) =>
    unwrap<BookingData>(await call(bookingsLoader, `/admin/bookings${query}`, { cookie: cookie() }));

  it("shows every booking with its gym and a formatted total, 50 per page", async () => {
    const first = await list("");
    expect(first.body.total).toBe(60);
    expect(first.body.pageCount).toBe(2);
    expect(first.body.rows).toHaveLength(50);
    const second = await list("?page=2");
    expect(second.body.rows).toHaveLength(10);
    expect(second.body.rows.map((r) => r.reference)).toContain("GR-LIST001");
    const aud = second.body.rows.find((r) => r.reference === "GR-LIST003");
    expect(aud).toMatchObject({ gymName: "Lists Bondi Barbell", total: "A$40.50", status: "confirmed" });
    expect(second.body.rows.find((r) => r.reference === "GR-LIST001")?.total).toBe("NZ$40.50");
  });

  it.each([
    ["?status=confirmed", ["GR-LIST001", "GR-LIST003"]],
    ["?status=cancelled", ["GR-LIST004"]],
    ["?gym=bondi", ["GR-LIST003", "GR-LIST004"]],
    ["?gym=BONDI&status=cancelled", ["GR-LIST004"]],
    ["?from=2030-01-15&to=2030-03-01", ["GR-LIST002", "GR-LIST003", "GR-LIST004"]],
    ["?from=2030-03-01&to=2030-03-01", ["GR-LIST004"]],
    ["?to=2030-01-10", ["GR-LIST001"]],
    ["?from=2030-03-02&to=2031-01-01", ["GR-LIST005"]],
  ])("filter %s", async (query, references) => {
    const { status, body } = await list(query);
    expect(status).toBe(200);
    expect(body.rows.map((r) => r.reference).sort()).toEqual(references);
  });

  it("filters by gym id", async () => {
    const { body } = await list(`?gym=${gymB}`);
    expect(body.rows.map((r) => r.reference).sort()).toEqual(["GR-LIST003", "GR-LIST004"]);
    const none = await list(`?gym=${gymB}&status=pending`);
    expect(none.body.rows).toEqual([]);
  });

  it.each([
    ["?status=refunded", /^Unknown booking status/],
    ["?from=2030-02-30", /^Dates must be written YYYY-MM-DD/],
    ["?from=tomorrow", /^Dates must be written YYYY-MM-DD/],
    ["?from=2030-03-02&to=2030-03-01", /^The from date must be on or before the to date/],
    ["?page=0", /^Page must be/],
  ])("refuses %s with a 400 and a message", async (query, message) => {
    const { status, body } = await list(query);
    expect(status).toBe(400);
    expect(body.error).toMatch(message);
    expect(body.rows).toEqual([]);
  });

  it("pages through a filter with the model's page size", async () => {
    const page = await listAdminBookings(
      db(),
      { status: "pending", gym: String(gymA), from: "2031-01-01", to: undefined, page: 3 },
      20,
    );
    expect(page).toMatchObject({ total: 55, page: 3, pageCount: 3 });
    expect(page.rows).toHaveLength(15);
  });
});

// ---------------------------------------------------------------------------------------------

type OutboxData = {
  error: string | null;
  kinds: string[];
  rows: { id: number; subject: string; kind: string; status: string; toAddress: string }[];
};

describe("mail outbox", () => {
  it("lists every message newest first with to, subject, kind and status; filters by kind", async () => {
    const all = await unwrap<OutboxData>(await call(outboxLoader, "/admin/outbox", { cookie: cookie() }));
    expect(all.body.rows.map((r) => r.subject)).toEqual([
      `Subject ${XSS}`,
      "Team inquiry: Hurricanes",
      "Older message",
    ]);
    expect(all.body.rows[1]).toMatchObject({
      toAddress: "team@example.com",
      kind: "team_inquiry",
      status: "queued",
    });
    expect(all.body.kinds).toEqual(["owner_contact", "team_inquiry"]);
    const owner = await unwrap<OutboxData>(
      await call(outboxLoader, "/admin/outbox?kind=owner_contact", { cookie: cookie() }),
    );
    expect(owner.body.rows.map((r) => r.subject)).toEqual([`Subject ${XSS}`, "Older message"]);
    const bad = await unwrap<OutboxData>(
      await call(outboxLoader, "/admin/outbox?kind=a%20b", { cookie: cookie() }),
    );
    expect(bad.status).toBe(400);
  });

  it("shows one message's full text body; 404 for a missing or malformed id", async () => {
    const { body } = await unwrap<{ message: { textBody: string; subject: string } }>(
      await call(outboxMessageLoader, `/admin/outbox/${mailId}`, {
        cookie: cookie(),
        params: { id: String(mailId) },
      }),
    );
    expect(body.message).toMatchObject({
      subject: "Team inquiry: Hurricanes",
      textBody: "Full body of the team inquiry.\n\nReply soon.",
    });
    for (const id of ["999999", "abc", "0"]) {
      const missing = await unwrap(
        await call(outboxMessageLoader, `/admin/outbox/${id}`, { cookie: cookie(), params: { id } }),
      );
      expect(missing.status, id).toBe(404);
    }
  });
});

// ---------------------------------------------------------------------------------------------

/** Server-renders a route component with its real loader, as the app would (no JavaScript). */
async function renderPage(
  Component: ComponentType,
  loader: Fn,
  path: string,
  params: Record<string, string> = {},
) {
  const result = await call(loader, path, { cookie: cookie(), params });
  const { body } = await unwrap(result);
  const handler = createStaticHandler([
    { id: "page", path: path.split("?")[0], loader: () => body, Component },
  ]);
  const context = await handler.query(new Request(new URL(path, "http://localhost")));
  if (context instanceof Response) throw new Error("unexpected redirect");
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(createElement(StaticRouterProvider, { router, context, hydrate: false }));
}

describe("user-supplied text is rendered as text", () => {
  it("a waitlist name with HTML is escaped in the table", async () => {
    const html = await renderPage(WaitlistPage, waitlistLoader, "/admin/waitlist?q=dunedin");
    expect(html).toContain(
      "&lt;img src=x onerror=&quot;alert(&#x27;xss&#x27;)&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;",
    );
    expect(html).not.toContain("<img src=x");
    expect(html).not.toContain("<script>alert(1)");
    expect(html).toMatch(/<th[^>]* scope="col"/);
    expect(html).toContain("overflow-x-auto");
    expect(html).toContain("<caption");
  });

  it("an outbox subject and body with HTML are escaped, in the list and the detail view", async () => {
    for (const html of [
      await renderPage(OutboxPage, outboxLoader, "/admin/outbox"),
      await renderPage(OutboxMessagePage, outboxMessageLoader, `/admin/outbox/${xssMailId}`, {
        id: String(xssMailId),
      }),
    ]) {
      expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
      expect(html).not.toContain("<script>alert(1)");
      expect(html).not.toContain("<img src=x");
    }
  });

  it("the other tabs render their rows with the status controls", async () => {
    const inquiries = await renderPage(InquiriesPage, inquiriesLoader, "/admin/inquiries?status=contacted");
    expect(inquiries).toContain("Contacted Crew");
    // The row's form posts back to the filtered page; its button sets the next status.
    expect(inquiries).toMatch(/<form[^>]* action="\/admin\/inquiries\?status=contacted" method="post">/);
    const button = /<button[^>]*aria-label="Close: Contacted Crew"[^>]*>Close<\/button>/.exec(inquiries)?.[0];
    expect(button).toMatch(/ name="status"/);
    expect(button).toMatch(/ value="closed"/);
    expect(button).toMatch(/ type="submit"/);
    const bookingsHtml = await renderPage(BookingsPage, bookingsLoader, "/admin/bookings?status=cancelled");
    expect(bookingsHtml).toContain("GR-LIST004");
    expect(bookingsHtml).toContain("A$40.50");
  });
});
