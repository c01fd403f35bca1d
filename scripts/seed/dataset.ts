/**
 * Turns the curated seed modules into table rows (snake_case columns, integer cents, epoch-ms
 * instants, gym-local dates and times), with fixed ids and fixed dates so every run is identical.
 */
import { AMENITY_OPTIONS, type Amenity, type AmenityItemType, SPORTS } from "../../app/domain/catalog.ts";
import { type City, cityByName } from "./cities.ts";
import {
  ATHLETE_NAMES,
  CHECK_IN_POLICIES,
  GYM_RULES,
  type GymFacts,
  gymHas,
  type Mentions,
  OWNER_NAMES,
  REVIEW_COMMENTS,
  STAFF_FIRST_NAMES,
  STAFF_LAST_NAMES,
  STAFF_ROLES,
} from "./content.ts";
import { CURATED_GYMS, type CuratedGym, type HoursProfile } from "./gyms.ts";
import {
  GYM_IMAGES,
  type GymImageKey,
  gymImagePath,
  productImagePath,
  TRAINER_IMAGES,
  trainerImagePath,
} from "./images.ts";
import { AMBASSADOR_APPLICATION, GYM_APPLICATION, WAITLIST } from "./misc.ts";
import { postcodeOf } from "./postcodes.ts";
import { CURATED_PRODUCTS } from "./products.ts";
import { createRandom, type Random } from "./random.ts";
import { gymSecrets } from "./secrets.ts";
import type { SqlValue, TableRows } from "./sql.ts";
import { addDays, DAY_MS, HOUR_MS, minutesOf, timeOf, weekdayOf, zonedToEpochMs } from "./time.ts";
import { CURATED_TRAINERS } from "./trainers.ts";

export type Row = Record<string, SqlValue>;

/** Collects rows per table, keeping the first row's column order. */
export class Tables {
  readonly #tables = new Map<string, Row[]>();
  add(table: string, row: Row): void {
    const rows = this.#tables.get(table);
    if (rows) rows.push(row);
    else this.#tables.set(table, [row]);
  }
  count(table: string): number {
    return this.#tables.get(table)?.length ?? 0;
  }
  /** Tables in insertion order (parents are always added before their children). */
  toTableRows(): TableRows[] {
    return [...this.#tables].map(([table, rows]) => {
      const columns = Object.keys(rows[0] ?? {});
      return { table, columns, rows: rows.map((row) => columns.map((column) => row[column])) };
    });
  }
}

// --- shared gym rules ------------------------------------------------------------------------

export const HOURS: Record<
  HoursProfile,
  { open: string; close: string; is24: boolean; days: number[]; staff: Record<string, string> }
> = {
  h24: {
    open: "00:00",
    close: "24:00",
    is24: true,
    days: [0, 1, 2, 3, 4, 5, 6],
    staff: { "Mon-Fri": "06:00-20:00", "Sat-Sun": "08:00-14:00" },
  },
  early: {
    open: "05:00",
    close: "22:00",
    is24: false,
    days: [0, 1, 2, 3, 4, 5, 6],
    staff: { "Mon-Fri": "05:00-21:00", "Sat-Sun": "07:00-17:00" },
  },
  day: {
    open: "06:00",
    close: "21:00",
    is24: false,
    days: [0, 1, 2, 3, 4, 5, 6],
    staff: { "Mon-Fri": "06:00-21:00", "Sat-Sun": "08:00-16:00" },
  },
  noSun: {
    open: "06:00",
    close: "21:00",
    is24: false,
    days: [1, 2, 3, 4, 5, 6],
    staff: { "Mon-Fri": "06:00-21:00", Sat: "07:00-15:00", Sun: "Closed" },
  },
  studio: {
    open: "06:00",
    close: "20:00",
    is24: false,
    days: [1, 2, 3, 4, 5, 6],
    staff: { "Mon-Fri": "06:00-20:00", Sat: "08:00-13:00", Sun: "Closed" },
  },
};

