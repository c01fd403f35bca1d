/**
 * The equipment and amenity masks the search filters on (ADR 015): the database keeps them by
 * trigger, whatever writes the lists, and its option bits are the catalogue's.
 */
import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { gymAmenities, gymEquipment, gyms } from "~/db/schema";
import { AMENITY_OPTIONS, EQUIPMENT_OPTIONS } from "~/domain/catalog";
import { parseGymSearch } from "~/domain/gym-search";
import { searchGyms } from "~/models/gym-search.server";
import { db, insertGym } from "./helpers";

const bit = (options: readonly string[], name: string) => 1 << options.indexOf(name);

async function masks(gymId: number) {
  const [row] = await db()
    .select({ equipment: gyms.equipmentMask, amenities: gyms.amenityMask })
    .from(gyms)
    .where(eq(gyms.id, gymId));
  return row;
}

async function search(params: string) {
  const parsed = parseGymSearch(new URLSearchParams(params));
  if (!parsed.ok) throw new Error(parsed.message);
  return (await searchGyms(db(), parsed.query)).gyms.map((g) => g.name);
}

describe("search masks", () => {
  it("search_options holds each catalogue option at its position", async () => {
    const { results } = await env.DB.prepare(
      "SELECT kind, name, bit FROM search_options ORDER BY kind, bit",
    ).all();
    expect(results).toEqual([
      ...AMENITY_OPTIONS.map((name, i) => ({ kind: "amenity", name, bit: i })),
      ...EQUIPMENT_OPTIONS.map((name, i) => ({ kind: "equipment", name, bit: i })),
    ]);
  });

  it("follow every insert, delete and rename of a gym's equipment and amenities", async () => {
    const gym = await insertGym({ city: "Masktown", name: "Mask Gym" });
    expect(await masks(gym.id)).toEqual({ equipment: 0, amenities: 0 });

    await db()
      .insert(gymEquipment)
      .values([
        { gymId: gym.id, name: "Lift Rack" },
        { gymId: gym.id, name: "Kettlebells" },
        { gymId: gym.id, name: "Tyre" }, // not a search option: no bit
      ]);
    await db().insert(gymAmenities).values({ gymId: gym.id, name: "Ice Bath" });
    expect(await masks(gym.id)).toEqual({
      equipment: bit(EQUIPMENT_OPTIONS, "Lift Rack") | bit(EQUIPMENT_OPTIONS, "Kettlebells"),
      amenities: bit(AMENITY_OPTIONS, "Ice Bath"),
    });
    expect(
      await search("city=Masktown&equipment=Lift+Rack&equipment=Kettlebells&amenities=Ice+Bath"),
    ).toEqual(["Mask Gym"]);

    await db().delete(gymEquipment).where(eq(gymEquipment.name, "Kettlebells"));
    expect((await masks(gym.id))?.equipment).toBe(bit(EQUIPMENT_OPTIONS, "Lift Rack"));
    expect(await search("city=Masktown&equipment=Kettlebells")).toEqual([]);
    expect(await search("city=Masktown&equipment=Lift+Rack")).toEqual(["Mask Gym"]);

    await db().update(gymAmenities).set({ name: "Sauna" }).where(eq(gymAmenities.gymId, gym.id));
    expect((await masks(gym.id))?.amenities).toBe(bit(AMENITY_OPTIONS, "Sauna"));
    expect(await search("city=Masktown&amenities=Ice+Bath")).toEqual([]);
    expect(await search("city=Masktown&amenities=Sauna")).toEqual(["Mask Gym"]);
  });

  it("moving a list row to another gym updates both gyms", async () => {
    const from = await insertGym({ city: "Masktown", name: "From Gym" });
    const to = await insertGym({ city: "Masktown", name: "To Gym" });
    await db().insert(gymEquipment).values({ gymId: from.id, name: "Battle Ropes" });
    await db().update(gymEquipment).set({ gymId: to.id }).where(eq(gymEquipment.gymId, from.id));
    expect((await masks(from.id))?.equipment).toBe(0);
    expect((await masks(to.id))?.equipment).toBe(bit(EQUIPMENT_OPTIONS, "Battle Ropes"));
  });
});
