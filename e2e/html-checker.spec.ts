import { hasJava, JAVA_HELP } from "../scripts/lib/java.ts";
import { expect, test } from "./fixtures";
import { checkHtml } from "./vnu";

/*
 * The W3C Nu HTML Checker (npm vnu-jar, on Java) over the main pages, as the server sends them and
 * as the browser holds them once JavaScript has run: 0 errors (ADR 027). All documents of a test go
 * to one vnu run, so the JVM starts once.
 */

/** The main pages, and a few states of them (a filtered search, a signed-out booking form). */
const PAGES = [
  "/",
  "/gyms",
  "/gyms?city=Auckland&sort=rating&equipment=Lift+Rack&athletes=2",
  "/gym/1",
  "/gym/1/book",
  "/gym-feed",
  "/gym-map",
  "/trainer-feed",
  "/trainer/1",
  "/team-booking",
  "/team-booking?city=Wellington&athletes=5",
  "/sport-specific",
  "/add-gym",
  "/ambassador-application",
  "/ambassador-terms",
  "/waitlist",
  "/bookings",
  "/saved-gyms",
  "/sign-in",
  "/about",
  "/gym-terms",
  "/merchandise",
  "/merchandise?category=outerwear&sort=price-asc",
  "/showcase",
  "/gym-mockup",
  "/gym-booking-mockup",
  "/booking-integration",
  "/admin-login",
  "/gym-application-thank-you",
  "/ambassador-thank-you",
  "/no-such-page",
] as const;

const TILE = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
  "base64",
);

test.describe("Nu HTML Checker", () => {
  test.skip(({ isMobile }) => isMobile, "one run covers the markup");
  test.beforeAll(() => {
    if (!hasJava()) throw new Error(JAVA_HELP);
  });

  test("every main page, as the server sends it, has 0 HTML errors", async ({ request }) => {
    test.setTimeout(180_000);
    const documents = new Map<string, string>();
    for (const url of PAGES) {
      const response = await request.get(url);
      expect(response.status(), url).toBe(url === "/no-such-page" ? 404 : 200);
      documents.set(url, await response.text());
    }
    // Forms sent without JavaScript and refused: the page again, with the messages on the fields.
    for (const url of ["/add-gym", "/ambassador-application", "/waitlist", "/sign-in"]) {
      const response = await request.post(url, { form: { email: "not-an-email" } });
      expect(response.status(), `POST ${url}`).toBe(400);
      documents.set(`POST ${url}`, await response.text());
    }
    expect(checkHtml(documents), "HTML errors").toEqual([]);
  });

  test("every main page, once JavaScript has run, has 0 HTML errors", async ({ page }) => {
    // 31 pages, each loaded and hydrated: about 25 s on an idle machine, minutes on a busy one.
    test.setTimeout(360_000);
    // The map's tiles: the test machine has no internet (a 1x1 PNG stands in).
    await page.route("https://tile.openstreetmap.org/**", (route) =>
      route.fulfill({ status: 200, contentType: "image/png", body: TILE }),
    );
    const documents = new Map<string, string>();
    for (const url of PAGES) {
      await page.goto(url);
      await page.locator("html[data-hydrated]").waitFor();
      documents.set(url, `<!DOCTYPE html>${await page.evaluate(() => document.documentElement.outerHTML)}`);
    }
    expect(checkHtml(documents), "HTML errors").toEqual([]);
  });
});