const round5 = (n: number) => Math.round(n / 5) * 5;
export const weeklyRate = (dayPass: number) => round5(dayPass * 2.6);
export const monthlyRate = (dayPass: number) => round5(dayPass * 5.5);

export const slugify = (s: string) =>
  s
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

const pad = (n: number, width = 4) => String(n).padStart(width, "0");

/**
 * A curated coordinate (4 decimals, about 11 m) to 6 decimals, as a geocoder gives them: a fixed,
 * odd offset of at most 41 millionths of a degree (4.5 m) per gym and axis, so the sixth decimal is
 * never 0 and JSON-LD's geo carries the precision maps expect.
 */
const precise = (degrees: number, id: number, axis: number) =>
  Number((degrees + (((id * 37 + axis * 11) % 41) * 2 - 41) / 1_000_000).toFixed(6));

/**
 * What each illustration shows, and so what a gym must have to be pictured with it: a heavy bag
 * needs a striking sport, a rower a rowing machine (scripts/seed/seed.test.ts checks every image).
 */
export const IMAGE_NEEDS: Record<GymImageKey, Mentions> = {
  "heavy-bag": { sportsAny: ["Boxing", "Kickboxing", "Muay Thai", "MMA"] },
  barbell: { equipmentAny: ["Barbell (20kg)", "Barbell (15kg)"] },
  platform: { equipment: ["Olympic Lifting Platform", "Weight Plates"] },
  "battle-ropes": { equipment: ["Battle Ropes"] },
  rower: { equipment: ["Rowing Machine"] },
  rack: { equipment: ["Lift Rack"] },
  plates: { equipment: ["Weight Plates"] },
  kettlebell: { equipment: ["Kettlebells"] },
  sauna: { amenitiesAny: ["Sauna", "Infrared Sauna"] },
  "ice-bath": { amenities: ["Ice Bath"] },
};

/** The picture that leads for a gym's first sport, when the gym has what it shows. */
const SPORT_IMAGE: [readonly string[], GymImageKey][] = [
  [["Boxing", "MMA", "Muay Thai", "Kickboxing"], "heavy-bag"],
  [["Powerlifting", "Strongman", "Powerbuilding"], "barbell"],
  [["Olympic Weightlifting", "Sprinting", "Hurdles", "Jumps", "Throws"], "platform"],
  [["CrossFit", "HYROX", "Functional Fitness", "Conditioning", "Circuit Training"], "battle-ropes"],
  [["Running", "Cycling", "Triathlon", "Swimming", "Rowing"], "rower"],
  [["Rugby", "Football", "Basketball", "Netball", "Cricket", "Speed and Agility"], "rack"],
  [["Bodybuilding", "Men's Physique", "Bikini and Figure", "Classic Physique"], "plates"],
  [["Physio", "Injury Rehabilitation", "Mobility", "Pilates", "Yoga"], "kettlebell"],
];
/** After the sport's picture and the recovery one: equipment pictures in this order. */
const EQUIPMENT_IMAGES: GymImageKey[] = [
  "rack",
  "kettlebell",
  "plates",
  "barbell",
  "platform",
  "rower",
  "battle-ropes",
];

/** 2-3 illustration keys, each showing something the gym has. */
export function gymImageKeys(
  sports: readonly string[],
  equipment: readonly string[],
  amenities: readonly string[],
  count: number,
): GymImageKey[] {
  const gym: GymFacts = { equipment, amenities, sports, teams: false };
  const shows = (key: GymImageKey) => gymHas(gym, IMAGE_NEEDS[key]);
  const keys = new Set<GymImageKey>();
  const lead = SPORT_IMAGE.find(([list]) => list.includes(sports[0] ?? ""))?.[1];
  if (lead && shows(lead)) keys.add(lead);
  if (shows("ice-bath")) keys.add("ice-bath");
  else if (shows("sauna")) keys.add("sauna");
  for (const key of EQUIPMENT_IMAGES) if (shows(key)) keys.add(key);
  if (shows("heavy-bag")) keys.add("heavy-bag");
  return [...keys].slice(0, count);
}

