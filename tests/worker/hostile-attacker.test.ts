/**
 * The attacks a hostile client still found (issue 33), each played against the same middleware chain
 * React Router runs (route-helpers `call`): places held without paying, limits dodged by spelling the
 * path differently, an /api twin skipping the bot check, a planted sign-in, weak production secrets,
 * idempotency keys shared between clients, and portal links that never died. Each is refused with a
 * 4xx and a sentence and writes nothing, or (where the attack was to take someone else's answer) gets
 * its own.
 */
import { env } from "cloudflare:test";
import { RouterContextProvider } from "react-router";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { workerContext } from "~/context.server";
import { amenityItems } from "~/db/schema";
import { HOLD_CAP_MESSAGES } from "~/domain/holds";
import { addDays, todayIn } from "~/domain/zoned-time";
import { CONFIG_ERROR_PAGE, ConfigError, readConfig } from "~/env.server";
import { RATE_LIMIT_MESSAGES } from "~/lib/rate-limit.server";
import { ambassadorPortalPath, signLink } from "~/lib/signed-link.server";
import { GUARD_MESSAGES } from "~/middleware/public-posts.server";
import { loader as portalLoader } from "~/routes/ambassador-portal/route";
import { action as amenityAction } from "~/routes/api/amenity-booking";
import { action as createAction, loader as listAction } from "~/routes/api/bookings";
import { action as payAction } from "~/routes/api/process-payment";
import { action as apiWaitlist } from "~/routes/api/waitlist";
import { action as signInPage } from "~/routes/sign-in/route";
import {
  action as verifyAction,
  headers as verifyHeaders,
  loader as verifyLoader,
} from "~/routes/sign-in/verify";
import { SIGN_IN_OTHER_ADDRESS } from "~/use-cases/accounts.server";
import {
  awayFromRateWindowEdge,
  config,
  cookieFrom,
  db,
  formPost,
  holdRows,
  insertAmbassadorCode,
  insertGym,
  jsonPost,
} from "./helpers";
import { call, freshAddress, type Outcome } from "./route-helpers";

type Json = Record<string, unknown>;

const errorOf = (outcome: Outcome) => {
  const body = outcome.body as string | { error?: string };
  return typeof body === "string" ? body : body.error;
};
/** Merges Set-Cookie values into a Cookie header. */
const jar = (cookie: string, headers: Headers) => {
  const map = new Map(
    cookie
      .split("; ")
      .filter(Boolean)
      .map((c) => [c.split("=")[0]!, c] as const),
  );
  for (const c of headers.getSetCookie()) {
    const pair = c.split(";")[0]!;
    map.set(pair.split("=")[0]!, pair);
  }
  return [...map.values()].join("; ");
};

let gymId: number;
let roomyGymId: number;
let date: string;
beforeAll(async () => {
  const gym = await insertGym({ name: "Hoarded Gym", capacity: 35, dayPassRateCents: 2000 });
  gymId = gym.id;
  roomyGymId = (await insertGym({ name: "Roomy Gym", capacity: 200, dayPassRateCents: 2000 })).id;
  date = addDays(todayIn(gym.timeZone, Date.now()), 4);
});

const details = (overrides: Json = {}) => ({
  gymId,
  athleteName: "Hana Hoarder",
  athleteEmail: "hana@example.com",
  bookingType: "day_pass",
  bookingDate: date,
  startTime: "09:00",
  athletes: 1,
  ...overrides,
});

