import {
  SEED_ABN,
  SEED_AU_ACCOUNT_NUMBER,
  SEED_BSB,
  SEED_IRD_NUMBER,
  SEED_NZ_ACCOUNT_NUMBER,
  SEED_SECRET_MARKER,
} from "../scripts/seed/secrets.ts";
import { expect, test } from "./fixtures";

/** Every public GET route (pages, resource routes, the API) with sample parameters. */
const GET_ROUTES = [
  "/",
  "/about",
  "/gym-terms",
  "/gyms",
  "/gyms?city=Auckland&equipment=Lift+Rack",
  "/gym/1",
  "/gym/1/book",
  "/saved-gyms",
  "/gym-feed",
  "/gym-map",
  "/team-booking",
  "/team-booking?inquire=1",
  "/sport-specific",
  "/trainer-feed",
  "/trainer/1",
  "/bookings",
  "/add-gym",
  "/gym-application-thank-you",
  "/ambassador-terms",
  "/ambassador-application",
  "/ambassador-thank-you",
  "/waitlist",
  "/merchandise",
  "/merchandise?product=1",
  "/showcase",
  "/gym-mockup",
  "/gym-booking-mockup",
  "/booking-integration",
  "/admin-login",
  "/robots.txt",
  "/sitemap.xml",
  "/api/gyms",
  "/api/gyms?city=Wellington",
  "/api/gyms/1",
  "/api/trainers",
  "/api/saved-gyms",
  "/api/bookings",
  "/healthz",
  "/sign-in",
  "/sign-in/verify?token=not-a-real-token-abcdefghijk",
  "/account",
  "/owner",
  "/partner",
  "/ambassador",
  "/no-such-page",
] as const;

/** Every state-changing endpoint: the API and the page actions. */
const POST_ROUTES = [
  "/api/bookings",
  "/api/process-payment",
  "/api/bookings/1/cancel",
  "/api/amenity-booking",
  "/api/athlete-interest",
  "/api/reviews",
  "/api/saved-gyms",
  "/api/waitlist",
  "/api/gym-application",
  "/api/team-booking-inquiry",
  "/api/ambassador-application",
  "/api/admin/login",
  "/gym/1",
  "/gym/1/book",
  "/bookings",
  "/add-gym",
  "/team-booking",
  "/ambassador-application",
  "/waitlist",
  "/merchandise",
  "/booking-integration",
  "/admin-login",
  "/admin/logout",
  "/sign-in",
  "/sign-in/verify",
  "/account",
] as const;

const ADMIN_PAGES = [
  "/admin",
  "/admin/waitlist",
  "/admin/inquiries",
  "/admin/bookings",
  "/admin/outbox",
  "/admin/audit",
] as const;
const ADMIN_APIS = ["/api/admin/waitlist"] as const;

const SECRETS = [
  SEED_SECRET_MARKER,
  SEED_BSB,
  SEED_IRD_NUMBER,
  SEED_ABN,
  SEED_NZ_ACCOUNT_NUMBER,
  SEED_AU_ACCOUNT_NUMBER,
] as const;

function expectSecurityHeaders(headers: Record<string, string>, path: string) {
  const csp = headers["content-security-policy"] ?? "";
  expect(csp, `${path}: CSP`).toContain("default-src 'self'");
  expect(csp, `${path}: frame-ancestors`).toContain("frame-ancestors 'none'");
  expect(headers["strict-transport-security"], `${path}: HSTS`).toMatch(/max-age=\d{7,}/);
  expect(headers["x-content-type-options"], `${path}: nosniff`).toBe("nosniff");
  expect(headers["referrer-policy"], `${path}: Referrer-Policy`).toBeTruthy();
}

test.describe("security checks over HTTP", () => {
  test("every route answers without a 5xx, with the security headers, and leaks no secret", async ({
    request,
  }) => {
    for (const path of GET_ROUTES) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBeLessThan(500);
      expectSecurityHeaders(response.headers(), path);
      const body = await response.text();
      for (const secret of SECRETS)
        expect(body.includes(secret), `${path} contains a secret (${secret})`).toBe(false);
    }
  });

  test("the sign-in link page, with a token in its URL, is never cached and sends no Referer to other sites", async ({
    request,
  }) => {
    for (const path of [
      "/sign-in/verify?token=not-a-real-token-abcdefghijk&email=someone%40example.com",
      "/sign-in/verify.data?token=not-a-real-token-abcdefghijk&email=someone%40example.com",
    ]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expect(response.headers()["referrer-policy"], path).toBe("same-origin");
      expect(response.headers()["cache-control"], path).toMatch(/no-store/);
    }
    // Every other page keeps the site's policy.
    expect((await request.get("/sign-in")).headers()["referrer-policy"]).toBe(
      "strict-origin-when-cross-origin",
    );
  });

  test("HTML pages carry a per-request CSP nonce on their scripts", async ({ request }) => {
    const first = await request.get("/gyms");
    const second = await request.get("/gyms");
    const nonce = (r: string) => /'nonce-([^']+)'/.exec(r)?.[1];
    const a = nonce(first.headers()["content-security-policy"] ?? "");
    const b = nonce(second.headers()["content-security-policy"] ?? "");
    expect(a).toBeTruthy();
    expect(a).not.toBe(b);
    expect(await first.text()).toContain(`nonce="${a}"`);
  });

  test("every POST from another site is refused with 403 and changes nothing", async ({ request }) => {
    for (const path of POST_ROUTES) {
      const refused: Record<string, string>[] = [
        { Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" },
        { Origin: "https://evil.example" },
        { Origin: "null" },
      ];
      for (const headers of refused) {
        const response = await request.post(path, {
          headers: { ...headers, "Content-Type": "application/x-www-form-urlencoded" },
          data: "intent=save&gymId=1&password=x",
          maxRedirects: 0,
        });
        expect(response.status(), `${path} ${JSON.stringify(headers)}`).toBe(403);
      }
    }
  });

  test("admin pages send anonymous and forged sessions to /admin-login; admin APIs answer 401", async ({
    request,
  }) => {
    for (const cookie of [undefined, "__Host-gr_admin=forged-token", "__Host-gr_admin="]) {
      for (const path of ADMIN_PAGES) {
        const response = await request.get(path, {
          maxRedirects: 0,
          headers: cookie ? { Cookie: cookie } : {},
        });
        expect(response.status(), `${path} with ${cookie}`).toBe(302);
        expect(response.headers().location).toBe("/admin-login");
      }
    }
    for (const auth of [undefined, "Bearer forged-token", "Bearer ", "Basic YWRtaW46YWRtaW4="]) {
      for (const path of ADMIN_APIS) {
        const response = await request.get(path, { headers: auth ? { Authorization: auth } : {} });
        expect(response.status(), `${path} with ${auth}`).toBe(401);
      }
    }
  });
});