export const imageAlt = (gymName: string, key: GymImageKey) => `${gymName}: ${GYM_IMAGES[key].toLowerCase()}`;

// --- recovery amenity items -------------------------------------------------------------------

const ITEM_FROM_AMENITY: [Amenity, AmenityItemType, string, [number, number]][] = [
  ["Sauna", "sauna", "Finnish Sauna", [25, 40]],
  ["Infrared Sauna", "sauna", "Infrared Sauna", [30, 45]],
  ["Ice Bath", "ice_bath", "Ice Bath", [20, 30]],
  ["Compression Boots", "compression_boots", "Compression Boots Set", [20, 30]],
  ["Massage Therapy", "massage_room", "Massage Room", [70, 80]],
  ["Recovery Pool", "float_tank", "Float Tank", [60, 80]],
];

// --- build ------------------------------------------------------------------------------------

/** Fixed reference instants: nothing depends on the clock, so output is identical every run. */
const LISTED_FROM = Date.UTC(2025, 5, 2, 21, 0);
const BOOKINGS_FROM = "2026-04-01";
const BOOKING_DAYS = 200;

export interface CuratedSummary {
  tables: Tables;
  gymCount: number;
}

const REFERENCE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";

/** A seeded gym's contact e-mail, which is also its owner's sign-in e-mail. */
export function gymContactEmail(gymName: string, domain: string): string {
  return `${slugify(gymName)}@${domain}`;
}

