import { env } from "cloudflare:test";
import { RouterContextProvider } from "react-router";
import { workerContext } from "~/context.server";
import { getDb } from "~/db/client.server";
import { gyms, users } from "~/db/schema";
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
