import { expect, expectAccessible, test } from "./fixtures";

const SECURITY_HEADERS = [
  "content-security-policy",
  "strict-transport-security",
  "x-content-type-options",
  "referrer-policy",
] as const;

function expectSecurityHeaders(headers: Record<string, string>) {
  for (const name of SECURITY_HEADERS) expect(headers[name], name).toBeTruthy();
  expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
  expect(headers["x-content-type-options"]).toBe("nosniff");
}

test.describe("pages over HTTP", () => {
  for (const [path, text] of [
    ["/", "GET EARLY ACCESS"],
    ["/about", "let athletes keep their routine anywhere"],
    ["/gym-terms", "No upfront fees and no listing fees."],
  ] as const) {
    test(`GET ${path} is 200 with its text and security headers`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      expect(await response.text()).toContain(text);
      expectSecurityHeaders(response.headers());
    });
  }

  test("an unknown path is a 404 with the not-found text", async ({ request }) => {
    const response = await request.get("/no-such-page");
    expect(response.status()).toBe(404);
    expect(await response.text()).toContain("Did you forget to add the page to the router?");
    expectSecurityHeaders(response.headers());
  });

  test("static assets carry the security headers too", async ({ request }) => {
    const response = await request.get("/favicon.svg");
    expect(response.status()).toBe(200);
    expectSecurityHeaders(response.headers());
  });

  test("a cross-site POST is refused", async ({ request }) => {
    const response = await request.post("/about", {
      headers: { Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" },
      form: { x: "1" },
    });
    expect(response.status()).toBe(403);
  });

  test("the not-found page renders in the browser and is accessible", async ({ page }) => {
    const response = await page.goto("/no-such-page");
    expect(response?.status()).toBe(404);
    await expect(page.getByText("Did you forget to add the page to the router?")).toBeVisible();
    await expect(page.getByRole("link", { name: "Return Home" })).toHaveAttribute("href", "/");
    await expectAccessible(page);
  });

  test("gym terms: partner terms with the cancellation policy and a button to /add-gym", async ({ page }) => {
    await page.goto("/gym-terms");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Partner terms for gym owners");
    await expect(page.getByText("Free cancellation up to 24 hours before your booking.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Add Your Gym" })).toHaveAttribute("href", "/add-gym");
    await expectAccessible(page);
  });

  test("about: story, mission and the two join links", async ({ page }) => {
    await page.goto("/about");
    await expect(page.getByRole("heading", { name: "Our mission" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Find a Gym" })).toHaveAttribute("href", "/gym-feed");
    await expect(page.getByRole("link", { name: "List Your Facility" })).toHaveAttribute("href", "/add-gym");
  });
});