export function buildCuratedDataset(): CuratedSummary {
  const tables = new Tables();
  const rng = createRandom(20250601);

  // Owners (issue 17): one per gym, the gym's contact e-mail, so signing in at /sign-in with it opens
  // the partner console for that gym (the link is in the admin Outbox locally).
  const ownerCount = CURATED_GYMS.length;
  CURATED_GYMS.forEach((gym, i) => {
    const name = OWNER_NAMES[i % OWNER_NAMES.length] ?? "Gym Owner";
    tables.add("users", {
      id: i + 1,
      email: gymContactEmail(gym.name, cityByName(gym.city).domain),
      name,
      user_type: "gym_owner",
      profile_image: null,
      created_at: LISTED_FROM - DAY_MS + i * HOUR_MS,
    });
  });
  // Athletes who booked and reviewed.
  const firstAthleteId = ownerCount + 1;
  ATHLETE_NAMES.forEach((name, i) => {
    tables.add("users", {
      id: firstAthleteId + i,
      email: `${slugify(name).replace("-", ".")}@example.com`,
      name,
      user_type: "athlete",
      profile_image: null,
      created_at: Date.UTC(2026, 2, 1) + i * 7 * HOUR_MS,
    });
  });

  const references = new Set<string>();
  const newReference = () => {
    for (;;) {
      let code = "GR-";
      for (let i = 0; i < 6; i++) code += REFERENCE_ALPHABET[rng.int(0, REFERENCE_ALPHABET.length - 1)];
      if (!references.has(code)) {
        references.add(code);
        return code;
      }
    }
  };

  let staffId = 0;
  let itemId = 0;
  let bookingId = 0;
  CURATED_GYMS.forEach((gym, index) => {
    const id = index + 1;
    const city = cityByName(gym.city);
    const g = createRandom(id * 7919);
    const hours = HOURS[gym.hours];
    for (const sport of gym.sports) {
      if (!SPORTS.includes(sport)) throw new Error(`${gym.name}: sport "${sport}" is not in the catalogue`);
    }

    // Recovery amenities bookable on a third of the gyms.
    const amenities = new Set<Amenity>(gym.amenities);
    const items: { type: AmenityItemType; name: string; price: number }[] = [];
    if (id % 3 === 0) {
      for (const [amenity, type, label, [min, max]] of ITEM_FROM_AMENITY) {
        if (amenities.has(amenity)) items.push({ type, name: `${label} 1`, price: g.int(min, max) });
      }
      for (const [amenity, type, label, [min, max]] of ITEM_FROM_AMENITY.slice(3, 5)) {
        if (items.length >= 2 || items.some((item) => item.type === type)) continue;
        amenities.add(amenity);
        items.push({ type, name: `${label} 1`, price: g.int(min, max) });
      }
      const firstSauna = items.find((item) => item.type === "sauna");
      if (firstSauna && gym.capacity >= 50)
        items.push({ ...firstSauna, name: firstSauna.name.replace(" 1", " 2") });
    }
    if (amenities.size > 6) throw new Error(`${gym.name}: more than six amenities`);

    const secrets = gymSecrets(id, gym.name, city.country);
    tables.add("gyms", {
      id,
      owner_id: id,
      name: gym.name,
      description: gym.description,
      gym_rules: GYM_RULES[index % GYM_RULES.length],
      address: gym.address,
      city: city.name,
      country: city.country,
      latitude: precise(gym.lat, id, 1),
      longitude: precise(gym.lng, id, 2),
      hourly_rate_cents: gym.hourly * 100,
      day_pass_rate_cents: gym.dayPass * 100,
      weekly_rate_cents: weeklyRate(gym.dayPass) * 100,
      monthly_rate_cents: monthlyRate(gym.dayPass) * 100,
      currency: city.currency,
      time_zone: city.timeZone,
      capacity: gym.capacity,
      open_time: hours.open,
      close_time: hours.close,
      is_24_hours: hours.is24,
      staff_hours: hours.staff,
      other_amenities: index % 4 === 0 ? "Free Wi-Fi, filtered water station and towel service" : null,
      check_in_policy: CHECK_IN_POLICIES[index % CHECK_IN_POLICIES.length],
      contact_email: gymContactEmail(gym.name, city.domain),
      contact_phone: `${city.phone} 555 ${pad(100 + id)}`,
      public_phone: `${city.phone} 555 ${pad(100 + id)}`,
      postal_code: postcodeOf(gym.address, city.country),
      region: city.region,
      payment_account_id: secrets.paymentAccountId,
      business_name: secrets.businessName,
      business_type: secrets.businessType,
      abn: secrets.abn,
      ird_number: secrets.irdNumber,
      account_holder_name: secrets.accountHolderName,
      bsb: secrets.bsb,
      account_number: secrets.accountNumber,
      booking_system_type: secrets.bookingSystemType,
      booking_system_api_key: secrets.bookingSystemApiKey,
      booking_system_url: secrets.bookingSystemUrl,
      booking_widget_code: secrets.bookingWidgetCode,
      account_status: gym.inactive ? "pending" : "active",
      payout_enabled: !gym.inactive,
      amenity_booking_enabled: items.length > 0,
      can_host_teams: gym.teams !== undefined,
      max_team_size: gym.teams ?? null,
      team_facilities:
        gym.teams !== undefined
          ? `Private training zone for up to ${gym.teams} athletes, team meeting room and a dedicated recovery area.`
          : null,
      is_active: !gym.inactive,
      // The two gyms not taking bookings are paused listings (issue 17): complete, owner-paused.
      listing_paused: gym.inactive === true,
      created_at: LISTED_FROM + index * DAY_MS,
    });
    addGymLists(tables, id, gym.name, gym.equipment, [...amenities], gym.sports, hours.days, 2 + (id % 2));

    // Staff (2-3).
    const staffRoles = [
      id % 2 === 0 ? STAFF_ROLES[0] : STAFF_ROLES[5],
      STAFF_ROLES[1],
      g.pick([STAFF_ROLES[2], STAFF_ROLES[3], STAFF_ROLES[4]]),
    ].slice(0, 2 + (id % 3 === 1 ? 0 : 1));
    staffRoles.forEach((role, position) => {
      const first = g.pick(STAFF_FIRST_NAMES);
      staffId += 1;
      tables.add("gym_staff", {
        id: staffId,
        gym_id: id,
        position,
        name: `${first} ${g.pick(STAFF_LAST_NAMES)}`,
        role: role.role,
        bio: role.bio(first),
        image: trainerImagePath(TRAINER_IMAGES[staffId % TRAINER_IMAGES.length] ?? "coach-1"),
      });
    });

    for (const item of items) {
      itemId += 1;
      tables.add("amenity_items", {
        id: itemId,
        gym_id: id,
        type: item.type,
        name: item.name,
        price_per_hour_cents: item.price * 100,
        is_active: true,
        created_at: LISTED_FROM + index * DAY_MS + HOUR_MS,
      });
    }

    // Completed past bookings, each with its review (2-6 per gym).
    const reviewers = g.sample(
      ATHLETE_NAMES.map((_, i) => firstAthleteId + i),
      g.int(2, 6),
    );
    for (const athleteId of reviewers) {
      bookingId += 1;
      addCompletedBooking(tables, g, {
        bookingId,
        athleteId,
        athleteName: ATHLETE_NAMES[athleteId - firstAthleteId] ?? "Athlete",
        gymId: id,
        gym,
        facts: {
          equipment: gym.equipment,
          amenities: [...amenities],
          sports: gym.sports,
          teams: gym.teams !== undefined,
        },
        city,
        reference: newReference(),
      });
    }
  });

  addTrainers(tables);
  addProducts(tables);
  addMisc(tables);
  return { tables, gymCount: CURATED_GYMS.length };
}