describe("places held without paying", () => {
  it("one visitor holds at most 20 places, one network 30: 20 + 15 cannot fill a 35-place day", async () => {
    const network = freshAddress();
    const first = await call(
      createAction,
      "/api/bookings",
      jsonPost(details({ athletes: 20 }), { "CF-Connecting-IP": network }),
    );
    expect(first.status).toBe(201);
    const cookie = cookieFrom(first.headers);
    const before = await holdRows();
    const second = await call(
      createAction,
      "/api/bookings",
      jsonPost(details({ athletes: 15 }), { "CF-Connecting-IP": network, Cookie: cookie }),
    );
    expect(second.status).toBe(429);
    expect(errorOf(second)).toBe(HOLD_CAP_MESSAGES.placesVisitor);
    expect(second.headers.get("Retry-After")).toBe("900");
    // A fresh visitor (no cookie) on the same network: the network's places are counted too.
    const other = await call(
      createAction,
      "/api/bookings",
      jsonPost(details({ athletes: 15 }), { "CF-Connecting-IP": network }),
    );
    expect(other.status).toBe(429);
    expect(errorOf(other)).toBe(HOLD_CAP_MESSAGES.placesAddress);
    expect(await holdRows()).toEqual(before);
    // A real athlete elsewhere still finds the 15 places free.
    const real = await call(createAction, "/api/bookings", jsonPost(details({ athletes: 15 })));
    expect(real.status).toBe(201);
  });

  it("a team larger than the gym is refused with the gym's capacity, writing nothing", async () => {
    const small = await insertGym({ name: "Small Gym", capacity: 10 });
    const before = await holdRows();
    const big = await call(
      createAction,
      "/api/bookings",
      jsonPost(details({ gymId: small.id, athletes: 20 })),
    );
    expect(big.status).toBe(400);
    expect(JSON.stringify(big.body)).toContain("This gym admits at most 10 athletes at a time.");
    expect(await holdRows()).toEqual(before);
  });

  it("recovery amenities: 4 hours per visitor and 8 per network are held unpaid, no more", async () => {
    const gym = await insertGym({ name: "Recovery Hoard Gym" });
    const [item] = await db()
      .insert(amenityItems)
      .values({ gymId: gym.id, type: "sauna", name: `Sauna ${gym.id}`, pricePerHourCents: 3000 })
      .returning();
    const network = freshAddress();
    const sauna = (startTime: string, duration: number, headers: Record<string, string>) =>
      call(
        amenityAction,
        "/api/amenity-booking",
        jsonPost(
          {
            gymId: gym.id,
            amenityName: item!.name,
            startTime: `${date}T${startTime}`,
            duration,
            athleteName: "Hana",
            athleteEmail: "hana@example.com",
          },
          { "CF-Connecting-IP": network, ...headers },
        ),
      );
    const first = await sauna("08:00", 4, {});
    expect(first.status).toBe(201);
    const before = await holdRows();
    const more = await sauna("13:00", 1, { Cookie: cookieFrom(first.headers) });
    expect(more.status).toBe(429);
    expect(errorOf(more)).toBe(HOLD_CAP_MESSAGES.amenityVisitor);
    expect(await holdRows()).toEqual(before);
    expect((await sauna("13:00", 4, {})).status).toBe(201);
    const third = await holdRows();
    const refused = await sauna("18:00", 1, {});
    expect(refused.status).toBe(429);
    expect(errorOf(refused)).toBe(HOLD_CAP_MESSAGES.amenityAddress);
    expect(await holdRows()).toEqual(third);
  });

  it("unreadable addresses are one strict bucket, never exempt; ::a.b.c.d and brackets are that IPv4 client", async () => {
    const gym = await insertGym({ name: "Garbage Address Gym", capacity: 100 });
    const book = (address: string, athletes: number) =>
      call(
        createAction,
        "/api/bookings",
        jsonPost(details({ gymId: gym.id, athletes }), { "CF-Connecting-IP": address }),
      );
    expect((await book("not-an-address", 20)).status).toBe(201);
    const before = await holdRows();
    for (const garbage of ["999.1.1.1", "[zzz]", "1.2.3", "::g"]) {
      const refused = await book(garbage, 15);
      expect(refused.status).toBe(429);
      expect(errorOf(refused)).toBe(HOLD_CAP_MESSAGES.placesAddress);
    }
    expect(await holdRows()).toEqual(before);
    // One IPv4 client however it is written: the network cap counts them together.
    const v4 = `198.51.100.${Math.floor(Math.random() * 250) + 1}`;
    expect((await book(v4, 20)).status).toBe(201);
    const afterV4 = await holdRows();
    for (const spelling of [`::${v4}`, `[::ffff:${v4}]`, `::FFFF:${v4}`]) {
      const refused = await book(spelling, 15);
      expect(refused.status).toBe(429);
      expect(errorOf(refused)).toBe(HOLD_CAP_MESSAGES.placesAddress);
    }
    expect(await holdRows()).toEqual(afterV4);
  });
});

