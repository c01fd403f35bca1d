import { adminPassword } from "./admin";
import { d1 } from "./d1";
import { expect, test } from "./fixtures";
import { readStrictly } from "./rfc5322";

/**
 * The shared page cache (ADR 014) as a browser meets it: an anonymous visitor gets the cached
 * /gyms page with a nonce of its own, so the page's scripts run under the CSP and it hydrates.
 */
test("an anonymous visitor gets the cached search page, and it hydrates and works", async ({
  page,
  request,
}) => {
  // A search of its own, so this run renders it first whatever earlier runs cached.
  const maxPrice = 60 + Math.floor(Math.random() * 40);
  const path = `/gyms?city=Wellington&minPrice=10&maxPrice=${maxPrice}&sort=price`;
  const first = await request.get(path);
  expect(first.status()).toBe(200);
  // The first answer is stored in the background; the next ones come from the cache.
  await expect.poll(async () => (await request.get(path)).headers()["x-page-cache"]).toBe("hit");

  const response = await page.goto(path);
  expect(response?.headers()["x-page-cache"]).toBe("hit");
  const nonce = /'nonce-([^']+)'/.exec(response?.headers()["content-security-policy"] ?? "")?.[1];
  expect(nonce).toBeTruthy();
  expect(await response?.text()).toContain(`nonce="${nonce}"`);
  // Hydration needs the inline scripts: a stale nonce would be a CSP error (and fail the fixture).
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);

  await page.getByLabel("Sort by").selectOption("rating");
  await expect(page).toHaveURL(/sort=rating/);
  await expect(page.getByRole("article").first()).toBeVisible();
});

/** A search of its own, so this run renders it first whatever earlier runs cached. */
const freshSearch = () => `/gyms?city=Wellington&minPrice=10&maxPrice=${60 + Math.floor(Math.random() * 40)}`;

test("a visitor with cookies gets the shared page, and their own hearts once it has loaded /api/me", async ({
  page,
}) => {
  const path = freshSearch();
  await page.goto(path);
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
  const heart = page.getByRole("button", { name: /^Save / }).first();
  const name = ((await heart.getAttribute("aria-label")) ?? "").replace(/^Save /, "");
  await heart.click();
  const saved = page.getByRole("button", { name: `Remove ${name} from favourites` });
  await expect(saved).toHaveAttribute("aria-pressed", "true");
  // The fetcher follows the action's redirect; that navigation's loader takes the toast out of the
  // session (a toast still waiting there would make the next view the visitor's own).
  await expect(page.getByText("Gym saved")).toBeVisible();

  // A later view is the page everyone shares (stored in the background after the first view); React
  // hydrates it without a mismatch (one would be a console error, failing the fixture), then presses
  // this visitor's heart from /api/me.
  await expect.poll(async () => (await page.reload())?.headers()["x-page-cache"]).toBe("hit");
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
  await expect(saved).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByRole("button", { name: /^Save / }).first()).toHaveAttribute("aria-pressed", "false");

  // The hydrated heart works: removing it shows the toast and the heart empty.
  await saved.click();
  await expect(page.getByText("Gym removed")).toBeVisible();
  await expect(page.getByRole("button", { name: `Save ${name}` })).toHaveAttribute("aria-pressed", "false");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the heart saves and removes, on the page after the redirect (it carries the toast: the visitor's own)", async ({
    page,
  }) => {
    const path = freshSearch();
    await page.goto(path);
    const heart = page.getByRole("button", { name: /^Save / }).first();
    const name = ((await heart.getAttribute("aria-label")) ?? "").replace(/^Save /, "");
    await heart.click();
    await expect(page).toHaveURL(path);
    const saved = page.getByRole("button", { name: `Remove ${name} from favourites` });
    await expect(saved).toHaveAttribute("aria-pressed", "true");
    // The form under the pressed heart removes the gym.
    await saved.click();
    await expect(page.getByRole("button", { name: `Save ${name}` })).toHaveAttribute("aria-pressed", "false");
  });
});