/** Equipment, amenities, sports, operating days and images of one gym. */
export function addGymLists(
  tables: Tables,
  gymId: number,
  gymName: string,
  equipment: readonly string[],
  amenities: readonly string[],
  sports: readonly string[],
  days: readonly number[],
  imageCount: number,
): void {
  for (const name of equipment) tables.add("gym_equipment", { gym_id: gymId, name });
  for (const name of amenities) {
    if (!(AMENITY_OPTIONS as readonly string[]).includes(name)) throw new Error(`Unknown amenity ${name}`);
    tables.add("gym_amenities", { gym_id: gymId, name });
  }
  for (const name of sports) tables.add("gym_sports", { gym_id: gymId, name });
  for (const day of days) tables.add("gym_operating_days", { gym_id: gymId, day });
  gymImageKeys(sports, equipment, amenities, imageCount).forEach((key, position) => {
    tables.add("gym_images", {
      gym_id: gymId,
      position,
      url: gymImagePath(key),
      alt: imageAlt(gymName, key),
    });
  });
}

const RATINGS = [5, 5, 5, 5, 4, 4, 4, 3] as const;
/** Special requests, each only where the gym has what it asks for (as review comments). */
const SPECIAL_REQUESTS: readonly { text: string; needs?: Mentions }[] = [
  { text: "Could I use a platform for snatches?", needs: { equipment: ["Olympic Lifting Platform"] } },
  { text: "Arriving straight from the airport, is there somewhere to leave a suitcase?" },
  { text: "Need a spot on heavy bench around 10am please." },
];

