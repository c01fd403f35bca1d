import { env } from "cloudflare:test";
import { RouterContextProvider } from "react-router";
import { workerContext } from "~/context.server";
import { getDb } from "~/db/client.server";
import { ambassadorApplications, ambassadorCodes, gyms, users } from "~/db/schema";
import { readConfig } from "~/env.server";

export const config = () => readConfig(env);
export const db = () => getDb(env.DB);

/** The context the worker builds for each request, for calling loaders and actions directly. */
export function routerContext(): RouterContextProvider {
  const context = new RouterContextProvider();
  const ctx = {
    waitUntil: () => undefined,
    passThroughOnException: () => undefined,
    props: {},
  } as unknown as ExecutionContext;
  context.set(workerContext, { env, ctx, config: config(), nonce: "test-nonce" });
  return context;
}

export function request(path: string, init?: RequestInit): Request {
  return new Request(new URL(path, "http://localhost"), init);
}

/** Cookie header from a response's Set-Cookie values (name=value pairs only). */
export function cookieFrom(headers: Headers): string {
  return headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

/** A new athlete account, for tests that book as someone signed in. */
export async function insertAthlete(): Promise<number> {
  const [row] = await db().insert(users).values({ userType: "athlete" }).returning({ id: users.id });
  return row!.id;
}

export async function insertGym(overrides: Partial<typeof gyms.$inferInsert> = {}) {
  const [owner] = await db()
    .insert(users)
    .values({ userType: "gym_owner", email: `owner${Math.random()}@example.com` })
    .returning();
  const [gym] = await db()
    .insert(gyms)
    .values({
      ownerId: owner!.id,
      name: "Test Gym",
      description: "A gym used by the tests.",
      gymRules: "Wipe down equipment.",
      address: "1 Test Street",
      city: "Wellington",
      country: "New Zealand",
      dayPassRateCents: 2500,
      currency: "NZD",
      timeZone: "Pacific/Auckland",
      ...overrides,
    })
    .returning();
  return gym!;
}

/**
 * Waits, when needed, until a minute has begun: the Rate Limiting binding counts in windows aligned
 * to the wall clock (miniflare's `epoch = floor(now / period)`), so a test that posts past a limit
 * across the minute's end would find its counter reset halfway. With less than `needMs` left in this
 * minute, it waits for the next one (at most `needMs`).
 */
export async function awayFromRateWindowEdge(needMs = 20_000): Promise<void> {
  const left = 60_000 - (Date.now() % 60_000);
  if (left < needMs) await new Promise((resolve) => setTimeout(resolve, left + 50));
}

/** Rows in one table. */
export async function countRows(table: string): Promise<number> {
  return (await env.DB.prepare(`SELECT count(*) AS n FROM "${table}"`).first<{ n: number }>())!.n;
}

/** The tables a booking, a hold, a sign-in or a waitlist post may write, by the name tests compare them under. */
const HOLD_TABLES = {
  bookings: "bookings",
  slots: "booking_slots",
  amenities: "amenity_bookings",
  users: "users",
  mail: "mail_outbox",
  waitlist: "waitlist",
  keys: "idempotency_keys",
} as const;

/** Row counts of those tables, read in one batch: a refusal must leave every one unchanged. */
export async function holdRows(): Promise<Record<keyof typeof HOLD_TABLES, number>> {
  const names = Object.entries(HOLD_TABLES);
  const results = await env.DB.batch(
    names.map(([, table]) => env.DB.prepare(`SELECT count(*) AS n FROM "${table}"`)),
  );
  return Object.fromEntries(
    names.map(([name], i) => [name, (results[i]!.results[0] as { n: number }).n]),
  ) as Record<keyof typeof HOLD_TABLES, number>;
}

/** A JSON POST for `call` or `fetch`. */
export const jsonPost = (body: unknown, headers: Record<string, string> = {}) => ({
  method: "POST",
  headers: { "Content-Type": "application/json", ...headers },
  body: JSON.stringify(body),
});

/** A url-encoded form POST for `call` or `fetch`. */
export const formPost = (fields: Record<string, string>, headers: Record<string, string> = {}) => ({
  method: "POST",
  headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
  body: new URLSearchParams(fields).toString(),
});

/** An approved ambassador with an active code; returns the code's id (what portal links sign). */
export async function insertAmbassadorCode(ambassador: {
  fullName: string;
  email: string;
  code: string;
}): Promise<number> {
  const [application] = await db()
    .insert(ambassadorApplications)
    .values({
      fullName: ambassador.fullName,
      email: ambassador.email,
      phone: "021 111 111",
      location: "Auckland",
      primarySport: "rugby",
      competitionLevel: "professional",
      yearsExperience: "6-10",
      followersCount: "10k-50k",
      contentStyle: "lifestyle",
      motivations: "Share good gyms",
      travelFrequency: "weekly",
      gymPreferences: ["strength"],
      agreeToTerms: true,
      status: "approved",
      ambassadorCode: ambassador.code,
    })
    .returning();
  const [code] = await db()
    .insert(ambassadorCodes)
    .values({ code: ambassador.code, applicationId: application!.id })
    .returning();
  return code!.id;
}
