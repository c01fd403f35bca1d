import { readFileSync } from "node:fs";
import path from "node:path";
import { test as base, expect, type Page } from "@playwright/test";

/**
 * Every story of the built catalogue, screenshotted in this project's width and theme and compared
 * with __screenshots__/<project>/<story id>.png (ADR 021). One test per component (its stories in
 * order) keeps the log short and a failure cheap: a worker keeps one page on the catalogue and
 * switches stories through Storybook's channel, as the sidebar does, instead of reloading.
 */

export interface VisualMode {
  theme: "light" | "dark";
  /** Skip the stories that draw their own phone frame (ids ending in --mobile). */
  skipMobileStories?: boolean;
}

interface IndexEntry {
  type: "story" | "docs";
  id: string;
  title: string;
  name: string;
  tags?: string[];
}

/** The built catalogue: storybook-static/, or VISUAL_CATALOGUE (serve.ts serves the same folder). */
const INDEX = path.join(
  process.env.VISUAL_CATALOGUE ?? path.resolve(import.meta.dirname, "../../storybook-static"),
  "index.json",
);
let entries: IndexEntry[];
try {
  entries = Object.values(
    (JSON.parse(readFileSync(INDEX, "utf8")) as { entries: Record<string, IndexEntry> }).entries,
  );
} catch {
  throw new Error(`${INDEX} is missing: run \`npm run build-storybook\` first (npm run test:visual does).`);
}

/**
 * Left out: a story tagged "no-visual" (the carousel's rotation stories: nothing rotates under
 * reduced motion), and at desktop width the "Mobile" stories, which draw their own 375px phone
 * frame and so would repeat the phone project's picture in a wider, empty page.
 */
const stories = entries.filter((e) => e.type === "story" && !e.tags?.includes("no-visual"));
const byComponent = new Map<string, IndexEntry[]>();
for (const story of stories) byComponent.set(story.title, [...(byComponent.get(story.title) ?? []), story]);

/** The clock every story sees: calendars open on this month, "today" is this day. */
const NOW = new Date("2026-11-18T09:30:00+13:00");

const test = base.extend<object, { mode: VisualMode; catalogue: Page }>({
  mode: [{ theme: "light" }, { scope: "worker", option: true }],
  catalogue: [
    async ({ browser, mode }, use, workerInfo) => {
      const { viewport, colorScheme, reducedMotion, locale, timezoneId, deviceScaleFactor, baseURL } =
        workerInfo.project.use;
      const context = await browser.newContext({
        viewport,
        colorScheme,
        reducedMotion,
        locale,
        timezoneId,
        deviceScaleFactor,
        baseURL,
      });
      const page = await context.newPage();
      await page.clock.setFixedTime(NOW);
      await page.goto("/iframe.html?viewMode=story");
      await page.waitForFunction(
        () => "__STORYBOOK_ADDONS_CHANNEL__" in window && "__STORYBOOK_PREVIEW__" in window,
      );
      // The theme toolbar's global; the a11y addon's automatic axe run is off (the story tests run axe).
      await page.evaluate(
        (theme) =>
          window.__STORYBOOK_ADDONS_CHANNEL__.emit("updateGlobals", {
            globals: { theme, a11y: { manual: true } },
          }),
        mode.theme,
      );
      await use(page);
      await context.close();
    },
    { scope: "worker" },
  ],
});

declare global {
  interface Window {
    __STORYBOOK_ADDONS_CHANNEL__: {
      emit(event: string, ...args: unknown[]): void;
      on(event: string, listener: (...args: never[]) => void): void;
      off(event: string, listener: (...args: never[]) => void): void;
    };
    __STORYBOOK_PREVIEW__: unknown;
  }
}