function addCompletedBooking(
  tables: Tables,
  g: Random,
  b: {
    bookingId: number;
    athleteId: number;
    athleteName: string;
    gymId: number;
    gym: CuratedGym;
    /** What the gym has, as seeded (its amenities include those added for bookable items). */
    facts: GymFacts;
    city: City;
    reference: string;
  },
): void {
  const hours = HOURS[b.gym.hours];
  let date = addDays(BOOKINGS_FROM, g.int(0, BOOKING_DAYS));
  while (!hours.days.includes(weekdayOf(date))) date = addDays(date, 1);

  const open = Math.max(minutesOf(hours.open), 6 * 60);
  const close = minutesOf(hours.close);
  const dayPass = g.chance(0.6);
  const athletes = g.chance(0.85) ? 1 : 2;
  const duration = dayPass ? 0 : g.int(1, 3);
  const latestStart = Math.min(dayPass ? close - 120 : close - duration * 60, 22 * 60);
  const start = open + 30 * g.int(0, Math.floor((latestStart - open) / 30));
  const end = dayPass ? close : start + duration * 60;
  const durationHours = dayPass ? Math.ceil((end - start) / 60) : duration;
  const total = dayPass ? b.gym.dayPass * 100 * athletes : b.gym.hourly * 100 * duration * athletes;

  const startsAt = zonedToEpochMs(date, timeOf(start), b.city.timeZone);
  const endsAt = zonedToEpochMs(date, timeOf(end), b.city.timeZone);
  const createdAt = startsAt - g.int(1, 14) * DAY_MS - g.int(0, 600) * 60_000;
  const athlete = b.athleteName;
  const mobile = b.city.country === "New Zealand" ? "+64 21 555" : "+61 412 555";
  const bookingRow: Row = {
    id: b.bookingId,
    reference: b.reference,
    athlete_id: b.athleteId,
    gym_id: b.gymId,
    athlete_name: athlete,
    athlete_email: `${slugify(athlete).replace("-", ".")}@example.com`,
    phone: g.chance(0.5) ? `${mobile} ${pad(g.int(0, 999), 3)}` : null,
    booking_type: dayPass ? "day_pass" : "hourly",
    booking_date: date,
    start_time: timeOf(start),
    end_time: timeOf(end),
    duration_hours: durationHours,
    athletes,
    starts_at: startsAt,
    ends_at: endsAt,
    total_cents: total,
    currency: b.city.currency,
    status: "completed",
    hold_expires_at: createdAt + 15 * 60_000,
    special_requests: g.chance(0.2)
      ? g.pick(SPECIAL_REQUESTS.filter((r) => gymHas(b.facts, r.needs))).text
      : null,
    ambassador_code_id: null,
    payment_intent_id: `pi_seed_${pad(b.bookingId, 6)}`,
    refund_cents: 0,
    confirmed_at: createdAt + g.int(1, 10) * 60_000,
    completed_at: endsAt + 60_000,
    cancelled_at: null,
    created_at: createdAt,
  };
  tables.add("bookings", bookingRow);
  // The booking's money in the ledger (ADR 024), as the app writes it: the charge when paid, the gym's
  // 60% and the platform's fee when completed (payable from then: the first gym run owes them).
  const paidAt = bookingRow.confirmed_at as number;
  const gymShare = Math.floor((total * 60 + 50) / 100);
  const money = (kind: string, party: string, partyId: number | null, amount: number, at: number): Row => ({
    entry_key: `${kind}:${b.bookingId}`,
    kind,
    booking_id: b.bookingId,
    party,
    party_id: partyId,
    amount_cents: amount,
    currency: b.city.currency,
    available_at: at,
    created_at: at,
  });
  tables.add("ledger_entries", money("charge", "platform", null, total, paidAt));
  tables.add("ledger_entries", money("gym_share", "gym", b.gymId, gymShare, endsAt + 60_000));
  tables.add("ledger_entries", money("platform_fee", "platform", null, total - gymShare, endsAt + 60_000));
  const rating = g.pick(RATINGS);
  tables.add("reviews", {
    id: b.bookingId,
    booking_id: b.bookingId,
    athlete_id: b.athleteId,
    gym_id: b.gymId,
    rating,
    comment: g.pick(REVIEW_COMMENTS.filter((c) => c.ratings.includes(rating) && gymHas(b.facts, c.needs)))
      .text,
    created_at: endsAt + g.int(2, 72) * HOUR_MS,
  });
}

