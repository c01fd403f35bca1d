import type { APIRequestContext } from "@playwright/test";

/** A seeded Wellington gym open every day from 08:00 to 18:00 at least, so any future date and time works. */
export async function openEveryDayGym(request: APIRequestContext) {
  const list = (await (await request.get("/api/gyms?city=Wellington")).json()) as { id: number }[];
  for (const { id } of list) {
    const gym = (await (await request.get(`/api/gyms/${id}`)).json()) as {
      id: number;
      name: string;
      operatingDays: number[];
      is24Hours: boolean;
      openTime: string;
      closeTime: string;
    };
    if (
      gym.operatingDays.length === 7 &&
      !gym.is24Hours &&
      gym.openTime <= "08:00" &&
      gym.closeTime >= "18:00"
    )
      return gym;
  }
  throw new Error("No seeded Wellington gym opens every day");
}
