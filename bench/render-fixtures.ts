/**
 * Loader data for the render benchmark (bench/render.ts): what the heaviest pages' loaders return,
 * sized like the benchmark's data set (scripts/seed at 100,000 gyms: ~5.5 equipment, 4 amenities and
 * 3 sports per gym, 48 places in the "where" suggestions) and at the issue's worst cases (12 search
 * results, a gallery of 6 photos with 12 reviews, an athlete with 20 bookings, an owner of 3 gyms).
 *
 * Each fixture is typed by its route's own loader, so a loader that changes shape breaks
 * `npm run typecheck` here instead of silently benchmarking a stale page.
 */
import { AMENITY_OPTIONS, EQUIPMENT_OPTIONS } from "../app/domain/catalog.ts";
import type { loader as rootLoader } from "../app/root.tsx";
import type { loader as bookingsLoader } from "../app/routes/bookings/route.tsx";
import type { loader as gymLoader } from "../app/routes/gym/route.tsx";
import type { loader as gymsLoader } from "../app/routes/gyms/route.tsx";
import type { loader as partnerIndexLoader } from "../app/routes/partner/index.tsx";
import type { loader as partnerLayoutLoader } from "../app/routes/partner/layout.tsx";

/** What a loader's promise resolves to, without React Router's data() wrapper. */
type LoaderData<T extends (...args: never[]) => unknown> =
  Awaited<ReturnType<T>> extends infer D
    ? D extends { data: infer Inner; init: unknown }
      ? Inner
      : D
    : never;

/** Loader data by route id (the ids of React Router's server build: "root", "routes/gyms/route" ...). */
export type PageFixture = Record<string, unknown>;

const DAY = 86_400_000;
/** A fixed clock, so every run renders the same dates. */
const NOW = Date.UTC(2026, 10, 20, 1, 0, 0);

const GYM_NAMES = [
  "Cuba Street Strength Co.",
  "Harbourside Athletic Club",
  "Ponsonby Barbell",
  "Te Aro Conditioning",
  "Mount Eden Movement Lab",
  "Newtown Lifting Club",
  "Britomart Fitness Studio",
  "Grey Lynn Kettlebell House",
  "Petone Performance",
  "Kingsland Strength & Recovery",
  "Parnell Athletic",
  "Karangahape Road Gym",
];
const DESCRIPTIONS = [
  "A no-nonsense strength gym above the Cuba Street bucket fountain, built around eight calibrated racks and two lifting platforms. Coaches run technique clinics every Saturday morning and visiting lifters are always welcome to jump in.",
  "A full-service club on the waterfront with harbour views from every treadmill. Train any hour, then unwind in the sauna, steam room or the heated recovery pool.",
];
const EQUIPMENT = EQUIPMENT_OPTIONS.slice(1, 8);
const AMENITIES = AMENITY_OPTIONS.slice(0, 6);
const SPORTS = ["CrossFit", "Olympic Weightlifting", "Powerlifting", "Rugby", "Netball"];
const IMAGES = [
  "/images/gyms/barbell.svg",
  "/images/gyms/ice-bath.svg",
  "/images/gyms/sauna.svg",
  "/images/gyms/rack.svg",
  "/images/gyms/pool.svg",
  "/images/gyms/studio.svg",
];
const CITIES = [
  ["Auckland", "New Zealand"],
  ["Wellington", "New Zealand"],
  ["Christchurch", "New Zealand"],
  ["Hamilton", "New Zealand"],
  ["Tauranga", "New Zealand"],
  ["Dunedin", "New Zealand"],
  ["Queenstown", "New Zealand"],
  ["Sydney", "Australia"],
  ["Melbourne", "Australia"],
  ["Brisbane", "Australia"],
  ["Perth", "Australia"],
  ["Adelaide", "Australia"],
  ["Gold Coast", "Australia"],
] as const;
const SUBURBS = ["Ponsonby", "Grey Lynn", "Parnell", "Newmarket", "Mount Eden", "Kingsland", "Britomart"];