describe("rate limits are per route, however the path is spelled", () => {
  beforeEach(() => awayFromRateWindowEdge(), 30_000);

  it("after /api/bookings answers 429, /API/bookings, /Api/Bookings, /api/bookings/ and /%61pi/bookings do too", async () => {
    const network = freshAddress();
    const post = (path: string) =>
      call(createAction, path, jsonPost({ gymId: "x" }, { "CF-Connecting-IP": network }));
    for (let i = 0; i < 10; i++) expect((await post("/api/bookings")).status).toBe(400);
    const before = await holdRows();
    for (const path of [
      "/api/bookings",
      "/API/bookings",
      "/Api/Bookings",
      "/api/bookings/",
      "/%61pi/bookings",
    ]) {
      const refused = await post(path);
      expect(refused.status, path).toBe(429);
      expect(errorOf(refused)).toBe(RATE_LIMIT_MESSAGES.form);
    }
    expect(await holdRows()).toEqual(before);
  });

  it("sign-in mail: /Sign-in and /sign-in/ share /sign-in's allowance, so no more links go out", async () => {
    const network = freshAddress();
    const ask = (path: string, i: number) =>
      call(
        signInPage,
        path,
        formPost({ email: `flood${i}.${network}@example.com` }, { "CF-Connecting-IP": network }),
      );
    for (let i = 0; i < 10; i++) expect((await ask("/sign-in", i)).status).toBe(302);
    const before = await holdRows();
    for (const [i, path] of ["/Sign-in", "/sign-in/", "/SIGN-IN/"].entries()) {
      const refused = await ask(path, 100 + i);
      expect(refused.status, path).toBe(429);
      expect(errorOf(refused)).toBe(RATE_LIMIT_MESSAGES.form);
    }
    expect(await holdRows()).toEqual(before);
  });

  it("with Turnstile configured, an /api form twin needs the check as its page does", async () => {
    const context = new RouterContextProvider();
    context.set(workerContext, {
      env,
      ctx: { waitUntil: () => undefined, passThroughOnException: () => undefined, props: {} } as never,
      config: { ...config(), turnstile: { siteKey: "site", secretKey: "secret" } },
      nonce: "n",
    });
    const before = await holdRows();
    for (const path of ["/api/waitlist", "/API/Waitlist/"]) {
      const refused = await call(apiWaitlist, path, {
        ...jsonPost({
          name: "Bot",
          email: "bot@example.com",
          location: "Sydney, Australia",
          sport: "CrossFit",
        }),
        context,
      });
      expect(refused.status).toBe(400);
      expect(errorOf(refused)).toBe(GUARD_MESSAGES.turnstile);
    }
    expect(await holdRows()).toEqual(before);
  });
});

