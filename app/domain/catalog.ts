/**
 * Option lists and enumerations shared by the database schema (CHECK constraints), validation
 * schemas, screens and the seed scripts. Pure data: no imports but the booking statuses and the gym
 * booking types (split out), safe in the browser and in Node scripts. Values marked "spec"
 * are copied exactly from the product spec (sections 3 and 9). What an athlete says of
 * themselves is in athlete-profile.ts, the shop's options in merchandise-options.ts.
 */

// The `.ts` extension: the seed scripts import this module with Node itself.
import { GYM_BOOKING_TYPES } from "./booking-types.ts";

// ---------------------------------------------------------------------------------------------
// Gym search options (spec section 9)
// ---------------------------------------------------------------------------------------------

// The order of EQUIPMENT_OPTIONS and AMENITY_OPTIONS is data: an option's position is its bit in
// gyms.equipment_mask / amenity_mask. Append new options (with a migration); never reorder.

/** Spec: the ten equipment filter options, in display order. */
export const EQUIPMENT_OPTIONS = [
  "Barbell (15kg)",
  "Barbell (20kg)",
  "Rowing Machine",
  "Lift Rack",
  "Weight Plates",
  "Cardio Equipment",
  "Olympic Lifting Platform",
  "Battle Ropes",
  "Kettlebells",
  "Cable Machines",
] as const;
export type Equipment = (typeof EQUIPMENT_OPTIONS)[number];

/** Spec: the nine recovery / amenity filter options, in display order. */
export const AMENITY_OPTIONS = [
  "Sauna",
  "Infrared Sauna",
  "Ice Bath",
  "Compression Boots",
  "Massage Therapy",
  "Parking",
  "Steam Room",
  "Recovery Pool",
  "Locker Room",
] as const;
export type Amenity = (typeof AMENITY_OPTIONS)[number];

/** Spec: team sport choices on the team-booking screen. */
export const TEAM_SPORTS = [
  "Team Training",
  "CrossFit",
  "MMA",
  "Boxing",
  "Olympic Weightlifting",
  "Powerlifting",
  "Functional Fitness",
  "Conditioning",
  "Sport-Specific",
] as const;
export type TeamSport = (typeof TEAM_SPORTS)[number];

/** Spec: price slider (day pass, in whole currency units). */
export const PRICE_SLIDER = { min: 10, max: 200, step: 10, defaultMin: 10, defaultMax: 100 } as const;
export const DEFAULT_CITY = "Wellington";

// ---------------------------------------------------------------------------------------------
// Reference catalogue for sport-specific search (spec section 3)
// ---------------------------------------------------------------------------------------------

export interface TrainingCategory {
  slug: string;
  name: string;
  sports: readonly string[];
  /** Drawn from EQUIPMENT_OPTIONS so a category's equipment is a working search filter. */
  typicalEquipment: readonly Equipment[];
}

export const TRAINING_CATEGORIES = [
  {
    slug: "strength-and-power",
    name: "Strength and Power",
    sports: ["Powerlifting", "Olympic Weightlifting", "Strongman", "Powerbuilding"],
    typicalEquipment: [
      "Barbell (20kg)",
      "Barbell (15kg)",
      "Lift Rack",
      "Weight Plates",
      "Olympic Lifting Platform",
    ],
  },
  {
    slug: "conditioning-and-mixed-modal",
    name: "Conditioning and Mixed Modal",
    sports: ["CrossFit", "HYROX", "Functional Fitness", "Conditioning", "Circuit Training"],
    typicalEquipment: ["Rowing Machine", "Kettlebells", "Battle Ropes", "Barbell (20kg)", "Cardio Equipment"],
  },
  {
    slug: "athletic-performance",
    name: "Athletic Performance",
    sports: ["Rugby", "Football", "Basketball", "Netball", "Cricket", "Speed and Agility"],
    typicalEquipment: [
      "Olympic Lifting Platform",
      "Lift Rack",
      "Kettlebells",
      "Cable Machines",
      "Cardio Equipment",
    ],
  },
  {
    slug: "track-and-field",
    name: "Track and Field",
    sports: ["Sprinting", "Hurdles", "Jumps", "Throws", "Middle Distance"],
    typicalEquipment: ["Olympic Lifting Platform", "Barbell (20kg)", "Weight Plates", "Kettlebells"],
  },
  {
    slug: "combat-sports",
    name: "Combat Sports",
    sports: ["Boxing", "MMA", "Muay Thai", "Brazilian Jiu-Jitsu", "Wrestling", "Kickboxing"],
    typicalEquipment: ["Battle Ropes", "Kettlebells", "Cardio Equipment", "Cable Machines"],
  },
  {
    slug: "endurance",
    name: "Endurance",
    sports: ["Running", "Cycling", "Triathlon", "Swimming", "Rowing"],
    typicalEquipment: ["Rowing Machine", "Cardio Equipment", "Kettlebells"],
  },
  {
    slug: "aesthetic-and-bodybuilding",
    name: "Aesthetic and Bodybuilding",
    sports: ["Bodybuilding", "Men's Physique", "Bikini and Figure", "Classic Physique"],
    typicalEquipment: ["Cable Machines", "Barbell (20kg)", "Weight Plates", "Lift Rack"],
  },
  {
    slug: "rehab-and-recovery",
    name: "Rehab and Recovery",
    sports: ["Physio", "Injury Rehabilitation", "Mobility", "Pilates", "Yoga"],
    typicalEquipment: ["Cable Machines", "Kettlebells", "Cardio Equipment"],
  },
] as const satisfies readonly TrainingCategory[];
export type TrainingCategorySlug = (typeof TRAINING_CATEGORIES)[number]["slug"];