const pick = <T>(list: readonly T[], i: number, n: number): T[] =>
  Array.from({ length: n }, (_, k) => list[(i + k) % list.length]!);

function root(signedIn: boolean): LoaderData<typeof rootLoader> {
  return { toast: null, turnstileSiteKey: null, signedIn, origin: "https://gymroam.example" };
}

function places(): LoaderData<typeof gymsLoader>["places"] {
  const cities = CITIES.map(([city, country]) => ({ city, country }));
  const suburbs = Array.from({ length: 35 }, (_, i) => {
    const [city, country] = CITIES[i % CITIES.length]!;
    return {
      city,
      suburb: `${SUBURBS[i % SUBURBS.length]} ${i}`,
      country,
      lat: -36.85 + i / 100,
      lng: 174.76,
    };
  });
  return [...cities, ...suburbs];
}

function gyms(): PageFixture {
  const data: LoaderData<typeof gymsLoader> = {
    query: {
      city: "Auckland",
      equipment: ["Lift Rack"],
      amenities: ["Sauna"],
      sports: [],
      days: [],
      minPrice: 10,
      maxPrice: 100,
      sort: "distance",
      page: 1,
    },
    where: "Auckland",
    nearMe: false,
    typedDates: { from: "", to: "" },
    dateErrors: {},
    places: places(),
    result: {
      gyms: GYM_NAMES.map((name, i) => ({
        id: 1000 + i,
        name,
        description: DESCRIPTIONS[i % 2]!,
        address: `${12 + i} Karangahape Road, ${SUBURBS[i % SUBURBS.length]}`,
        city: "Auckland",
        country: "New Zealand",
        latitude: -36.85 - i / 200,
        longitude: 174.76 + i / 200,
        hourlyRateCents: i % 3 === 0 ? null : 1200 + i * 50,
        dayPassRateCents: 2500 + i * 100,
        currency: "NZD",
        openTime: "05:00",
        closeTime: "22:00",
        is24Hours: i % 4 === 0,
        capacity: 40,
        canHostTeams: i % 2 === 0,
        maxTeamSize: i % 2 === 0 ? 25 : null,
        image: IMAGES[i % IMAGES.length]!,
        averageRating: i % 5 === 4 ? null : 4 + (i % 10) / 10,
        reviewCount: i % 5 === 4 ? 0 : 3 + i,
        equipment: pick(EQUIPMENT, i, 5 + (i % 2)),
        amenities: pick(AMENITIES, i, 4),
        sports: pick(SPORTS, i, 3),
        distanceKm: 0.4 + i * 0.7,
      })),
      total: 87,
      totalCapped: false,
      page: 1,
      pageSize: 12,
      origin: { lat: -36.85, lng: 174.76 },
    },
    saved: [1001, 1004],
    today: "2026-11-20",
  };
  return { root: root(true), "routes/gyms/route": data };
}