describe("a planted sign-in link", () => {
  async function askForLink(email: string) {
    const asked = await call(signInPage, "/sign-in", formPost({ email }));
    expect(asked.status).toBe(302);
    const mail = await env.DB.prepare(
      "SELECT text_body AS text FROM mail_outbox WHERE to_address = ? AND kind = 'sign_in_link' ORDER BY id DESC",
    )
      .bind(email)
      .first<{ text: string }>();
    const link = /\/sign-in\/verify\?token=([A-Za-z0-9_-]+)&email=([^\s"<>]+)/.exec(mail!.text);
    return { token: link![1]!, email: decodeURIComponent(link![2]!), cookie: cookieFrom(asked.headers) };
  }

  it("the confirm page names the attacker's address, and pressing it takes none of the victim's bookings", async () => {
    // The victim books (anonymously) on their own browser.
    const made = await call(
      createAction,
      "/api/bookings",
      jsonPost(details({ gymId: roomyGymId, startTime: "10:00", athleteEmail: "victim@example.com" })),
    );
    expect(made.status).toBe(201);
    const victim = cookieFrom(made.headers);
    const bookingId = (made.body as Json).id as number;
    const paid = await call(
      payAction,
      "/api/process-payment",
      jsonPost({ bookingId, paymentMethod: "pm_card_visa" }, { Cookie: victim }),
    );
    expect(paid.status).toBe(200);
    const owner = async () =>
      (await env.DB.prepare("SELECT athlete_id AS a FROM bookings WHERE id = ?")
        .bind(bookingId)
        .first<{ a: number }>())!.a;
    const victimId = await owner();

    // The attacker asks for a link for their own address, on their own browser, and sends it on.
    const attacker = await askForLink(`attacker.${freshAddress()}@example.com`);
    const page = await call(
      verifyLoader,
      `/sign-in/verify?token=${attacker.token}&email=${encodeURIComponent(attacker.email)}`,
      {
        headers: { Cookie: victim },
      },
    );
    expect(page.body).toMatchObject({ email: attacker.email, askedHere: false });

    // Edited to show the victim's own address: refused with a sentence, nothing moves.
    const before = await holdRows();
    const edited = await call(
      verifyAction,
      "/sign-in/verify",
      formPost({ token: attacker.token, email: "victim@example.com" }, { Cookie: victim }),
    );
    expect(edited.status).toBe(400);
    expect(errorOf(edited)).toBe(SIGN_IN_OTHER_ADDRESS);
    expect(await owner()).toBe(victimId);
    // Without the address the page named: refused before the link is spent.
    const bare = await call(
      verifyAction,
      "/sign-in/verify",
      formPost({ token: attacker.token }, { Cookie: victim }),
    );
    expect(bare.status).toBe(400);
    expect((await holdRows()).bookings).toBe(before.bookings);

    // The genuine link pressed on the victim's browser: signed in to the attacker's account, but the
    // victim's booking stays the victim's and the attacker's account lists nothing of it.
    const second = await askForLink(attacker.email);
    const pressed = await call(
      verifyAction,
      "/sign-in/verify",
      formPost({ token: second.token, email: second.email }, { Cookie: victim }),
    );
    expect(pressed.status).toBe(302);
    expect(await owner()).toBe(victimId);
    const attackerBrowser = await askForLink(attacker.email);
    const own = await call(
      verifyAction,
      "/sign-in/verify",
      formPost(
        { token: attackerBrowser.token, email: attackerBrowser.email },
        { Cookie: attackerBrowser.cookie },
      ),
    );
    expect(own.status).toBe(302);
    const listed = await call(listAction, "/api/bookings", {
      headers: { Cookie: jar(attackerBrowser.cookie, own.headers) },
    });
    expect((listed.body as { id: number }[]).map((b) => b.id)).not.toContain(bookingId);
    expect(await owner()).toBe(victimId);
  });

  it("the link asked for on this browser does move this browser's bookings", async () => {
    const made = await call(
      createAction,
      "/api/bookings",
      jsonPost(details({ gymId: roomyGymId, startTime: "11:00" })),
    );
    const cookie = cookieFrom(made.headers);
    const email = `mine.${freshAddress()}@example.com`;
    const asked = await call(signInPage, "/sign-in", formPost({ email }, { Cookie: cookie }));
    const browser = jar(cookie, asked.headers);
    const mail = await env.DB.prepare(
      "SELECT text_body AS text FROM mail_outbox WHERE to_address = ? AND kind = 'sign_in_link' ORDER BY id DESC",
    )
      .bind(email)
      .first<{ text: string }>();
    const token = /token=([A-Za-z0-9_-]+)/.exec(mail!.text)![1]!;
    const page = await call(
      verifyLoader,
      `/sign-in/verify?token=${token}&email=${encodeURIComponent(email)}`,
      {
        headers: { Cookie: browser },
      },
    );
    expect(page.body).toMatchObject({ email, askedHere: true });
    const done = await call(verifyAction, "/sign-in/verify", formPost({ token, email }, { Cookie: browser }));
    expect(done.status).toBe(302);
    const account = await env.DB.prepare("SELECT id FROM users WHERE email = ?")
      .bind(email)
      .first<{ id: number }>();
    const owner = await env.DB.prepare("SELECT athlete_id AS a FROM bookings WHERE id = ?")
      .bind((made.body as Json).id)
      .first<{ a: number }>();
    expect(owner!.a).toBe(account!.id);
  });

  it("the confirm page is never cached and sends no Referer to other sites", () => {
    expect(verifyHeaders()).toEqual({ "Referrer-Policy": "same-origin", "Cache-Control": "no-store" });
  });
});

describe("production refuses weak secrets", () => {
  const base = {
    DB: env.DB,
    ANALYTICS: env.ANALYTICS,
    APP_ENV: "production",
    PUBLIC_ORIGIN: "https://gymroam.com",
  };
  const strong = "q8Yv0m3Jt6Wc1Zr9Lk2Hs5Xb7Nf4Pd0Ga8Ue3Ti6Oy1=";
  it("SESSION_SECRET under 32 random bytes and weak admin passwords: the log names them, the page does not", () => {
    for (const [overrides, named] of [
      [{ SESSION_SECRET: "secret" }, "SESSION_SECRET"],
      [{ SESSION_SECRET: "a-real-long-secret-0123456789" }, "SESSION_SECRET"],
      [{ SESSION_SECRET: "a".repeat(200) }, "SESSION_SECRET"],
      [{ SESSION_SECRET: `${strong}, short-old-one` }, "SESSION_SECRET (part 2)"],
      [{ SESSION_SECRET: strong, ADMIN_PASSWORD: "admin" }, "ADMIN_PASSWORD"],
      [{ SESSION_SECRET: strong, ADMIN_PASSWORD: "Password1234" }, "ADMIN_PASSWORD"],
    ] as const) {
      expect(() => readConfig({ ...base, ...overrides } as unknown as Env)).toThrow(ConfigError);
      expect(() => readConfig({ ...base, ...overrides } as unknown as Env)).toThrow(named);
    }
    expect(CONFIG_ERROR_PAGE).toContain("misconfigured");
    expect(CONFIG_ERROR_PAGE).not.toMatch(/SECRET|PASSWORD|SALT|ORIGIN/i);
    const hex = "0123456789abcdef".repeat(4);
    for (const ok of [
      { SESSION_SECRET: strong },
      { SESSION_SECRET: hex, ADMIN_PASSWORD: "correct horse battery staple" },
    ])
      expect(readConfig({ ...base, ...ok } as unknown as Env).isProduction).toBe(true);
  });
});

describe("idempotency keys belong to the client that sent them", () => {
  it("a lost first answer is replayed with its identity, so payment follows; another client gets its own booking", async () => {
    const network = freshAddress();
    const key = `key-${crypto.randomUUID()}`;
    const body = details({ gymId: roomyGymId, startTime: "12:00" });
    const first = await call(
      createAction,
      "/api/bookings",
      jsonPost(body, { "CF-Connecting-IP": network, "Idempotency-Key": key }),
    );
    expect(first.status).toBe(201);
    const id = (first.body as Json).id;
    // The answer was lost: the retry carries no cookie, and gets the same booking and its identity.
    const before = await holdRows();
    const retry = await call(
      createAction,
      "/api/bookings",
      jsonPost(body, { "CF-Connecting-IP": network, "Idempotency-Key": key }),
    );
    expect(retry.status).toBe(201);
    expect((retry.body as Json).id).toBe(id);
    expect(retry.headers.get("Idempotent-Replayed")).toBe("true");
    expect(await holdRows()).toEqual(before);
    const identity = cookieFrom(retry.headers);
    expect(identity).not.toBe("");
    // With that cookie the retry is still the same answer, and the booking can be paid.
    const again = await call(
      createAction,
      "/api/bookings",
      jsonPost(body, { "CF-Connecting-IP": network, "Idempotency-Key": key, Cookie: identity }),
    );
    expect((again.body as Json).id).toBe(id);
    const paid = await call(
      payAction,
      "/api/process-payment",
      jsonPost({ bookingId: id, paymentMethod: "pm_card_visa" }, { Cookie: identity }),
    );
    expect(paid.status).toBe(200);

    // Another client sends the same key and body: its own booking, never the first one's.
    const other = await call(createAction, "/api/bookings", jsonPost(body, { "Idempotency-Key": key }));
    expect(other.status).toBe(201);
    expect((other.body as Json).id).not.toBe(id);
    expect((other.body as Json).reference).not.toBe((first.body as Json).reference);
  });

  it("a key squatted by another client does not block its owner", async () => {
    const key = `squat-${crypto.randomUUID()}`;
    const squat = await call(
      createAction,
      "/api/bookings",
      jsonPost(details({ gymId: roomyGymId, startTime: "13:00" }), { "Idempotency-Key": key }),
    );
    expect(squat.status).toBe(201);
    const owner = await call(
      createAction,
      "/api/bookings",
      jsonPost(details({ gymId: roomyGymId, startTime: "14:00" }), { "Idempotency-Key": key }),
    );
    expect(owner.status).toBe(201);
    expect((owner.body as Json).id).not.toBe((squat.body as Json).id);
  });
});

describe("ambassador portal links expire and die with the code", () => {
  let codeId: number;
  beforeAll(async () => {
    const code = `HOSTILE-${Math.floor(Math.random() * 1e6)}`;
    codeId = await insertAmbassadorCode({
      fullName: "Rua Revoked",
      email: `${code.toLowerCase()}@example.com`,
      code,
    });
  });
  const open = async (path: string) => {
    const [, , id, signature] = path.split("/");
    return call(portalLoader, path, { params: { codeId: id!, signature: signature! } });
  };

  it("a link older than 30 days, an old never-expiring link and a revoked code's link are 404", async () => {
    const fresh = await ambassadorPortalPath(config().sessionSecrets, codeId);
    expect(((await open(fresh)).body as Json).ambassador).not.toBeNull();
    const stale = await ambassadorPortalPath(
      config().sessionSecrets,
      codeId,
      Date.now() - 31 * 24 * 60 * 60_000,
    );
    for (const path of [
      stale,
      `/ambassador-portal/${codeId}/${await signLink(config().sessionSecrets, "ambassador-portal", codeId)}`,
      // The expiry moved forward by hand: the signature no longer matches.
      stale.replace(/\/(\d+)-/, (_m, s: string) => `/${Number(s) + 90 * 24 * 3600}-`),
    ]) {
      const refused = await open(path);
      expect(refused.status).toBe(404);
      expect((refused.body as Json).ambassador).toBeNull();
    }
    await env.DB.prepare("UPDATE ambassador_codes SET is_active = 0 WHERE id = ?").bind(codeId).run();
    const revoked = await open(fresh);
    expect(revoked.status).toBe(404);
    expect((revoked.body as Json).ambassador).toBeNull();
  });
});
