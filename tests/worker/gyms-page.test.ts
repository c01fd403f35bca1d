/** The /gyms page shows SEARCH_PAGE_SIZE gyms at a time, with a pager for the rest. */
import { beforeAll, describe, expect, it } from "vitest";
import { SEARCH_PAGE_SIZE } from "~/domain/gym-search-options";
import GymsPage, { loader } from "~/routes/gyms/route";
import { insertGym } from "./helpers";
import { call, renderRoute } from "./route-helpers";

const CITY = "Pagerville";
const names = Array.from(
  { length: SEARCH_PAGE_SIZE + 3 },
  (_, i) => `Pager Gym ${String(i + 1).padStart(2, "0")}`,
);

beforeAll(async () => {
  // Cheapest first, so price order is name order.
  for (const [i, name] of names.entries())
    await insertGym({ name, city: CITY, dayPassRateCents: 2000 + i * 100 });
});

const path = (page?: number) => `/gyms?city=${CITY}&sort=price${page ? `&page=${page}` : ""}`;

describe("/gyms pages", () => {
  it("the first page holds SEARCH_PAGE_SIZE gyms and the next the rest, in order", async () => {
    const first = (await call(loader, path())).body as {
      result: { gyms: { name: string }[]; total: number };
    };
    expect(first.result.total).toBe(names.length);
    expect(first.result.gyms.map((g) => g.name)).toEqual(names.slice(0, SEARCH_PAGE_SIZE));
    const second = (await call(loader, path(2))).body as { result: { gyms: { name: string }[] } };
    expect(second.result.gyms.map((g) => g.name)).toEqual(names.slice(SEARCH_PAGE_SIZE));
  });

  it("renders a pager that keeps the search in its links", async () => {
    const html = await renderRoute(GymsPage, loader, path());
    expect(html).toContain('aria-label="Search result pages"');
    expect(html).toContain("Page 1 of 2");
    expect(html).toContain(`href="/gyms?city=${CITY}&amp;sort=price&amp;page=2"`);
    expect(html).not.toContain("Previous page");
    const last = await renderRoute(GymsPage, loader, path(2));
    expect(last).toContain("Page 2 of 2");
    expect(last).toContain(`href="/gyms?city=${CITY}&amp;sort=price"`);
    expect(last).not.toContain("Next page");
  });

  it("one page of results has no pager", async () => {
    const html = await renderRoute(GymsPage, loader, `/gyms?city=${CITY}&maxPrice=20`);
    expect(html).not.toContain("Search result pages");
  });
});
