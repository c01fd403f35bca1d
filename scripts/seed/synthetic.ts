/**
 * Deterministic synthetic gyms for benchmarks (`npm run seed -- --gyms 100000`). Each gym is
 * generated from its own id-seeded PRNG, so any id range produces the same rows however the run
 * is chunked. Synthetic gyms have searchable lists and images but no owner, staff, secrets,
 * bookings or reviews.
 */
import { AMENITY_OPTIONS, EQUIPMENT_OPTIONS, SPORTS } from "../../app/domain/catalog.ts";
import { CITIES, type City } from "./cities.ts";
import {
  CHECK_IN_POLICIES,
  GYM_RULES,
  SYNTHETIC_DESCRIPTIONS,
  SYNTHETIC_NAME_PREFIXES,
  SYNTHETIC_NAME_SUFFIXES,
} from "./content.ts";
import { addGymLists, HOURS, monthlyRate, Tables, weeklyRate } from "./dataset.ts";
import type { HoursProfile } from "./gyms.ts";
import { createRandom } from "./random.ts";

const PROFILES: HoursProfile[] = ["h24", "early", "early", "day", "day", "noSun", "studio"];
const WEIGHTED_CITIES: City[] = CITIES.flatMap((city) => Array.from({ length: city.weight }, () => city));
const SYNTHETIC_LISTED_FROM = Date.UTC(2025, 9, 1);

/** Rows for synthetic gyms `fromId` .. `toId` (inclusive) and their child lists. */
export function buildSyntheticGyms(fromId: number, toId: number): Tables {
  const tables = new Tables();
  for (let id = fromId; id <= toId; id++) {
    const r = createRandom(Math.imul(id, 2654435761) ^ 0x5eed);
    const city = r.pick(WEIGHTED_CITIES);
    const profile = r.pick(PROFILES);
    const hours = HOURS[profile];
    const dayPass = r.int(15, 60);
    const name = `${r.pick(SYNTHETIC_NAME_PREFIXES)} ${r.pick(SYNTHETIC_NAME_SUFFIXES)}`;
    const equipment = r.sample(EQUIPMENT_OPTIONS, r.int(3, 8));
    const amenities = r.sample(AMENITY_OPTIONS, r.int(2, 6));
    const sports = r.sample(SPORTS, r.int(2, 4));
    const teams = r.chance(0.2) ? r.int(10, 40) : null;
    tables.add("gyms", {
      id,
      owner_id: null,
      name,
      description: `${r.pick(SYNTHETIC_DESCRIPTIONS)} Located in ${city.name}.`,
      gym_rules: r.pick(GYM_RULES),
      address: `${r.int(1, 450)} ${r.pick(city.streets)}, ${city.name}`,
      city: city.name,
      country: city.country,
      latitude: Number((city.lat + (r.next() - 0.5) * 0.06).toFixed(5)),
      longitude: Number((city.lng + (r.next() - 0.5) * 0.08).toFixed(5)),
      hourly_rate_cents: r.int(8, 30) * 100,
      day_pass_rate_cents: dayPass * 100,
      weekly_rate_cents: weeklyRate(dayPass) * 100,
      monthly_rate_cents: monthlyRate(dayPass) * 100,
      currency: city.currency,
      time_zone: city.timeZone,
      capacity: r.int(20, 150),
      open_time: hours.open,
      close_time: hours.close,
      is_24_hours: hours.is24,
      staff_hours: null,
      other_amenities: null,
      check_in_policy: r.pick(CHECK_IN_POLICIES),
      contact_email: `gym${id}@${city.domain}`,
      contact_phone: `${city.phone} 555 ${String(id % 10000).padStart(4, "0")}`,
      account_status: "active",
      payout_enabled: true,
      amenity_booking_enabled: false,
      can_host_teams: teams !== null,
      max_team_size: teams,
      is_active: r.chance(0.97),
      created_at: SYNTHETIC_LISTED_FROM + id * 60_000,
    });
    addGymLists(tables, id, name, equipment, amenities, sports, hours.days, 2);
  }
  return tables;
}
