import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { Carousel } from "./Carousel";

const TITLES = ["Find the perfect gym", "Get discovered", "Become an ambassador", "Merchandise"];
const slides = TITLES.map((title, i) => (
  <div key={title}>
    <h2>{title}</h2>
    {i === 2 ? <a href="/ambassador-terms">Apply Now</a> : null}
  </div>
));

function activeTitle() {
  // Inactive slides are aria-hidden and inert, so only the active slide's heading is exposed.
  return screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent);
}

function setup(props: Partial<React.ComponentProps<typeof Carousel>> = {}) {
  const user = userEvent.setup({ delay: null });
  render(
    <>
      <Carousel aria-label="Highlights" slides={slides} {...props} />
      <button type="button">Outside</button>
    </>,
  );
  return { user, region: screen.getByRole("region", { name: "Highlights" }) };
}

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

function stubReducedMotion(reduce: boolean) {
  vi.stubGlobal("matchMedia", (query: string) => ({
    matches: reduce && query.includes("reduce"),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("Carousel", () => {
  test("a carousel region of labelled slides; only the active slide is exposed", () => {
    const { region } = setup();
    expect(region.getAttribute("aria-roledescription")).toBe("carousel");
    const groups = within(region).getAllByRole("group");
    expect(groups).toHaveLength(1);
    expect(groups[0]?.getAttribute("aria-label")).toBe("1 of 4");
    expect(groups[0]?.getAttribute("aria-roledescription")).toBe("slide");
    expect(activeTitle()).toEqual(["Find the perfect gym"]);
    expect(screen.getByRole("button", { name: "Go to slide 1" }).getAttribute("aria-current")).toBe("true");
    expect(screen.getByRole("button", { name: "Go to slide 2" }).getAttribute("aria-current")).toBeNull();
  });

  test("links in inactive slides are not reachable", () => {
    setup();
    expect(screen.queryByRole("link", { name: "Apply Now" })).toBeNull();
    const hidden = screen.getByRole("link", { name: "Apply Now", hidden: true });
    expect(hidden.closest("[inert]")).not.toBeNull();
  });

  test("advances by one every 8000 ms and wraps around", () => {
    setup();
    advance(7999);
    expect(activeTitle()).toEqual([TITLES[0]]);
    advance(1);
    expect(activeTitle()).toEqual([TITLES[1]]);
    // One act() per period: React renders (and re-arms the timer) between them, as in the browser.
    for (const _ of [1, 2, 3]) advance(8000);
    expect(activeTitle()).toEqual([TITLES[0]]);
  });

  test("arrows and dots change the slide, with wrap-around", async () => {
    const { user } = setup();
    await user.click(screen.getByRole("button", { name: "Previous slide" }));
    expect(activeTitle()).toEqual([TITLES[3]]);
    await user.click(screen.getByRole("button", { name: "Next slide" }));
    expect(activeTitle()).toEqual([TITLES[0]]);
    await user.click(screen.getByRole("button", { name: "Go to slide 3" }));
    expect(activeTitle()).toEqual([TITLES[2]]);
    expect(screen.getByRole("link", { name: "Apply Now" })).toBeTruthy();
  });

  test("pauses while hovered", async () => {
    const { user, region } = setup();
    await user.hover(region);
    advance(20_000);
    expect(activeTitle()).toEqual([TITLES[0]]);
    await user.unhover(region);
    advance(8000);
    expect(activeTitle()).toEqual([TITLES[1]]);
  });

  test("pauses while focus is inside, and the slides become a polite live region", async () => {
    const { user, region } = setup();
    const track = region.querySelector("[data-slot=carousel-track]");
    expect(track?.getAttribute("aria-live")).toBe("off");
    await user.click(screen.getByRole("button", { name: "Next slide" }));
    await user.unhover(region);
    expect(track?.getAttribute("aria-live")).toBe("polite");
    advance(20_000);
    expect(activeTitle()).toEqual([TITLES[1]]);
    act(() => screen.getByRole("button", { name: "Outside" }).focus());
    advance(8000);
    expect(activeTitle()).toEqual([TITLES[2]]);
  });

  test("the pause button stops rotation and becomes a play button", async () => {
    const { user, region } = setup();
    await user.click(screen.getByRole("button", { name: "Pause slideshow" }));
    await user.unhover(region);
    act(() => screen.getByRole("button", { name: "Outside" }).focus());
    advance(20_000);
    expect(activeTitle()).toEqual([TITLES[0]]);
    await user.click(screen.getByRole("button", { name: "Play slideshow" }));
    await user.unhover(region);
    act(() => screen.getByRole("button", { name: "Outside" }).focus());
    advance(8000);
    expect(activeTitle()).toEqual([TITLES[1]]);
  });

  test("never advances on its own when the user prefers reduced motion", () => {
    stubReducedMotion(true);
    const { region } = setup();
    expect(screen.getByRole("button", { name: "Play slideshow" })).toBeTruthy();
    expect(region.querySelector("[data-slot=carousel-track]")?.getAttribute("aria-live")).toBe("polite");
    advance(60_000);
    expect(activeTitle()).toEqual([TITLES[0]]);
  });

  test("custom interval and initial index", () => {
    setup({ intervalMs: 300, initialIndex: 3 });
    expect(activeTitle()).toEqual([TITLES[3]]);
    advance(300);
    expect(activeTitle()).toEqual([TITLES[0]]);
  });

  test("server rendering touches no browser API and renders the rotating state", () => {
    const matchMedia = vi.fn();
    vi.stubGlobal("matchMedia", matchMedia);
    const html = renderToString(<Carousel aria-label="Highlights" slides={slides} />);
    expect(matchMedia).not.toHaveBeenCalled();
    expect(html).toContain('aria-roledescription="carousel"');
    expect(html).toContain("Pause slideshow");
  });
});