function gym(): PageFixture {
  const today = "2026-11-20";
  const data: LoaderData<typeof gymLoader> = {
    openNow: "Open now · closes 22:00 NZDT",
    gym: {
      id: 1000,
      name: GYM_NAMES[0]!,
      description: `${DESCRIPTIONS[0]} ${DESCRIPTIONS[1]}`,
      gymRules: "Bring a towel. Re-rack your weights. Chalk in the bowls, not on the floor.",
      checkInPolicy: "Show your pass at the front desk; staffed 06:00-20:00, keypad entry otherwise.",
      address: "112 Cuba Street, Te Aro",
      city: "Wellington",
      country: "New Zealand",
      postalCode: "6011",
      region: "Wellington",
      publicPhone: "+64 4 555 0112",
      timeZone: "Pacific/Auckland",
      latitude: -41.2924,
      longitude: 174.7762,
      hourlyRateCents: 1500,
      dayPassRateCents: 2500,
      weeklyRateCents: 9000,
      monthlyRateCents: 24000,
      paused: false,
      dayHours: [
        { day: 6, openTime: "07:00", closeTime: "18:00" },
        { day: 0, openTime: "08:00", closeTime: "16:00" },
      ],
      currency: "NZD",
      openTime: "05:00",
      closeTime: "22:00",
      is24Hours: false,
      staffHours: { Monday: "06:00-20:00", Saturday: "08:00-12:00" },
      averageRating: 4.6,
      reviewCount: 12,
      equipment: EQUIPMENT,
      amenities: AMENITIES,
      sports: SPORTS,
      operatingDays: [0, 1, 2, 3, 4, 5, 6],
      images: IMAGES.map((url, i) => ({ url, alt: `${GYM_NAMES[0]} photo ${i + 1}`, widths: null })),
      staff: [
        { name: "Aroha Ngata", role: "Head coach", bio: "Olympic lifting coach, 12 years.", image: null },
        { name: "Sam Lee", role: "Strength coach", bio: "Powerlifting and rehab.", image: null },
      ],
      reviews: Array.from({ length: 12 }, (_, i) => ({
        id: 500 + i,
        rating: 3 + (i % 3),
        comment:
          "Great racks and friendly coaches. The sauna after a heavy session was exactly what I needed; will be back next time I'm in town.",
        createdAt: `2026-10-${String(10 + i).padStart(2, "0")}`,
        authorName: ["Mere", "James", "Priya", "Tom"][i % 4]!,
      })),
      zoneLabel: "NZDT",
    },
    amenities: {
      items: [
        { id: 1, typeLabel: "Sauna", name: "Cedar sauna", pricePerHourCents: 1500 },
        { id: 2, typeLabel: "Ice bath", name: "Plunge pool", pricePerHourCents: 1000 },
      ],
      today,
      maxDate: "2027-02-18",
      now: NOW,
      timeZone: "Pacific/Auckland",
    },
    saved: true,
    review: { canReview: false, reason: "Only athletes who completed a booking here can review it." },
    origin: "https://gymroam.example",
    nonce: "benchnonce",
    trip: {},
    // What formConstraint() gives the two forms (lengths and the rating's range).
    constraints: {
      contact: { name: { maxLength: 100 }, email: { maxLength: 254 }, message: { maxLength: 2000 } },
      review: { rating: { min: 1, max: 5 }, comment: { maxLength: 1000 } },
    },
  };
  return { root: root(true), "routes/gym/route": data };
}

type PageBooking = LoaderData<typeof bookingsLoader>["bookings"][number];

/**
 * An athlete with 20 bookings (issue 19): My Bookings' first page of 10 (ADR 034), those still to come
 * first, soonest first, with the summary of all 20 and a pass image URL per confirmed booking.
 */