/** Shows a story and resolves when it has rendered and its play function has run: "success" or why not. */
function render(page: Page, storyId: string): Promise<string> {
  return page.evaluate(
    (id) =>
      new Promise<string>((resolve) => {
        const channel = window.__STORYBOOK_ADDONS_CHANNEL__;
        const listeners: [string, (...args: never[]) => void][] = [
          [
            "storyFinished",
            (event: { storyId: string; status: string }) => event.storyId === id && done(event.status),
          ],
          ["storyMissing", () => done("missing")],
          ["storyErrored", (error: { title?: string }) => done(`errored: ${error.title ?? ""}`)],
          ["storyThrewException", (error: { message?: string }) => done(`threw: ${error.message ?? ""}`)],
          [
            "playFunctionThrewException",
            (error: { message?: string }) => done(`play threw: ${error.message ?? ""}`),
          ],
        ];
        const timer = setTimeout(() => done("timed out"), 30_000);
        function done(status: string) {
          clearTimeout(timer);
          for (const [event, listener] of listeners) channel.off(event, listener);
          resolve(status);
        }
        for (const [event, listener] of listeners) channel.on(event, listener);
        channel.emit("setCurrentStory", { storyId: id, viewMode: "story" });
      }),
    storyId,
  );
}

/**
 * The part of the page to compare: the full width, from the top to 16px below the lowest visible
 * element (portals, dialogs and toasts included), so empty space is not stored in every PNG.
 */
async function contentClip(page: Page) {
  return page.evaluate(async () => {
    await document.fonts.ready;
    // Lazy images below the fold would never load (the full-page screenshot is taller than the
    // viewport): load them now, and give any image at most 5 s.
    await Promise.all(
      Array.from(document.images, (img) => {
        if (img.complete) return undefined;
        img.loading = "eager";
        return Promise.race([img.decode().catch(() => undefined), new Promise((r) => setTimeout(r, 5000))]);
      }),
    );
    // An open modal dialog's focus: showModal() gives it to the first focusable element, which is
    // the Close button, or the scrolling body when its content happens to overflow at that moment
    // (an image still loading), and Chromium draws the ring or not depending on what ran before
    // (:focus-visible heuristics). Put it on the first control, ring drawn, as a keyboard user
    // sees it, unless a play function moved it to another control.
    const frame = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    // Controls only: the scrolling body (tabindex="0", so keyboard users can scroll it) is not one.
    const CONTROLS = "[autofocus], button, [href], input:not([type=hidden]), select, textarea";
    for (let attempt = 0; attempt < 3; attempt++) {
      const dialog = document.querySelector<HTMLDialogElement>("dialog[open]");
      if (!dialog?.matches(":modal")) break;
      const controls = Array.from(dialog.querySelectorAll<HTMLElement>(CONTROLS)).filter(
        (el) => !el.matches(":disabled") && el.checkVisibility(),
      );
      const active = document.activeElement as HTMLElement | null;
      const onControl = active !== null && controls.includes(active);
      if (onControl && active.matches(":focus-visible")) break;
      for (const target of onControl ? [active] : controls) {
        target.blur();
        target.focus({ focusVisible: true } as FocusOptions);
        if (document.activeElement === target) break;
      }
      await frame();
    }
    // From the top: a play function that focused something low down may have scrolled the page,
    // and sticky or fixed parts would be drawn elsewhere.
    window.scrollTo(0, 0);
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    let bottom = 0;
    for (const element of document.body.querySelectorAll("*")) {
      if (element.closest("script, style, #storybook-docs")) continue;
      const rect = element.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0) continue;
      bottom = Math.max(bottom, rect.bottom + window.scrollY);
    }
    const height = Math.min(Math.ceil(bottom) + 16, document.documentElement.scrollHeight);
    return { x: 0, y: 0, width: document.documentElement.clientWidth, height: Math.max(height, 16) };
  });
}

for (const [title, componentStories] of byComponent) {
  test(title, async ({ catalogue, mode }) => {
    for (const story of componentStories) {
      if (mode.skipMobileStories && story.id.endsWith("--mobile")) continue;
      // Whether Chromium draws a focus ring where a story moves focus (:focus-visible) depends on
      // the last input's kind and on the element focused before: blur whatever the last story
      // focused and press a real key, so every story starts the same, keyboard-style.
      await catalogue.evaluate(() => (document.activeElement as HTMLElement | null)?.blur?.());
      await catalogue.keyboard.press("Shift");
      const status = await render(catalogue, story.id);
      expect.soft(status, `${story.id} should render`).toBe("success");
      await expect.soft(catalogue).toHaveScreenshot(`${story.id}.png`, {
        clip: await contentClip(catalogue),
        fullPage: true,
      });
    }
  });
}
