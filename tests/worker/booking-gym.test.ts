import { describe, expect, it } from "vitest";
import { gymClosedDates, gymImages, gymOperatingDays } from "~/db/schema";
import { addDays, todayIn } from "~/domain/zoned-time";
import { getBookingGym } from "~/models/booking-gym.server";
import { db, insertGym } from "./helpers";

/*
 * The gym a booking is checked against (issue 19): one D1 statement with its weekly hours, first
 * photo and coming closed dates as JSON, where it was four reads in a batch.
 */
describe("getBookingGym", () => {
  it("reads the gym with its days and their hours, its first photo and its closed dates from yesterday on", async () => {
    const gym = await insertGym({ name: "Harbour Lift", openTime: "06:00", closeTime: "21:00" });
    await db()
      .insert(gymOperatingDays)
      .values([
        { gymId: gym.id, day: 5, openTime: null, closeTime: null },
        { gymId: gym.id, day: 1, openTime: "05:30", closeTime: "22:00" },
        { gymId: gym.id, day: 3, openTime: null, closeTime: null },
      ]);
    await db()
      .insert(gymImages)
      .values([
        { gymId: gym.id, position: 1, url: "/photos/second.jpg", alt: "The rack room" },
        { gymId: gym.id, position: 0, url: "/photos/first.jpg", alt: 'Platforms, "quoted" 🏋️' },
      ]);
    const today = todayIn("Pacific/Auckland", Date.now());
    await db()
      .insert(gymClosedDates)
      .values([
        { gymId: gym.id, date: addDays(today, 30) },
        { gymId: gym.id, date: addDays(today, -10) },
        { gymId: gym.id, date: addDays(today, 2) },
      ]);

    const read = await getBookingGym(db(), gym.id);
    expect(read).toMatchObject({
      id: gym.id,
      name: "Harbour Lift",
      operatingDays: [1, 3, 5],
      dayHours: { 1: { openTime: "05:30", closeTime: "22:00" } },
      closedDates: [addDays(today, 2), addDays(today, 30)],
      image: "/photos/first.jpg",
      imageAlt: 'Platforms, "quoted" 🏋️',
      is24Hours: false,
    });
  });

  it("without days, photos or closed dates: empty lists, no image and the name as its alt; none for an inactive gym", async () => {
    const gym = await insertGym({ name: "Bare Gym" });
    expect(await getBookingGym(db(), gym.id)).toMatchObject({
      operatingDays: [],
      dayHours: {},
      closedDates: [],
      image: null,
      imageAlt: "Bare Gym",
      averageRating: null,
      reviewCount: 0,
    });
    const hidden = await insertGym({ isActive: false });
    expect(await getBookingGym(db(), hidden.id)).toBeUndefined();
    expect(await getBookingGym(db(), 987_654_321)).toBeUndefined();
  });
});