function addTrainers(tables: Tables): void {
  CURATED_TRAINERS.forEach((t, index) => {
    const city = cityByName(t.city);
    const nz = city.country === "New Zealand";
    const session = t.session ?? round5(t.hourly * 0.9);
    tables.add("trainers", {
      id: index + 1,
      user_id: null,
      name: t.name,
      bio: t.bio,
      specializations: t.specializations,
      certifications: t.certifications,
      languages: t.languages,
      experience_years: t.experienceYears,
      hourly_rate_cents: t.hourly * 100,
      session_rate_cents: session * 100,
      weekly_rate_cents: round5(session * 3 * 0.9) * 100,
      monthly_rate_cents: round5(session * 12 * 0.8) * 100,
      currency: city.currency,
      city: city.name,
      country: city.country,
      latitude: Number((city.lat + t.dLat).toFixed(4)),
      longitude: Number((city.lng + t.dLng).toFixed(4)),
      images: [trainerImagePath(TRAINER_IMAGES[index % TRAINER_IMAGES.length] ?? "coach-1")],
      availability: t.availability,
      is_online: t.online,
      is_in_person: t.inPerson,
      // No trainer reviews exist in the sample data (there is no trainer review to show), so none are
      // counted: the cards show the spec's default 5.0 with 0 reviews rather than "86 reviews" and none
      // on the page (issue 20). t.rating / t.reviews describe the trainers for the copy only.
      rating_hundredths: 0,
      review_count: 0,
      contact_email: `${slugify(t.name).replace("-", ".")}@${city.domain}`,
      contact_phone: nz ? `+64 21 555 ${pad(200 + index)}` : `+61 412 555 ${pad(200 + index, 3)}`,
      is_active: true,
      created_at: LISTED_FROM + (index + 10) * DAY_MS,
    });
  });
}

function addProducts(tables: Tables): void {
  CURATED_PRODUCTS.forEach((p, index) => {
    tables.add("products", {
      id: index + 1,
      slug: p.slug,
      name: p.name,
      price_cents: p.price * 100,
      original_price_cents: p.originalPrice ? p.originalPrice * 100 : null,
      currency: "NZD",
      image: productImagePath(p.slug),
      category: p.category,
      sizes: p.sizes,
      colors: p.colors,
      rating_tenths: p.rating,
      review_count: p.reviews,
      description: p.description,
      features: p.features,
      popularity: p.popularity,
      is_active: true,
      // Spread out (not in id order) so "Newest" differs from "Featured".
      created_at: Date.UTC(2025, 7, 1) + ((index * 7) % 10) * 9 * DAY_MS,
    });
  });
}

function addMisc(tables: Tables): void {
  WAITLIST.forEach((w, index) => {
    tables.add("waitlist", {
      id: index + 1,
      email: w.email,
      name: w.name,
      city: w.city,
      country: w.country,
      user_type: w.userType,
      source: w.source,
      sport: w.sport,
      how_did_you_hear: null,
      additional_info: null,
      notified: false,
      created_at: Date.UTC(2025, 8, 1) + index * 3 * DAY_MS + index * HOUR_MS,
    });
  });
  const submitted = Date.UTC(2026, 10, 10, 22, 15);
  tables.add("gym_applications", {
    id: 1,
    ...GYM_APPLICATION,
    submitted_at: submitted,
    terms_accepted_at: submitted,
    reviewed_at: null,
    reviewed_by: null,
    review_notes: null,
    gym_id: null,
  });
  tables.add("ambassador_applications", {
    id: 1,
    ...AMBASSADOR_APPLICATION,
    ambassador_code: null,
    created_at: Date.UTC(2026, 10, 12, 3, 40),
    reviewed_at: null,
    reviewed_by: null,
    review_notes: null,
  });
}
