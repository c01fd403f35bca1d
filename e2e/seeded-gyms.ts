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

/** A seeded gym with a bookable "Sauna 1", and a date it is open (random, so reruns don't collide). */
export async function saunaGym(request: APIRequestContext) {
  for (const city of [
    "Wellington",
    "Auckland",
    "Sydney",
    "Melbourne",
    "Christchurch",
    "Brisbane",
    "Queenstown",
  ]) {
    const list = (await (await request.get(`/api/gyms?city=${city}&amenities=Sauna`)).json()) as {
      id: number;
    }[];
    for (const { id } of list) {
      const html = await (await request.get(`/gym/${id}`)).text();
      if (!html.includes("Book recovery amenities") || !html.includes("(Sauna)")) continue;
      const gym = (await (await request.get(`/api/gyms/${id}`)).json()) as {
        name: string;
        operatingDays: number[];
      };
      let offset = 20 + Math.floor(Math.random() * 300);
      for (let i = 0; i < 7; i++, offset++) {
        const date = new Date(Date.now() + offset * 86_400_000);
        if (gym.operatingDays.length === 0 || gym.operatingDays.includes(date.getUTCDay()))
          return { id, name: gym.name, date: date.toISOString().slice(0, 10) };
      }
    }
  }
  throw new Error("No seeded gym with a bookable sauna");
}