/** Every sport a gym can list: the training-category sports plus the team sports, de-duplicated. */
export const SPORTS: readonly string[] = [
  ...new Set<string>([...TRAINING_CATEGORIES.flatMap((c) => c.sports), ...TEAM_SPORTS]),
];

/** Spec: the eight equipment groups. Items are descriptive; only EQUIPMENT_OPTIONS are filters. */
export const EQUIPMENT_GROUPS = [
  {
    slug: "powerlifting",
    name: "Powerlifting",
    items: ["Barbell (20kg)", "Lift Rack", "Weight Plates", "Competition Bench", "Deadlift Platform"],
  },
  {
    slug: "cardio",
    name: "Cardio",
    items: ["Cardio Equipment", "Rowing Machine", "Assault Bike", "Treadmill"],
  },
  {
    slug: "functional",
    name: "Functional",
    items: ["Kettlebells", "Battle Ropes", "Sled", "Plyo Boxes", "Sandbags", "Wall Balls"],
  },
  {
    slug: "cable-and-machine",
    name: "Cable and Machine",
    items: ["Cable Machines", "Leg Press", "Lat Pulldown", "Smith Machine"],
  },
  {
    slug: "free-weight",
    name: "Free Weight",
    items: ["Barbell (15kg)", "Barbell (20kg)", "Dumbbells", "Weight Plates", "Olympic Lifting Platform"],
  },
  {
    slug: "bodyweight",
    name: "Bodyweight",
    items: ["Pull-up Bars", "Gymnastic Rings", "Parallettes", "Dip Station"],
  },
  {
    slug: "recovery-and-mobility",
    name: "Recovery and Mobility",
    items: ["Foam Rollers", "Massage Guns", "Stretching Area", "Resistance Bands"],
  },
  { slug: "combat", name: "Combat", items: ["Heavy Bags", "Speed Bags", "Boxing Ring", "Grappling Mats"] },
] as const;

// ---------------------------------------------------------------------------------------------
// Places, money and time
// ---------------------------------------------------------------------------------------------

export const COUNTRIES = [
  {
    name: "New Zealand",
    code: "NZ",
    currency: "NZD",
    defaultTimeZone: "Pacific/Auckland",
    timeZones: ["Pacific/Auckland", "Pacific/Chatham"],
  },
  {
    name: "Australia",
    code: "AU",
    currency: "AUD",
    defaultTimeZone: "Australia/Sydney",
    timeZones: [
      "Australia/Sydney",
      "Australia/Melbourne",
      "Australia/Brisbane",
      "Australia/Adelaide",
      "Australia/Perth",
      "Australia/Hobart",
      "Australia/Darwin",
    ],
  },
] as const;
export const COUNTRY_NAMES = ["New Zealand", "Australia"] as const;
export type Country = (typeof COUNTRY_NAMES)[number];
export const CURRENCIES = ["NZD", "AUD"] as const;
export type Currency = (typeof CURRENCIES)[number];
export const CURRENCY_BY_COUNTRY: Record<Country, Currency> = { "New Zealand": "NZD", Australia: "AUD" };
export const SUPPORTED_TIME_ZONES: readonly string[] = COUNTRIES.flatMap((c) => c.timeZones);

// The weekdays (WEEKDAYS, WEEKDAYS_MONDAY_FIRST) live in domain/weekdays.ts, so a page that renders
// them does not load this module.

// ---------------------------------------------------------------------------------------------
// People
// ---------------------------------------------------------------------------------------------

export const USER_TYPES = ["athlete", "trainer", "gym_owner", "ambassador", "admin"] as const;
export type UserType = (typeof USER_TYPES)[number];

// ---------------------------------------------------------------------------------------------
// Bookings and recovery amenities
// ---------------------------------------------------------------------------------------------