function bookings(): PageFixture {
  const statuses = ["confirmed", "confirmed", "completed", "pending", "cancelled"] as const;
  const all: PageBooking[] = Array.from({ length: 20 }, (_, i) => {
    const status = statuses[i % statuses.length]!;
    const date = new Date(NOW + (i - 6) * 3 * DAY).toISOString().slice(0, 10);
    const reference = `GR-${(73_000 + i * 37).toString(36).toUpperCase()}`;
    return {
      id: 9000 + i,
      reference,
      tripId: null,
      gymId: 1000 + (i % 12),
      gymName: GYM_NAMES[i % GYM_NAMES.length]!,
      location: "Auckland, New Zealand",
      image: IMAGES[i % IMAGES.length]!,
      bookingDate: date,
      startTime: "07:00",
      zone: "NZDT",
      status,
      bookingType: i % 3 === 0 ? "hourly" : "day_pass",
      durationHours: i % 3 === 0 ? 2 : 8,
      athletes: 1 + (i % 3),
      totalCents: 2500 + i * 100,
      refundCents: status === "cancelled" ? 2500 : 0,
      currency: "NZD",
      specialRequests: i % 4 === 0 ? "Please have a platform free for snatches." : null,
      amenity: null,
      canReview: status === "completed",
      canPay: status === "pending",
      directionsUrl:
        status === "confirmed" ? "https://www.google.com/maps/dir/?api=1&destination=-36.85%2C174.76" : null,
      cancel:
        status === "pending" || status === "confirmed"
          ? { when: `${date} at 07:00 NZDT`, refundCents: 2500, refundKind: "full" as const }
          : null,
      canChangeDate: status === "confirmed" && i > 6,
      dateFixed: status === "confirmed" && i <= 6,
      pass:
        status === "confirmed"
          ? {
              when: `${date} 07:00 NZDT`,
              // A pass token's length: GRP1.<id>.<22 characters of MAC>.
              qrSrc: `/pass/GRP1.${9000 + i}.${"x".repeat(22)}.svg`,
              checkedIn: null,
              validity: null,
              deskCode: "042 917",
            }
          : null,
    };
  });
  const today = new Date(NOW).toISOString().slice(0, 10);
  const upcoming = all.filter((b) => b.bookingDate >= today);
  const past = all.filter((b) => b.bookingDate < today).reverse();
  const data: LoaderData<typeof bookingsLoader> = {
    query: { q: "", status: "all" },
    filtered: false,
    hasAny: true,
    summary: { total: 20, confirmed: 8, completed: 4, spent: [{ currency: "NZD", cents: 61_000 }] },
    page: 1,
    pageCount: 2,
    bookings: [...upcoming, ...past].slice(0, 10),
    waitlist: [],
    trips: [],
    cancelId: null,
    change: null,
    cancelStop: null,
    moveStop: null,
    updatedAt: NOW,
  };
  return { root: root(true), "routes/bookings/route": data };
}

function partner(): PageFixture {
  const layout: LoaderData<typeof partnerLayoutLoader> = { email: "owner@cubastreet.example" };
  const index: LoaderData<typeof partnerIndexLoader> = {
    gyms: GYM_NAMES.slice(0, 3).map((name, i) => ({
      id: 1000 + i,
      name,
      place: "Auckland, New Zealand",
      state: i === 2 ? "incomplete" : "listed",
      missing: i === 2 ? ["photo", "hours"] : [],
      bookings: Array.from({ length: 8 }, (_, k) => ({
        id: 9100 + i * 10 + k,
        reference: `GR-P${i}${k}`,
        athlete: `${["Mere Tane", "James Wilson", "Priya Patel", "Tom Brown"][k % 4]!} (${1 + (k % 3)})`,
        status: k % 3 === 0 ? "pending" : "confirmed",
        when: `Sat 2${k} Nov, 0${6 + (k % 3)}:00 NZDT`,
      })),
    })),
  };
  return { root: root(true), "routes/partner/layout": layout, "routes/partner/index": index };
}

export interface RenderPage {
  /** The URL rendered (its path picks the routes, as in a real request). */
  path: string;
  /** Loader data by route id. */
  data: PageFixture;
}

/**
 * The heaviest pages a visitor renders, with their loader data, after /healthz (the bare page through
 * the same root layout: the baseline the other rows are compared with, as in `npm run bench`).
 */
export function renderPages(): RenderPage[] {
  return [
    { path: "/healthz", data: { root: root(false), "routes/healthz/route": { status: "ok" } } },
    { path: "/", data: { root: root(true) } },
    {
      path: "/gyms?city=Auckland&equipment=Lift+Rack&amenities=Sauna&minPrice=10&maxPrice=100",
      data: gyms(),
    },
    { path: "/gym/1000", data: gym() },
    { path: "/bookings", data: bookings() },
    { path: "/partner", data: partner() },
  ];
}
