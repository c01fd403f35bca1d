/** Issue 20: the trainer feed's dates and sessions narrow to trainers working then, and travel on. */
import { beforeAll, describe, expect, it } from "vitest";
import { trainers } from "~/db/schema";
import { loader as profileLoader } from "~/routes/trainer/route";
import { loader } from "~/routes/trainer-feed/route";
import { db } from "./helpers";
import { call } from "./route-helpers";

/** The next date at least 3 days ahead on `weekday` (0 = Sunday). */
function next(weekday: number): string {
  for (let d = 3; ; d++) {
    const date = new Date(Date.now() + d * 86_400_000);
    if (date.getUTCDay() === weekday) return date.toISOString().slice(0, 10);
  }
}
const plus = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

let weekendId: number;
beforeAll(async () => {
  const base = {
    currency: "NZD" as const,
    country: "New Zealand" as const,
    hourlyRateCents: 8000,
    city: "Feedton",
  };
  const rows = await db()
    .insert(trainers)
    .values([
      { ...base, name: "Weekend Wren", availability: "Evenings and weekends" },
      { ...base, name: "Weekday Will", availability: "Weekdays 6am-12pm" },
      { ...base, name: "Anytime Ana", availability: "Afternoons and evenings" },
    ])
    .returning({ id: trainers.id });
  weekendId = rows[0]!.id;
});

type Feed = { trainers: { name: string }[]; trip: string; dateErrors: { to?: string } };
const names = (feed: Feed) => feed.trainers.map((t) => t.name).sort();

// The first call loads the route module (and the design system), slow on a busy machine.
describe("/trainer-feed", { timeout: 30_000 }, () => {
  it("without dates everyone is listed, whatever the sessions", async () => {
    const feed = (await call(loader, "/trainer-feed?q=feedton&sessions=5")).body as Feed;
    expect(names(feed)).toEqual(["Anytime Ana", "Weekday Will", "Weekend Wren"]);
  });

  it("a weekend keeps the weekend and any-day trainers; two sessions in a weekend need both days", async () => {
    const saturday = next(6);
    const sunday = plus(saturday, 1);
    const feed = (await call(loader, `/trainer-feed?q=feedton&from=${saturday}&to=${sunday}`)).body as Feed;
    expect(names(feed)).toEqual(["Anytime Ana", "Weekend Wren"]);
    const three = (await call(loader, `/trainer-feed?q=feedton&from=${saturday}&to=${sunday}&sessions=3`))
      .body as Feed;
    expect(names(three)).toEqual([]);
    expect(feed.trip).toBe(`?from=${saturday}&to=${sunday}`);
  });

  it("a reversed range is an error on the end date, not a 400", async () => {
    const saturday = next(6);
    const feed = (await call(loader, `/trainer-feed?from=${saturday}&to=${plus(saturday, -1)}`)).body as Feed;
    expect(feed.dateErrors.to).toBe("The end date must not be before the start date");
  });

  it("the trainer page's request form starts with the carried dates and sessions", async () => {
    const saturday = next(6);
    const page = (
      await call(profileLoader, `/trainer/${weekendId}?from=${saturday}&sessions=2&to=2020-01-01`, {
        params: { id: String(weekendId) },
      })
    ).body as { requestDefaults: Record<string, string> };
    expect(page.requestDefaults).toEqual({ from: saturday, sessions: "2" });
  });
});