// What a gym booking buys lives in domain/booking-types.ts, so the booking form's schema does not load
// this module for it.
export { GYM_BOOKING_TYPES, type GymBookingType } from "./booking-types.ts";
/** Every booking: a gym visit, or a recovery amenity booked on its own (its item is in amenity_bookings). */
export const BOOKING_TYPES = [...GYM_BOOKING_TYPES, "amenity"] as const;
export type BookingType = (typeof BOOKING_TYPES)[number];
export const BOOKING_TYPE_LABELS: Record<BookingType, string> = {
  day_pass: "Day Pass",
  hourly: "Hourly",
  amenity: "Recovery",
};

// The booking statuses and My Bookings' filter choices live in domain/booking-statuses.ts, so My
// Bookings does not load this module for them. The `.ts` extension: the seed scripts import
// this module with Node itself.
export {
  BOOKING_STATUS_FILTERS,
  BOOKING_STATUSES,
  type BookingStatus,
  type BookingStatusFilter,
} from "./booking-statuses.ts";

export const AMENITY_BOOKING_STATUSES = ["pending", "confirmed", "cancelled", "completed"] as const;
export type AmenityBookingStatus = (typeof AMENITY_BOOKING_STATUSES)[number];

/** Bookable recovery amenity kinds; `group` is the spec's bookableAmenities key. */
export const AMENITY_ITEM_TYPES = [
  "sauna",
  "ice_bath",
  "compression_boots",
  "float_tank",
  "massage_room",
] as const;
export type AmenityItemType = (typeof AMENITY_ITEM_TYPES)[number];
export const AMENITY_ITEM_TYPE_INFO: Record<AmenityItemType, { label: string; group: string }> = {
  sauna: { label: "Sauna", group: "saunas" },
  ice_bath: { label: "Ice Bath", group: "iceBaths" },
  compression_boots: { label: "Compression Boots", group: "compressionBoots" },
  float_tank: { label: "Float Tank", group: "floatTanks" },
  massage_room: { label: "Massage Room", group: "massageRooms" },
};

/** Gym payment (payout) account status; starts pending (spec). */
export const PAYMENT_ACCOUNT_STATUSES = ["pending", "active", "restricted", "disabled"] as const;
export type PaymentAccountStatus = (typeof PAYMENT_ACCOUNT_STATUSES)[number];

// ---------------------------------------------------------------------------------------------
// Applications and inquiries
// ---------------------------------------------------------------------------------------------

export const APPLICATION_STATUSES = ["pending", "approved", "rejected"] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

export const INQUIRY_STATUSES = ["pending", "contacted", "closed"] as const;
export type InquiryStatus = (typeof INQUIRY_STATUSES)[number];

// ---------------------------------------------------------------------------------------------
// Money out
// ---------------------------------------------------------------------------------------------

/** Commission ledger: an accrual per attributed booking, a clawback if it is refunded. */
export const COMMISSION_KINDS = ["accrual", "clawback", "void"] as const;
export type CommissionKind = (typeof COMMISSION_KINDS)[number];
export const COMMISSION_STATUSES = ["pending", "earned", "paid", "void"] as const;
export type CommissionStatus = (typeof COMMISSION_STATUSES)[number];
export const PAYOUT_STATUSES = ["pending", "paid", "failed"] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];
/** Money out: ledger entry kinds, parties, payout runs and their items. */
export const LEDGER_KINDS = [
  "charge",
  "refund",
  "gym_share",
  "platform_fee",
  "commission",
  "clawback",
  "transfer",
] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];
export const LEDGER_PARTIES = ["platform", "gym", "ambassador"] as const;
export type LedgerParty = (typeof LEDGER_PARTIES)[number];
export const PAYOUT_RUN_KINDS = ["gym", "ambassador"] as const;
export type PayoutRunKind = (typeof PAYOUT_RUN_KINDS)[number];
export const PAYOUT_RUN_STATUSES = ["prepared", "approved"] as const;
export const PAYOUT_PARTIES = ["gym", "ambassador"] as const;
export type PayoutParty = (typeof PAYOUT_PARTIES)[number];
export const PAYOUT_ITEM_STATUSES = ["ready", "held", "paid", "failed"] as const;
export type PayoutItemStatus = (typeof PAYOUT_ITEM_STATUSES)[number];

// ---------------------------------------------------------------------------------------------
// Platform
// ---------------------------------------------------------------------------------------------

/** queued → sending (claimed by one sender) → sent; back to queued to retry; failed after the last attempt. */
export const MAIL_STATUSES = ["queued", "sending", "sent", "failed"] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

/** Who cancelled a booking: its athlete, or the gym's owner from the partner console. */
export const CANCELLED_BY = ["athlete", "owner"] as const;
export type CancelledBy = (typeof CANCELLED_BY)[number];