test("a signed-in visitor gets the shared pages with ACCOUNT and their heart; signed out, SIGN IN", async ({
  page,
  browser,
  baseURL,
}) => {
  const email = `shared-${Date.now()}@example.com`;
  // The admin reads the sign-in link from the outbox (its API to find it, its page session for the source).
  const admin = await browser.newContext({ baseURL });
  const login = await admin.request.post("/api/admin/login", { data: { password: adminPassword() } });
  const { token } = (await login.json()) as { token: string };
  const adminPage = await admin.newPage();
  await adminPage.goto("/admin-login");
  await adminPage.getByLabel("Password").fill(adminPassword());
  await adminPage.getByRole("button", { name: "Sign in" }).click();
  await expect(adminPage).toHaveURL(/\/admin$/);

  await page.goto("/sign-in");
  await page.getByLabel("E-mail").fill(email);
  await page.getByRole("button", { name: "Send me a sign-in link" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Check your e-mail" })).toBeVisible();
  let id = 0;
  await expect
    .poll(
      async () => {
        const rows = (await (
          await admin.request.get("/api/admin/outbox?kind=sign_in_link", {
            headers: { Authorization: `Bearer ${token}` },
          })
        ).json()) as { id: number; to: string; status: string }[];
        const row = rows.find((r) => r.to === email);
        id = row?.id ?? 0;
        return row?.status;
      },
      { timeout: 30_000, intervals: [250, 500, 1000] },
    )
    .toBe("sent");
  const raw = readStrictly(await (await adminPage.request.get(`/admin/outbox/${id}/raw`)).text());
  const text = raw.parts.find((p) => p.type === "text/plain")?.content ?? "";
  const link = /https?:\/\/\S+\/sign-in\/verify\?token=[A-Za-z0-9_-]+&email=[^\s<>"]+/.exec(text)?.[0] ?? "";
  await page.goto(link.replace(/^https?:\/\/[^/]+/, ""));
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/account$/);
  await admin.close();

  // A gym page: shared (cached after its first view), with ACCOUNT in the header, hydrated.
  const path = freshSearch();
  await page.goto(path);
  const gymLink = page.getByRole("link", { name: "Select" }).first();
  const gymPath = (await gymLink.getAttribute("href")) ?? "";
  await page.goto(gymPath);
  const heart = page.getByRole("button", { name: /^Save / });
  await heart.click();
  await expect(page.getByRole("button", { name: /^Remove .* from favourites$/ })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  // The heart's toast, if it is still in the session, makes the next view the visitor's own; the
  // view after it is the shared page again.
  await page.reload();
  const response = await page.reload();
  expect(["hit", "miss"]).toContain(response?.headers()["x-page-cache"]);
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
  const header = page.getByRole("navigation", { name: "Primary" });
  await expect(header.getByRole("link", { name: "ACCOUNT" })).toHaveAttribute("href", "/account");
  await expect(page.getByRole("button", { name: /^Remove .* from favourites$/ })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  // The home page too, and a client navigation from it keeps the header.
  await page.goto("/");
  await expect(header.getByRole("link", { name: "ACCOUNT" })).toBeVisible();
  await header.getByRole("link", { name: "ABOUT US" }).click();
  await expect(header.getByRole("link", { name: "ACCOUNT" })).toBeVisible();

  // Signed out: the shared pages say SIGN IN again.
  await page.goto("/account");
  await page
    .getByRole("button", { name: /^Sign out$/ })
    .first()
    .click();
  // The sign-out lands on the home page before the next page is asked for (else the goto aborts it).
  await expect(page).toHaveURL(/\/$/);
  await page.goto(gymPath);
  await expect(header.getByRole("link", { name: "SIGN IN" })).toHaveAttribute("href", "/sign-in");
});

test("a visitor who booked a gym gets its shared page with their review part from /api/me", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  // A gym of this run's own, so its reviews touch no other test.
  const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  d1(
    `INSERT INTO gyms (name, description, gym_rules, address, city, country, day_pass_rate_cents, currency, time_zone)
       VALUES ('Review Cache Gym ${stamp}', 'A gym for the review cache test.', 'Be kind.', '1 Test Street',
         'Wellington', 'New Zealand', 2500, 'NZD', 'Pacific/Auckland')`,
  );
  const [gym] = d1(`SELECT id FROM gyms WHERE name = 'Review Cache Gym ${stamp}'`) as { id: number }[];
  const gymPath = `/gym/${gym!.id}`;
  const date = new Date(Date.now() + (10 + Math.floor(Math.random() * 150)) * 86_400_000)
    .toISOString()
    .slice(0, 10);
  // Booked and paid by this browser (its anonymous identity): the visit is still to come.
  const created = await page.request.post("/api/bookings", {
    data: {
      gymId: gym!.id,
      athleteName: "Review Athlete",
      athleteEmail: `review-${stamp}@example.com`,
      bookingDate: date,
      startTime: "10:00",
      bookingType: "day_pass",
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const booking = (await created.json()) as { id: number };
  const paid = await page.request.post("/api/process-payment", {
    data: { bookingId: booking.id, paymentMethod: "pm_card_visa" },
  });
  expect(paid.status(), await paid.text()).toBe(200);

  // The shared page (not rendered for them), with their note; it hydrates without a mismatch.
  await page.goto(gymPath);
  const again = await page.reload();
  expect(again?.headers()["x-page-cache"]).toBe("hit");
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
  const reviews = page.getByRole("region", { name: "Reviews" });
  await expect(reviews.getByText("You can review this gym once your visit is completed.")).toBeVisible();
  await expect(reviews.getByRole("button", { name: "Submit Review" })).toHaveCount(0);

  // Visited: the review form, with their booking, on the same shared page.
  d1(`UPDATE bookings SET status = 'completed' WHERE id = ${booking.id}`);
  await page.reload();
  const form = await page.reload();
  expect(form?.headers()["x-page-cache"]).toBe("hit");
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
  await expect(reviews.getByRole("heading", { name: "Leave a Review" })).toBeVisible();
  await expect(reviews.locator('input[name="bookingId"]')).toHaveValue(String(booking.id));

  // Someone else sees the anonymous note, never this visitor's form.
  const stranger = await browser.newContext({ baseURL });
  const other = await stranger.newPage();
  await other.goto(gymPath);
  await expect(
    other.getByText("Only athletes who have completed a booking at this gym can leave a review."),
  ).toBeVisible();
  await expect(other.locator('input[name="bookingId"]')).toHaveCount(0);
  await stranger.close();

  // The form posts their booking: the review is taken, and the page thanks them.
  await reviews.getByLabel("Your review").fill("Clean, friendly and the racks were free at ten.");
  await reviews.getByRole("button", { name: "Submit Review" }).click();
  const thanks = page.getByText("Thank you: you have already reviewed your visits to this gym.");
  await expect(thanks).toBeVisible();
  // And the shared page says so too.
  await page.goto(gymPath);
  await expect(thanks).toBeVisible();
  await expect(page.getByText("Clean, friendly and the racks were free at ten.")).toBeVisible();
});
