import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page } from "@playwright/test";

/**
 * The client address a test acts from. The worker rate-limits public posts per address (ADR 017:
 * 10 a minute per form), and the whole suite runs from one machine; locally wrangler lets the client
 * set CF-Connecting-IP (only Cloudflare's edge sets it in production), so each test (and each retry)
 * gets an address of its own, from the benchmarking range 198.18.0.0/15, and never trips a limit.
 */
export function testAddress(seed: string): string {
  let hash = 2166136261;
  for (let i = 0; i < seed.length; i++) hash = Math.imul(hash ^ seed.charCodeAt(i), 16777619);
  const n = ((hash >>> 0) % (2 * 256 * 256 - 2)) + 1;
  return `198.${18 + (n >> 16)}.${(n >> 8) & 255}.${n & 255}`;
}

/**
 * Every test fails on a console error or an uncaught page error: that is how hydration
 * mismatches and React warnings surface in a production build.
 */
export const test = base.extend<{ consoleErrors: string[] }>({
  // Every page, context and API request of the test carries its own client address (see above).
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => {
    const seed = `${testInfo.testId}:${testInfo.repeatEachIndex}:${testInfo.retry}`;
    await use({ ...extraHTTPHeaders, "CF-Connecting-IP": testAddress(seed) });
  },
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on("console", (message) => {
        if (message.type() !== "error") return;
        const text = message.text();
        // A 404 or 400 document is expected where a test visits a missing page or bad URL on purpose,
        // a 402 where it pays with a card that is declined on purpose.
        if (/Failed to load resource: the server responded with a status of 40[024]/.test(text)) return;
        errors.push(text);
      });
      page.on("pageerror", (error) => errors.push(`pageerror: ${error.message}`));
      await use(errors);
      expect(errors, "console errors during the test").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * Closes the toast showing, as a visitor would: it lies over the top of the page for five seconds,
 * and a click on a header link under it would wait that long.
 */
export async function closeToast(page: Page) {
  await page
    .getByRole("region", { name: /^Notifications/ })
    .getByRole("button", { name: "Close" })
    .click();
}

/**
 * Runs axe (WCAG 2.2 A/AA) on the page and expects no violations. In axe.run's own mode: the app's
 * pages have no frames, so the default's per-frame runs merged in a new blank page (opened and
 * closed for every check, about half a second each) found nothing more.
 */
export async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
    .setLegacyMode(true)
    .analyze();
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`,
  );
  expect(summary, "axe violations").toEqual([]);
}
