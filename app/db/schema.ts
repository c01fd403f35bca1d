/**
 * The whole GymRoam data model, in one place. Migrations in ../../migrations are generated from
 * this file by drizzle-kit (`npm run db:generate`) and applied by wrangler.
 *
 * Conventions:
 * - SQL names snake_case, TypeScript names camelCase; integer autoincrement primary keys.
 * - Instants (created_at, starts_at, expires_at ...) are INTEGER epoch milliseconds, read as Date
 *   (`mode: "timestamp_ms"`); created_at defaults in SQL so raw inserts get it too.
 * - Gym-local wall-clock values are TEXT: dates 'YYYY-MM-DD', times 'HH:MM' (CHECKed by GLOB).
 * - Money is integer minor units in `*_cents` columns, with the gym's currency copied onto
 *   bookings and orders when they are created.
 * - Lists that searches filter on (equipment, amenities, sports, operating days) are child tables
 *   with (name, gym_id) indexes; lists only ever displayed (trainer specialisations, application
 *   answers, product sizes) are JSON text.
 * - City (and e-mail, code) comparisons are case-insensitive: those columns are declared
 *   `COLLATE NOCASE`, so `=`, `IN`, ORDER BY and their indexes all ignore ASCII case.
 * - Secret gym columns (bank, tax, API key) are never selected by public queries: use
 *   `publicGymColumns` below.
 */
import { type SQL, sql } from "drizzle-orm";
import {
  type AnySQLiteColumn,
  check,
  customType,
  index,
  integer,
  primaryKey,
  real,
  sqliteTable,
  text,
  uniqueIndex,
} from "drizzle-orm/sqlite-core";
import {
  COMPETITION_LEVELS,
  CONTENT_STYLES,
  FOLLOWERS_COUNTS,
  PRIMARY_SPORTS,
  TRAVEL_FREQUENCIES,
  YEARS_EXPERIENCE,
} from "../domain/athlete-profile";
import {
  AMENITY_BOOKING_STATUSES,
  AMENITY_ITEM_TYPES,
  AMENITY_OPTIONS,
  APPLICATION_STATUSES,
  BOOKING_STATUSES,
  BOOKING_TYPES,
  CANCELLED_BY,
  COMMISSION_KINDS,
  COMMISSION_STATUSES,
  COUNTRY_NAMES,
  CURRENCIES,
  INQUIRY_STATUSES,
  LEDGER_KINDS,
  LEDGER_PARTIES,
  MAIL_STATUSES,
  PAYMENT_ACCOUNT_STATUSES,
  PAYOUT_ITEM_STATUSES,
  PAYOUT_PARTIES,
  PAYOUT_RUN_KINDS,
  PAYOUT_RUN_STATUSES,
  PAYOUT_STATUSES,
  USER_TYPES,
} from "../domain/catalog";
import { ORDER_STATUSES, PRODUCT_CATEGORIES } from "../domain/merchandise-options";
import { SLOT_WAITLIST_STATUSES } from "../domain/slot-waitlist";

// ---------------------------------------------------------------------------------------------
// Column helpers
// ---------------------------------------------------------------------------------------------

/** TEXT compared case-insensitively (ASCII), including in indexes and UNIQUE constraints. */
const textNoCase = customType<{ data: string; driverData: string }>({
  dataType: () => "text COLLATE NOCASE",
});

const nowMs = sql`(cast(unixepoch('subsec') * 1000 as integer))`;
const instant = (name: string) => integer(name, { mode: "timestamp_ms" });
const createdAt = (name = "created_at") => instant(name).notNull().default(nowMs);
const bool = (name: string) => integer(name, { mode: "boolean" });
const currency = (name = "currency") => text(name, { enum: CURRENCIES }).notNull();

/** Bare column name, so CHECKs survive drizzle-kit's table-rebuild migrations (no table prefix). */
const c = (column: AnySQLiteColumn) => sql.identifier(column.name);
const quoted = (values: readonly (string | number)[]) =>
  sql.raw(values.map((v) => (typeof v === "number" ? String(v) : `'${v.replaceAll("'", "''")}'`)).join(", "));
const oneOf = (name: string, column: AnySQLiteColumn, values: readonly (string | number)[]) =>
  check(name, sql`${c(column)} IN (${quoted(values)})`);
const cond = (name: string, expr: SQL) => check(name, expr);
const isDate = (column: AnySQLiteColumn) =>
  sql`${c(column)} GLOB '[0-9][0-9][0-9][0-9]-[01][0-9]-[0-3][0-9]'`;
const isTime = (column: AnySQLiteColumn) => sql`${c(column)} GLOB '[0-2][0-9]:[0-5][0-9]'`;
const nonNegative = (name: string, column: AnySQLiteColumn) => check(name, sql`${c(column)} >= 0`);
const nullOrNonNegative = (name: string, column: AnySQLiteColumn) =>
  check(name, sql`${c(column)} IS NULL OR ${c(column)} >= 0`);

// ---------------------------------------------------------------------------------------------
// People
// ---------------------------------------------------------------------------------------------

/** Visitors get an athlete row (no e-mail yet) on first save or booking; owners, admins etc. too. */
export const users = sqliteTable(
  "users",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    email: textNoCase("email").unique(),
    name: text("name"),
    userType: text("user_type", { enum: USER_TYPES }).notNull().default("athlete"),
    profileImage: text("profile_image"),
    createdAt: createdAt(),
    /** Set when the person proved the e-mail by a sign-in link: the row is then an account. */
    emailVerified: bool("email_verified").notNull().default(false),
    updatedAt: instant("updated_at"),
    /** E-mail preference: the 24-hour reminder before a booking (on unless turned off on /account). */
    remindersEnabled: bool("reminders_enabled").notNull().default(true),
  },
  (t) => [
    oneOf("users_user_type_check", t.userType, USER_TYPES),
    cond("users_email_length_check", sql`${c(t.email)} IS NULL OR length(${c(t.email)}) <= 255`),
  ],
);

// ---------------------------------------------------------------------------------------------
// Gyms and their searchable lists
// ---------------------------------------------------------------------------------------------

export const gyms = sqliteTable(
  "gyms",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    ownerId: integer("owner_id").references(() => users.id, { onDelete: "set null" }),
    name: text("name").notNull(),
    description: text("description").notNull(),
    gymRules: text("gym_rules").notNull(),
    address: text("address").notNull(),
    city: textNoCase("city").notNull(),
    country: text("country", { enum: COUNTRY_NAMES }).notNull(),
    latitude: real("latitude"),
    longitude: real("longitude"),
    hourlyRateCents: integer("hourly_rate_cents").notNull().default(0),
    dayPassRateCents: integer("day_pass_rate_cents").notNull(),
    weeklyRateCents: integer("weekly_rate_cents"),
    monthlyRateCents: integer("monthly_rate_cents"),
    currency: currency(),
    /** IANA zone (Pacific/Auckland, Australia/Sydney ...): booking dates/times are local to it. */
    timeZone: text("time_zone").notNull(),
    /** Athletes admitted at once. */
    capacity: integer("capacity").notNull().default(30),
    openTime: text("open_time").notNull().default("06:00"),
    closeTime: text("close_time").notNull().default("22:00"),
    is24Hours: bool("is_24_hours").notNull().default(false),
    /** Display only: JSON object, e.g. {"Mon-Fri":"06:00-20:00","Sat":"08:00-12:00"}. */
    staffHours: text("staff_hours", { mode: "json" }).$type<Record<string, string>>(),
    otherAmenities: text("other_amenities"),
    checkInPolicy: text("check_in_policy"),
    contactEmail: text("contact_email"),
    contactPhone: text("contact_phone"),
    /** The phone callers may use, shown on the gym page and in its JSON-LD. */
    publicPhone: text("public_phone"),
    postalCode: text("postal_code"),
    /** State or regional council ("NSW", "Wellington"), the address's region. */
    region: text("region"),
    // --- secret: never selected by public loaders -------------------------------------------
    paymentAccountId: text("payment_account_id"),
    businessName: text("business_name"),
    businessType: text("business_type"),
    abn: text("abn"),
    irdNumber: text("ird_number"),
    accountHolderName: text("account_holder_name"),
    bsb: text("bsb"),
    accountNumber: text("account_number"),
    bookingSystemType: text("booking_system_type"),
    bookingSystemApiKey: text("booking_system_api_key"),
    bookingSystemUrl: text("booking_system_url"),
    bookingWidgetCode: text("booking_widget_code"),
    // ------------------------------------------------------------------------------------------
    accountStatus: text("account_status", { enum: PAYMENT_ACCOUNT_STATUSES }).notNull().default("pending"),
    payoutEnabled: bool("payout_enabled").notNull().default(false),
    amenityBookingEnabled: bool("amenity_booking_enabled").notNull().default(false),
    canHostTeams: bool("can_host_teams").notNull().default(false),
    maxTeamSize: integer("max_team_size"),
    teamFacilities: text("team_facilities"),
    isActive: bool("is_active").notNull().default(true),
    /**
     * The gym's equipment and amenities from the search's option lists as bit masks (bit = the
     * option's row in search_options), so a search filters them inside an index instead of looking
     * each one up per gym. Maintained only by the triggers in migrations/0006.
     */
    equipmentMask: integer("equipment_mask").notNull().default(0),
    amenityMask: integer("amenity_mask").notNull().default(0),
    /**
     * The 0.01° × 0.01° square (about 1.1 × 0.8 km here) the gym's pin is in, computed by SQLite from
     * the coordinates (a virtual column: nothing writes it). Nearest-first searches read the squares
     * around the origin instead of a latitude band across the whole city (migrations/0016, issue 19).
     */
    geoCell: integer("geo_cell").generatedAlwaysAs(
      sql`CAST((latitude + 90) * 100 AS INTEGER) * 36001 + CAST((longitude + 180) * 100 AS INTEGER)`,
      { mode: "virtual" },
    ),
    /**
     * The 0.001° square (about 110 × 90 m here): the same numbering at ten times the resolution, rows
     * of 360,001. Small circles in a dense city read these (migrations/0021).
     */
    geoCellFine: integer("geo_cell_fine").generatedAlwaysAs(
      sql`CAST((latitude + 90) * 1000 AS INTEGER) * 360001 + CAST((longitude + 180) * 1000 AS INTEGER)`,
      { mode: "virtual" },
    ),
    /** The gym's reviews and the sum of their ratings, kept only by triggers on reviews (migrations/0021). */
    reviewCount: integer("review_count").notNull().default(0),
    ratingSum: integer("rating_sum").notNull().default(0),
    /** round(avg(rating), 1) of its reviews, NULL without any (virtual: computed from the two above). */
    rating: real("rating").generatedAlwaysAs(
      sql`CASE WHEN review_count > 0 THEN round(CAST(rating_sum AS REAL) / review_count, 1) END`,
      { mode: "virtual" },
    ),
    createdAt: createdAt(),
    /** When the owner accepted the partner terms (carried from the application on approval). */
    termsAcceptedAt: instant("terms_accepted_at"),
    /** The owner paused the listing: not listed, not booked, the page says so. */
    listingPaused: bool("listing_paused").notNull().default(false),
    /** False until the owner sets the capacity (approval cannot know it). */
    capacityConfirmed: bool("capacity_confirmed").notNull().default(true),
    /** The gym's percentage of each booking (the spec's 60, settable per gym by the admin). */
    gymSharePercent: integer("gym_share_percent").notNull().default(60),
  },
  (t) => [
    // City searches by price, with the filter masks: the count and price order read only the index
    // (id after the price: the page's order).
    index("gyms_city_active_day_pass_idx").on(
      t.city,
      t.isActive,
      t.dayPassRateCents,
      t.id,
      t.equipmentMask,
      t.amenityMask,
    ),
    // Distance searches in a city: a latitude band read from the index (and the city's centre), with
    // the price and masks to filter it without reading table rows.
    index("gyms_city_active_lat_lng_idx").on(
      t.city,
      t.isActive,
      t.latitude,
      t.longitude,
      t.dayPassRateCents,
      t.equipmentMask,
      t.amenityMask,
    ),
    // Nearest-first searches in a dense city: the squares around the origin (geo_cell), filtered by
    // the same columns without reading table rows.
    index("gyms_city_active_cell_idx").on(
      t.city,
      t.isActive,
      t.geoCell,
      t.latitude,
      t.longitude,
      t.dayPassRateCents,
      t.equipmentMask,
      t.amenityMask,
    ),
    // The same at 0.001° for small circles in dense cities.
    index("gyms_city_active_cell_fine_idx").on(
      t.city,
      t.isActive,
      t.geoCellFine,
      t.latitude,
      t.longitude,
      t.dayPassRateCents,
      t.equipmentMask,
      t.amenityMask,
    ),
    // "By rating" in a city, in order (NULL ratings last), filtered inside the index.
    index("gyms_city_active_rating_idx").on(
      t.city,
      t.isActive,
      sql`${t.rating} DESC`,
      sql`${t.reviewCount} DESC`,
      t.id,
      t.dayPassRateCents,
      t.equipmentMask,
      t.amenityMask,
    ),
    index("gyms_active_day_pass_idx").on(t.isActive, t.dayPassRateCents),
    index("gyms_active_hourly_idx").on(t.isActive, t.hourlyRateCents),
    // Geo box searches: active first, so the planner uses it even without ANALYZE statistics.
    index("gyms_active_lat_lng_idx").on(t.isActive, t.latitude, t.longitude),
    index("gyms_teams_idx").on(t.canHostTeams, t.isActive, t.maxTeamSize),
    index("gyms_owner_idx").on(t.ownerId),
    index("gyms_active_created_idx").on(t.isActive, t.createdAt),
    oneOf("gyms_country_check", t.country, COUNTRY_NAMES),
    oneOf("gyms_currency_check", t.currency, CURRENCIES),
    cond(
      "gyms_country_currency_check",
      sql`(${c(t.country)} = 'New Zealand' AND ${c(t.currency)} = 'NZD') OR (${c(t.country)} = 'Australia' AND ${c(t.currency)} = 'AUD')`,
    ),
    oneOf("gyms_account_status_check", t.accountStatus, PAYMENT_ACCOUNT_STATUSES),
    nonNegative("gyms_hourly_rate_check", t.hourlyRateCents),
    nonNegative("gyms_day_pass_rate_check", t.dayPassRateCents),
    nullOrNonNegative("gyms_weekly_rate_check", t.weeklyRateCents),
    nullOrNonNegative("gyms_monthly_rate_check", t.monthlyRateCents),
    cond("gyms_capacity_check", sql`${c(t.capacity)} > 0`),
    cond("gyms_open_time_check", isTime(t.openTime)),
    cond("gyms_close_time_check", isTime(t.closeTime)),
    cond("gyms_latitude_check", sql`${c(t.latitude)} IS NULL OR ${c(t.latitude)} BETWEEN -90 AND 90`),
    cond("gyms_longitude_check", sql`${c(t.longitude)} IS NULL OR ${c(t.longitude)} BETWEEN -180 AND 180`),
    cond("gyms_max_team_size_check", sql`${c(t.maxTeamSize)} IS NULL OR ${c(t.maxTeamSize)} > 0`),
  ],
);

/**
 * Columns safe to send to browsers and API clients: everything except the secret columns.
 * `db.select(publicGymColumns).from(gyms)`.
 */
export const publicGymColumns = {
  id: gyms.id,
  ownerId: gyms.ownerId,
  name: gyms.name,
  description: gyms.description,
  gymRules: gyms.gymRules,
  address: gyms.address,
  city: gyms.city,
  country: gyms.country,
  latitude: gyms.latitude,
  longitude: gyms.longitude,
  hourlyRateCents: gyms.hourlyRateCents,
  dayPassRateCents: gyms.dayPassRateCents,
  weeklyRateCents: gyms.weeklyRateCents,
  monthlyRateCents: gyms.monthlyRateCents,
  currency: gyms.currency,
  timeZone: gyms.timeZone,
  capacity: gyms.capacity,
  openTime: gyms.openTime,
  closeTime: gyms.closeTime,
  is24Hours: gyms.is24Hours,
  staffHours: gyms.staffHours,
  otherAmenities: gyms.otherAmenities,
  checkInPolicy: gyms.checkInPolicy,
  contactEmail: gyms.contactEmail,
  contactPhone: gyms.contactPhone,
  amenityBookingEnabled: gyms.amenityBookingEnabled,
  canHostTeams: gyms.canHostTeams,
  maxTeamSize: gyms.maxTeamSize,
  teamFacilities: gyms.teamFacilities,
  isActive: gyms.isActive,
  createdAt: gyms.createdAt,
  publicPhone: gyms.publicPhone,
  postalCode: gyms.postalCode,
  region: gyms.region,
} as const;

/** SQL names of the secret gym columns (tests assert none of them reaches a response). */
export const GYM_SECRET_COLUMNS = [
  "payment_account_id",
  "business_name",
  "business_type",
  "abn",
  "ird_number",
  "account_holder_name",
  "bsb",
  "account_number",
  "booking_system_type",
  "booking_system_api_key",
  "booking_system_url",
  "booking_widget_code",
] as const;

const gymId = () =>
  integer("gym_id")
    .notNull()
    .references(() => gyms.id, { onDelete: "cascade" });

export const gymEquipment = sqliteTable(
  "gym_equipment",
  { gymId: gymId(), name: text("name").notNull() },
  (t) => [
    primaryKey({ columns: [t.gymId, t.name] }),
    index("gym_equipment_name_gym_idx").on(t.name, t.gymId),
  ],
);

export const gymAmenities = sqliteTable(
  "gym_amenities",
  { gymId: gymId(), name: text("name", { enum: AMENITY_OPTIONS }).notNull() },
  (t) => [
    primaryKey({ columns: [t.gymId, t.name] }),
    index("gym_amenities_name_gym_idx").on(t.name, t.gymId),
    oneOf("gym_amenities_name_check", t.name, AMENITY_OPTIONS),
  ],
);

export const gymSports = sqliteTable("gym_sports", { gymId: gymId(), name: text("name").notNull() }, (t) => [
  primaryKey({ columns: [t.gymId, t.name] }),
  index("gym_sports_name_gym_idx").on(t.name, t.gymId),
]);

/** One row per day the gym opens; day follows Date#getDay (Sunday = 0). */
export const gymOperatingDays = sqliteTable(
  "gym_operating_days",
  {
    gymId: gymId(),
    day: integer("day").notNull(),
    /** That day's hours; null keeps the gym's openTime/closeTime (migration 0010). */
    openTime: text("open_time"),
    closeTime: text("close_time"),
  },
  (t) => [
    primaryKey({ columns: [t.gymId, t.day] }),
    index("gym_operating_days_day_gym_idx").on(t.day, t.gymId),
    cond("gym_operating_days_day_check", sql`${c(t.day)} BETWEEN 0 AND 6`),
    cond("gym_operating_days_open_time_check", sql`${c(t.openTime)} IS NULL OR ${isTime(t.openTime)}`),
    cond("gym_operating_days_close_time_check", sql`${c(t.closeTime)} IS NULL OR ${isTime(t.closeTime)}`),
  ],
);

/** Dates a gym is closed (holidays): no booking on them (app/domain/booking.ts). */
export const gymClosedDates = sqliteTable(
  "gym_closed_dates",
  { gymId: gymId(), date: text("date").notNull(), note: text("note") },
  (t) => [primaryKey({ columns: [t.gymId, t.date] }), cond("gym_closed_dates_date_check", isDate(t.date))],
);

/** Ordered images; position 0 is the card image. */
export const gymImages = sqliteTable(
  "gym_images",
  {
    gymId: gymId(),
    position: integer("position").notNull(),
    url: text("url").notNull(),
    alt: text("alt").notNull().default(""),
    /** Widths stored in R2 beside `url` for an uploaded photo; null for a plain URL. */
    widths: text("widths", { mode: "json" }).$type<number[]>(),
  },
  (t) => [
    primaryKey({ columns: [t.gymId, t.position] }),
    cond("gym_images_position_check", sql`${c(t.position)} >= 0`),
  ],
);

export const gymStaff = sqliteTable(
  "gym_staff",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    gymId: gymId(),
    position: integer("position").notNull().default(0),
    name: text("name").notNull(),
    role: text("role").notNull(),
    bio: text("bio"),
    image: text("image"),
  },
  (t) => [index("gym_staff_gym_idx").on(t.gymId, t.position)],
);

/** Bookable recovery amenities (the spec's bookableAmenities map): one booking at a time each. */
export const amenityItems = sqliteTable(
  "amenity_items",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    gymId: gymId(),
    type: text("type", { enum: AMENITY_ITEM_TYPES }).notNull(),
    name: text("name").notNull(),
    pricePerHourCents: integer("price_per_hour_cents").notNull(),
    isActive: bool("is_active").notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    index("amenity_items_gym_type_idx").on(t.gymId, t.type),
    uniqueIndex("amenity_items_gym_name_unique").on(t.gymId, t.name),
    oneOf("amenity_items_type_check", t.type, AMENITY_ITEM_TYPES),
    cond("amenity_items_price_check", sql`${c(t.pricePerHourCents)} > 0`),
  ],
);

// ---------------------------------------------------------------------------------------------
// Ambassadors (declared before bookings, which reference codes)
// ---------------------------------------------------------------------------------------------

export const ambassadorApplications = sqliteTable(
  "ambassador_applications",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    fullName: text("full_name").notNull(),
    email: textNoCase("email").notNull(),
    phone: text("phone").notNull(),
    location: text("location").notNull(),
    primarySport: text("primary_sport", { enum: PRIMARY_SPORTS }).notNull(),
    competitionLevel: text("competition_level", { enum: COMPETITION_LEVELS }).notNull(),
    yearsExperience: text("years_experience", { enum: YEARS_EXPERIENCE }).notNull(),
    achievements: text("achievements"),
    instagramHandle: text("instagram_handle"),
    tiktokHandle: text("tiktok_handle"),
    youtubeChannel: text("youtube_channel"),
    followersCount: text("followers_count", { enum: FOLLOWERS_COUNTS }).notNull(),
    contentStyle: text("content_style", { enum: CONTENT_STYLES }).notNull(),
    motivations: text("motivations").notNull(),
    travelFrequency: text("travel_frequency", { enum: TRAVEL_FREQUENCIES }).notNull(),
    /** JSON array of gym preference strings (at least one). */
    gymPreferences: text("gym_preferences", { mode: "json" }).$type<string[]>().notNull(),
    agreeToTerms: bool("agree_to_terms").notNull(),
    agreeToMarketing: bool("agree_to_marketing").notNull().default(false),
    status: text("status", { enum: APPLICATION_STATUSES }).notNull().default("pending"),
    /** Issued on approval; mirrors ambassador_codes.code. */
    ambassadorCode: textNoCase("ambassador_code").unique(),
    createdAt: createdAt(),
    reviewedAt: instant("reviewed_at"),
    reviewedBy: text("reviewed_by"),
    reviewNotes: text("review_notes"),
  },
  (t) => [
    index("ambassador_applications_status_created_idx").on(t.status, t.createdAt),
    index("ambassador_applications_email_idx").on(t.email),
    oneOf("ambassador_applications_primary_sport_check", t.primarySport, PRIMARY_SPORTS),
    oneOf("ambassador_applications_competition_level_check", t.competitionLevel, COMPETITION_LEVELS),
    oneOf("ambassador_applications_years_experience_check", t.yearsExperience, YEARS_EXPERIENCE),
    oneOf("ambassador_applications_followers_count_check", t.followersCount, FOLLOWERS_COUNTS),
    oneOf("ambassador_applications_content_style_check", t.contentStyle, CONTENT_STYLES),
    oneOf("ambassador_applications_travel_frequency_check", t.travelFrequency, TRAVEL_FREQUENCIES),
    oneOf("ambassador_applications_status_check", t.status, APPLICATION_STATUSES),
    cond("ambassador_applications_terms_check", sql`${c(t.agreeToTerms)} = 1`),
  ],
);

export const ambassadorCodes = sqliteTable(
  "ambassador_codes",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    code: textNoCase("code").notNull().unique(),
    applicationId: integer("application_id")
      .notNull()
      .unique()
      .references(() => ambassadorApplications.id, { onDelete: "restrict" }),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    isActive: bool("is_active").notNull().default(true),
    createdAt: createdAt(),
    /** The ambassador's Stripe Connect account (secret: never sent to a browser); payouts go there. */
    paymentAccountId: text("payment_account_id"),
    payoutEnabled: bool("payout_enabled").notNull().default(false),
  },
  (t) => [index("ambassador_codes_user_idx").on(t.userId)],
);

// ---------------------------------------------------------------------------------------------
// Bookings, amenity bookings, reviews, saved gyms
// ---------------------------------------------------------------------------------------------

export const bookings = sqliteTable(
  "bookings",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    /** Short human code shown to the athlete, e.g. GR-7K3P9Q; with the e-mail it finds a booking. */
    reference: text("reference").notNull().unique(),
    athleteId: integer("athlete_id")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    gymId: integer("gym_id")
      .notNull()
      .references(() => gyms.id, { onDelete: "restrict" }),
    athleteName: text("athlete_name").notNull(),
    athleteEmail: textNoCase("athlete_email").notNull(),
    phone: text("phone"),
    bookingType: text("booking_type", { enum: BOOKING_TYPES }).notNull(),
    /** Gym-local wall clock. */
    bookingDate: text("booking_date").notNull(),
    startTime: text("start_time").notNull(),
    endTime: text("end_time").notNull(),
    durationHours: integer("duration_hours").notNull(),
    athletes: integer("athletes").notNull().default(1),
    /** The same interval as UTC instants, for ordering, capacity and scheduled jobs. */
    startsAt: instant("starts_at").notNull(),
    endsAt: instant("ends_at").notNull(),
    totalCents: integer("total_cents").notNull(),
    currency: currency(),
    status: text("status", { enum: BOOKING_STATUSES }).notNull().default("pending"),
    /** Unpaid bookings release their slots after this instant. */
    holdExpiresAt: instant("hold_expires_at"),
    specialRequests: text("special_requests"),
    /**
     * Why the booking needs an admin's eye (a payment event whose amount, currency, mode or intent did
     * not match it); null when nothing is wrong. Set once, never cleared by the code.
     */
    flaggedReason: text("flagged_reason"),
    /** Salted hash of the client address (IPv6 by /64) that made it, to cap unpaid holds per address. */
    clientHash: text("client_hash"),
    ambassadorCodeId: integer("ambassador_code_id").references(() => ambassadorCodes.id, {
      onDelete: "set null",
    }),
    paymentIntentId: text("payment_intent_id").unique(),
    refundCents: integer("refund_cents").notNull().default(0),
    confirmedAt: instant("confirmed_at"),
    completedAt: instant("completed_at"),
    cancelledAt: instant("cancelled_at"),
    createdAt: createdAt(),
    /** The gym's split when the booking was paid (copied from the gym on confirmation). */
    gymSharePercent: integer("gym_share_percent"),
    /** When the gym checked the athlete in (the pass, once; issue 17) and which owner did. */
    checkedInAt: instant("checked_in_at"),
    checkedInBy: integer("checked_in_by").references(() => users.id, { onDelete: "set null" }),
    /** When the gym recorded that nobody came (after the start; never refunded) and which owner did. */
    noShowAt: instant("no_show_at"),
    noShowBy: integer("no_show_by").references(() => users.id, { onDelete: "set null" }),
    /** Who cancelled: the athlete (My Bookings, the API) or the gym's owner (the partner console). */
    cancelledBy: text("cancelled_by", { enum: CANCELLED_BY }),
    /** The SEQUENCE of the calendar invite: 0, plus one per date change (migrations/0013). */
    calendarSequence: integer("calendar_sequence").notNull().default(0),
    /** Consecutive days a day pass covers: 1, or 7 (week pass) or 30 (month pass). */
    passDays: integer("pass_days").notNull().default(1),
    /**
     * The trip (trips.id) this booking is a stop's day of, or null. No REFERENCES clause: SQLite would
     * rebuild the bookings table to add one. The hold-cap triggers read it to count a trip once.
     */
    tripId: integer("trip_id"),
  },
  (t) => [
    index("bookings_gym_date_status_idx").on(t.gymId, t.bookingDate, t.status),
    index("bookings_gym_starts_idx").on(t.gymId, t.startsAt),
    index("bookings_athlete_created_idx").on(t.athleteId, t.createdAt),
    index("bookings_status_hold_idx").on(t.status, t.holdExpiresAt),
    index("bookings_status_ends_idx").on(t.status, t.endsAt),
    index("bookings_ambassador_code_idx").on(t.ambassadorCodeId),
    index("bookings_athlete_status_hold_idx").on(t.athleteId, t.status, t.holdExpiresAt),
    index("bookings_client_status_hold_idx").on(t.clientHash, t.status, t.holdExpiresAt),
    index("bookings_gym_status_hold_idx").on(t.gymId, t.status, t.holdExpiresAt),
    index("bookings_trip_idx").on(t.tripId),
    oneOf("bookings_booking_type_check", t.bookingType, BOOKING_TYPES),
    oneOf("bookings_status_check", t.status, BOOKING_STATUSES),
    oneOf("bookings_currency_check", t.currency, CURRENCIES),
    cond("bookings_booking_date_check", isDate(t.bookingDate)),
    cond("bookings_start_time_check", isTime(t.startTime)),
    cond("bookings_end_time_check", isTime(t.endTime)),
    cond(
      "bookings_duration_check",
      sql`(${c(t.bookingType)} = 'hourly' AND ${c(t.durationHours)} BETWEEN 1 AND 8) OR (${c(t.bookingType)} = 'day_pass' AND ${c(t.durationHours)} BETWEEN 1 AND 24) OR (${c(t.bookingType)} = 'amenity' AND ${c(t.durationHours)} BETWEEN 1 AND 4)`,
    ),
    cond("bookings_athletes_check", sql`${c(t.athletes)} >= 1`),
    cond("bookings_interval_check", sql`${c(t.endsAt)} > ${c(t.startsAt)}`),
    // A rate of 0 means "not offered": nothing is ever booked (or confirmed) for nothing.
    cond("bookings_total_check", sql`${c(t.totalCents)} > 0`),
    cond("bookings_refund_check", sql`${c(t.refundCents)} BETWEEN 0 AND ${c(t.totalCents)}`),
    cond(
      "bookings_cancelled_by_check",
      sql`${c(t.cancelledBy)} IS NULL OR ${c(t.cancelledBy)} IN ('athlete', 'owner')`,
    ),
    cond("bookings_calendar_sequence_check", sql`${c(t.calendarSequence)} >= 0`),
    cond(
      "bookings_pass_days_check",
      sql`${c(t.passDays)} = 1 OR (${c(t.passDays)} IN (7, 30) AND ${c(t.bookingType)} = 'day_pass')`,
    ),
  ],
);

/**
 * Check-ins at the door, one per booking and venue-local day: a day's booking is checked in once, a
 * week or month pass once on each day it covers. `bookings.checked_in_at` keeps the first one (the
 * visit happened; a no-show is then refused).
 */
export const bookingCheckIns = sqliteTable(
  "booking_check_ins",
  {
    bookingId: integer("booking_id")
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    /** The venue-local date of the check-in. */
    visitDate: text("visit_date").notNull(),
    checkedInAt: instant("checked_in_at").notNull(),
    checkedInBy: integer("checked_in_by").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [
    primaryKey({ columns: [t.bookingId, t.visitDate] }),
    cond("booking_check_ins_visit_date_check", isDate(t.visitDate)),
  ],
);

export const amenityBookings = sqliteTable(
  "amenity_bookings",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    /** The gym booking it was added to, if any (amenities can also be booked on their own). */
    bookingId: integer("booking_id").references(() => bookings.id, { onDelete: "restrict" }),
    gymId: integer("gym_id")
      .notNull()
      .references(() => gyms.id, { onDelete: "restrict" }),
    amenityItemId: integer("amenity_item_id")
      .notNull()
      .references(() => amenityItems.id, { onDelete: "restrict" }),
    athleteId: integer("athlete_id")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    amenityType: text("amenity_type", { enum: AMENITY_ITEM_TYPES }).notNull(),
    amenityName: text("amenity_name").notNull(),
    bookingDate: text("booking_date").notNull(),
    startTime: text("start_time").notNull(),
    endTime: text("end_time").notNull(),
    durationHours: integer("duration_hours").notNull(),
    startsAt: instant("starts_at").notNull(),
    endsAt: instant("ends_at").notNull(),
    pricePerHourCents: integer("price_per_hour_cents").notNull(),
    totalCents: integer("total_cents").notNull(),
    currency: currency(),
    externalBookingId: text("external_booking_id"),
    bookingStatus: text("booking_status", { enum: AMENITY_BOOKING_STATUSES }).notNull().default("confirmed"),
    holdExpiresAt: instant("hold_expires_at"),
    createdAt: createdAt(),
  },
  (t) => [
    index("amenity_bookings_item_starts_idx").on(t.amenityItemId, t.startsAt),
    index("amenity_bookings_booking_idx").on(t.bookingId),
    index("amenity_bookings_athlete_created_idx").on(t.athleteId, t.createdAt),
    index("amenity_bookings_gym_date_idx").on(t.gymId, t.bookingDate),
    index("amenity_bookings_status_hold_idx").on(t.bookingStatus, t.holdExpiresAt),
    oneOf("amenity_bookings_type_check", t.amenityType, AMENITY_ITEM_TYPES),
    oneOf("amenity_bookings_status_check", t.bookingStatus, AMENITY_BOOKING_STATUSES),
    oneOf("amenity_bookings_currency_check", t.currency, CURRENCIES),
    cond("amenity_bookings_booking_date_check", isDate(t.bookingDate)),
    cond("amenity_bookings_start_time_check", isTime(t.startTime)),
    cond("amenity_bookings_end_time_check", isTime(t.endTime)),
    cond("amenity_bookings_duration_check", sql`${c(t.durationHours)} BETWEEN 1 AND 4`),
    cond("amenity_bookings_interval_check", sql`${c(t.endsAt)} > ${c(t.startsAt)}`),
    cond("amenity_bookings_price_check", sql`${c(t.pricePerHourCents)} >= 0`),
    cond(
      "amenity_bookings_total_check",
      sql`${c(t.totalCents)} = ${c(t.pricePerHourCents)} * ${c(t.durationHours)}`,
    ),
  ],
);

/**
 * Athletes booked into each 30-minute slot of a gym (gym-local date and time), never above the
 * gym's capacity: the CHECK makes any write that would oversell fail, and with it the whole
 * `db.batch` it is part of. Rows are maintained only by the triggers in migrations/0002 (an insert
 * into booking_slots adds, a delete subtracts), so the count is always the sum of the live holds.
 */
export const gymSlotLoad = sqliteTable(
  "gym_slot_load",
  {
    gymId: gymId(),
    slotDate: text("slot_date").notNull(),
    slotTime: text("slot_time").notNull(),
    /** The gym's capacity when the slot was first booked. */
    capacity: integer("capacity").notNull(),
    booked: integer("booked").notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.gymId, t.slotDate, t.slotTime] }),
    cond("gym_slot_load_capacity_check", sql`${c(t.booked)} BETWEEN 0 AND ${c(t.capacity)}`),
  ],
);

/** The slots a live (pending or confirmed) booking holds; deleted when the booking is cancelled. */
export const bookingSlots = sqliteTable(
  "booking_slots",
  {
    bookingId: integer("booking_id")
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    gymId: gymId(),
    slotDate: text("slot_date").notNull(),
    slotTime: text("slot_time").notNull(),
    athletes: integer("athletes").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.bookingId, t.slotDate, t.slotTime] }),
    index("booking_slots_gym_slot_idx").on(t.gymId, t.slotDate, t.slotTime),
    cond("booking_slots_athletes_check", sql`${c(t.athletes)} >= 1`),
  ],
);

/**
 * One live amenity booking per amenity item and 30-minute slot: the primary key refuses a second,
 * which fails the batch that tried. Deleted (by trigger) when the amenity booking is cancelled.
 */
export const amenitySlots = sqliteTable(
  "amenity_slots",
  {
    amenityItemId: integer("amenity_item_id")
      .notNull()
      .references(() => amenityItems.id, { onDelete: "cascade" }),
    slotDate: text("slot_date").notNull(),
    slotTime: text("slot_time").notNull(),
    amenityBookingId: integer("amenity_booking_id")
      .notNull()
      .references(() => amenityBookings.id, { onDelete: "cascade" }),
  },
  (t) => [
    primaryKey({ columns: [t.amenityItemId, t.slotDate, t.slotTime] }),
    index("amenity_slots_booking_idx").on(t.amenityBookingId),
  ],
);

export const reviews = sqliteTable(
  "reviews",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    bookingId: integer("booking_id")
      .notNull()
      .unique()
      .references(() => bookings.id, { onDelete: "restrict" }),
    athleteId: integer("athlete_id")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    gymId: integer("gym_id")
      .notNull()
      .references(() => gyms.id, { onDelete: "restrict" }),
    rating: integer("rating").notNull().default(5),
    comment: text("comment").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("reviews_gym_created_idx").on(t.gymId, t.createdAt),
    index("reviews_athlete_idx").on(t.athleteId),
    cond("reviews_rating_check", sql`${c(t.rating)} BETWEEN 1 AND 5`),
    cond("reviews_comment_check", sql`length(trim(${c(t.comment)})) > 0`),
  ],
);

export const savedGyms = sqliteTable(
  "saved_gyms",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    gymId: gymId(),
    savedAt: createdAt("saved_at"),
  },
  (t) => [primaryKey({ columns: [t.userId, t.gymId] }), index("saved_gyms_gym_idx").on(t.gymId)],
);

// ---------------------------------------------------------------------------------------------
// Trainers
// ---------------------------------------------------------------------------------------------

export const trainers = sqliteTable(
  "trainers",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    name: text("name").notNull(),
    bio: text("bio"),
    specializations: text("specializations", { mode: "json" }).$type<string[]>().notNull().default([]),
    certifications: text("certifications", { mode: "json" }).$type<string[]>().notNull().default([]),
    languages: text("languages", { mode: "json" }).$type<string[]>().notNull().default([]),
    experienceYears: integer("experience_years").notNull().default(0),
    hourlyRateCents: integer("hourly_rate_cents").notNull(),
    sessionRateCents: integer("session_rate_cents"),
    weeklyRateCents: integer("weekly_rate_cents"),
    monthlyRateCents: integer("monthly_rate_cents"),
    currency: currency(),
    city: textNoCase("city").notNull(),
    country: text("country", { enum: COUNTRY_NAMES }).notNull(),
    latitude: real("latitude"),
    longitude: real("longitude"),
    images: text("images", { mode: "json" }).$type<string[]>().notNull().default([]),
    /** Display text, e.g. "Weekdays 6am-2pm, Saturday mornings". */
    availability: text("availability"),
    isOnline: bool("is_online").notNull().default(false),
    isInPerson: bool("is_in_person").notNull().default(true),
    /** Average rating x 100 (spec precision 3,2): 480 = 4.80. */
    ratingHundredths: integer("rating_hundredths").notNull().default(0),
    reviewCount: integer("review_count").notNull().default(0),
    contactEmail: text("contact_email"),
    contactPhone: text("contact_phone"),
    isActive: bool("is_active").notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    index("trainers_city_idx").on(t.city),
    index("trainers_user_idx").on(t.userId),
    oneOf("trainers_country_check", t.country, COUNTRY_NAMES),
    oneOf("trainers_currency_check", t.currency, CURRENCIES),
    cond("trainers_rating_check", sql`${c(t.ratingHundredths)} BETWEEN 0 AND 500`),
    nonNegative("trainers_review_count_check", t.reviewCount),
    nonNegative("trainers_experience_check", t.experienceYears),
    nonNegative("trainers_hourly_rate_check", t.hourlyRateCents),
    nullOrNonNegative("trainers_session_rate_check", t.sessionRateCents),
    nullOrNonNegative("trainers_weekly_rate_check", t.weeklyRateCents),
    nullOrNonNegative("trainers_monthly_rate_check", t.monthlyRateCents),
  ],
);

// ---------------------------------------------------------------------------------------------
// Waitlist, applications, inquiries, messages
// ---------------------------------------------------------------------------------------------

export const waitlist = sqliteTable(
  "waitlist",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    email: textNoCase("email").notNull().unique(),
    name: text("name"),
    city: text("city"),
    country: text("country"),
    userType: text("user_type"),
    source: text("source"),
    /** Fields of the spec's (unused) native waitlist form. */
    sport: text("sport"),
    howDidYouHear: text("how_did_you_hear"),
    additionalInfo: text("additional_info"),
    notified: bool("notified").notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index("waitlist_created_idx").on(t.createdAt),
    cond("waitlist_email_length_check", sql`length(${c(t.email)}) <= 255`),
    cond("waitlist_user_type_length_check", sql`${c(t.userType)} IS NULL OR length(${c(t.userType)}) <= 50`),
  ],
);

/** Listing applications: never searched, so list answers are JSON text. */
export const gymApplications = sqliteTable(
  "gym_applications",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    contactName: text("contact_name").notNull(),
    contactEmail: textNoCase("contact_email").notNull(),
    contactPhone: text("contact_phone"),
    /** The listing's postcode and the phone callers may use (gyms.postal_code, gyms.public_phone on approval). */
    postalCode: text("postal_code"),
    publicPhone: text("public_phone"),
    businessName: text("business_name").notNull(),
    businessType: text("business_type"),
    abn: text("abn"),
    irdNumber: text("ird_number"),
    address: text("address").notNull(),
    gymName: text("gym_name").notNull(),
    description: text("description"),
    gymRules: text("gym_rules"),
    city: textNoCase("city").notNull(),
    country: text("country", { enum: COUNTRY_NAMES }).notNull(),
    /** The applicant's free-text message (required on the form). */
    message: text("message"),
    hourlyRateCents: integer("hourly_rate_cents").notNull().default(0),
    dayPassRateCents: integer("day_pass_rate_cents").notNull().default(3000),
    weeklyRateCents: integer("weekly_rate_cents"),
    monthlyRateCents: integer("monthly_rate_cents"),
    openTime: text("open_time").notNull().default("06:00"),
    closeTime: text("close_time").notNull().default("22:00"),
    is24Hours: bool("is_24_hours").notNull().default(false),
    operatingDays: text("operating_days", { mode: "json" }).$type<number[]>().notNull().default([]),
    staffHours: text("staff_hours", { mode: "json" }).$type<Record<string, string>>(),
    amenities: text("amenities", { mode: "json" }).$type<string[]>().notNull().default([]),
    otherAmenities: text("other_amenities"),
    equipment: text("equipment", { mode: "json" }).$type<string[]>().notNull().default([]),
    sports: text("sports", { mode: "json" }).$type<string[]>().notNull().default([]),
    photos: text("photos", { mode: "json" }).$type<string[]>().notNull().default([]),
    checkInPolicy: text("check_in_policy"),
    checkInInstructions: text("check_in_instructions"),
    canHostTeams: bool("can_host_teams").notNull().default(false),
    maxTeamSize: integer("max_team_size"),
    teamFacilities: text("team_facilities"),
    // --- secret ------------------------------------------------------------------------------
    bankAccountName: text("bank_account_name"),
    bankAccountNumber: text("bank_account_number"),
    bsb: text("bsb"),
    paymentAccountId: text("payment_account_id"),
    // ------------------------------------------------------------------------------------------
    status: text("status", { enum: APPLICATION_STATUSES }).notNull().default("pending"),
    submittedAt: createdAt("submitted_at"),
    reviewedAt: instant("reviewed_at"),
    reviewedBy: text("reviewed_by"),
    reviewNotes: text("review_notes"),
    acceptedTerms: bool("accepted_terms").notNull().default(false),
    termsAcceptedAt: instant("terms_accepted_at"),
    /** The gym created when the application was approved. */
    gymId: integer("gym_id").references(() => gyms.id, { onDelete: "set null" }),
  },
  (t) => [
    index("gym_applications_status_submitted_idx").on(t.status, t.submittedAt),
    index("gym_applications_submitted_idx").on(t.submittedAt),
    oneOf("gym_applications_status_check", t.status, APPLICATION_STATUSES),
    oneOf("gym_applications_country_check", t.country, COUNTRY_NAMES),
    nonNegative("gym_applications_hourly_rate_check", t.hourlyRateCents),
    nonNegative("gym_applications_day_pass_rate_check", t.dayPassRateCents),
    nullOrNonNegative("gym_applications_weekly_rate_check", t.weeklyRateCents),
    nullOrNonNegative("gym_applications_monthly_rate_check", t.monthlyRateCents),
    cond("gym_applications_open_time_check", isTime(t.openTime)),
    cond("gym_applications_close_time_check", isTime(t.closeTime)),
    cond("gym_applications_max_team_size_check", sql`${c(t.maxTeamSize)} IS NULL OR ${c(t.maxTeamSize)} > 0`),
  ],
);

export const teamBookingInquiries = sqliteTable(
  "team_booking_inquiries",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    gymId: integer("gym_id")
      .notNull()
      .references(() => gyms.id, { onDelete: "restrict" }),
    teamName: text("team_name").notNull(),
    contactName: text("contact_name").notNull(),
    email: textNoCase("email").notNull(),
    phone: text("phone"),
    teamSize: integer("team_size").notNull().default(1),
    sport: text("sport"),
    preferredDates: text("preferred_dates").notNull(),
    specialRequirements: text("special_requirements"),
    status: text("status", { enum: INQUIRY_STATUSES }).notNull().default("pending"),
    createdAt: createdAt(),
  },
  (t) => [
    index("team_booking_inquiries_gym_created_idx").on(t.gymId, t.createdAt),
    index("team_booking_inquiries_status_created_idx").on(t.status, t.createdAt),
    oneOf("team_booking_inquiries_status_check", t.status, INQUIRY_STATUSES),
    cond("team_booking_inquiries_team_size_check", sql`${c(t.teamSize)} >= 1`),
  ],
);

export const athleteInterestMessages = sqliteTable(
  "athlete_interest_messages",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    gymId: gymId(),
    athleteName: text("athlete_name").notNull(),
    athleteEmail: textNoCase("athlete_email").notNull(),
    message: text("message"),
    createdAt: createdAt(),
    /** The owner's follow-up, as for team inquiries: pending → contacted → closed. */
    status: text("status", { enum: INQUIRY_STATUSES }).notNull().default("pending"),
  },
  (t) => [
    index("athlete_interest_messages_gym_created_idx").on(t.gymId, t.createdAt),
    index("athlete_interest_messages_status_created_idx").on(t.status, t.createdAt),
    oneOf("athlete_interest_messages_status_check", t.status, INQUIRY_STATUSES),
  ],
);

// ---------------------------------------------------------------------------------------------
// Commission
// ---------------------------------------------------------------------------------------------

export const ambassadorPayouts = sqliteTable(
  "ambassador_payouts",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    ambassadorCodeId: integer("ambassador_code_id")
      .notNull()
      .references(() => ambassadorCodes.id, { onDelete: "restrict" }),
    /** 'YYYY-MM': the month whose earned commission this pays (paid on the 15th). */
    period: text("period").notNull(),
    amountCents: integer("amount_cents").notNull(),
    currency: text("currency", { enum: CURRENCIES }).notNull().default("NZD"),
    status: text("status", { enum: PAYOUT_STATUSES }).notNull().default("pending"),
    paidAt: instant("paid_at"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("ambassador_payouts_code_period_currency_unique").on(
      t.ambassadorCodeId,
      t.period,
      t.currency,
    ),
    oneOf("ambassador_payouts_status_check", t.status, PAYOUT_STATUSES),
    oneOf("ambassador_payouts_currency_check", t.currency, CURRENCIES),
    cond("ambassador_payouts_period_check", sql`${c(t.period)} GLOB '[0-9][0-9][0-9][0-9]-[01][0-9]'`),
    cond("ambassador_payouts_minimum_check", sql`${c(t.amountCents)} >= 5000`),
  ],
);

export const commissionLedger = sqliteTable(
  "commission_ledger",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    ambassadorCodeId: integer("ambassador_code_id")
      .notNull()
      .references(() => ambassadorCodes.id, { onDelete: "restrict" }),
    bookingId: integer("booking_id")
      .notNull()
      .references(() => bookings.id, { onDelete: "restrict" }),
    kind: text("kind", { enum: COMMISSION_KINDS }).notNull(),
    status: text("status", { enum: COMMISSION_STATUSES }).notNull().default("pending"),
    /** 30% of the booking total; clawbacks are negative. */
    amountCents: integer("amount_cents").notNull(),
    currency: currency(),
    /** Booking completion + 30 days. */
    earnAt: instant("earn_at"),
    payoutId: integer("payout_id").references(() => ambassadorPayouts.id, { onDelete: "restrict" }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("commission_ledger_booking_kind_unique").on(t.bookingId, t.kind),
    index("commission_ledger_status_earn_idx").on(t.status, t.earnAt),
    index("commission_ledger_code_status_idx").on(t.ambassadorCodeId, t.status),
    index("commission_ledger_payout_idx").on(t.payoutId),
    oneOf("commission_ledger_kind_check", t.kind, COMMISSION_KINDS),
    oneOf("commission_ledger_status_check", t.status, COMMISSION_STATUSES),
    oneOf("commission_ledger_currency_check", t.currency, CURRENCIES),
    cond(
      "commission_ledger_sign_check",
      sql`(${c(t.kind)} = 'clawback' AND ${c(t.amountCents)} <= 0) OR (${c(t.kind)} <> 'clawback' AND ${c(t.amountCents)} >= 0)`,
    ),
  ],
);

// ---------------------------------------------------------------------------------------------
// Payments, mail, analytics, admin
// ---------------------------------------------------------------------------------------------

/** Webhook/event de-duplication: inserting an id that exists fails, so an event applies once. */
export const paymentEvents = sqliteTable(
  "payment_events",
  {
    id: text("id").primaryKey(),
    provider: text("provider").notNull(),
    type: text("type").notNull(),
    bookingId: integer("booking_id").references(() => bookings.id, { onDelete: "set null" }),
    receivedAt: createdAt("received_at"),
  },
  (t) => [index("payment_events_booking_idx").on(t.bookingId)],
);

export const mailOutbox = sqliteTable(
  "mail_outbox",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    toAddress: text("to_address").notNull(),
    subject: text("subject").notNull(),
    textBody: text("text_body").notNull(),
    htmlBody: text("html_body"),
    /**
     * Files sent with the message, as JSON `[{ filename, contentType, content }]` (content is text,
     * e.g. a booking's text/calendar invite).
     */
    attachments: text("attachments"),
    /** The From the message was sent with (MAIL_FROM at the time). */
    fromAddress: text("from_address"),
    /** Our Message-ID header, fixed at the first attempt so a resend is recognisably the same message. */
    messageId: text("message_id"),
    /** The exact RFC 5322 source last handed to the provider. */
    raw: text("raw"),
    /** The provider's id for the accepted message. */
    providerMessageId: text("provider_message_id"),
    /** Not before this instant (retries back off). */
    nextAttemptAt: instant("next_attempt_at").notNull().default(nowMs),
    /** When it was last put on the mail queue (the cron re-enqueues what a lost queue message left). */
    enqueuedAt: instant("enqueued_at"),
    /** When a sender claimed it (status sending); a claim older than a few minutes is swept back. */
    claimedAt: instant("claimed_at"),
    /** e.g. booking_confirmation, owner_contact, team_inquiry, application_received. */
    kind: text("kind").notNull(),
    relatedType: text("related_type"),
    relatedId: integer("related_id"),
    status: text("status", { enum: MAIL_STATUSES }).notNull().default("queued"),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    createdAt: createdAt(),
    sentAt: instant("sent_at"),
    /** Where replies go (a gym owner's address, for a reply from the partner console). */
    replyTo: text("reply_to"),
    /** A solicitation's one-click opt-out URL (List-Unsubscribe, RFC 8058); NULL for other mail. */
    listUnsubscribe: text("list_unsubscribe"),
  },
  (t) => [
    index("mail_outbox_status_created_idx").on(t.status, t.createdAt),
    index("mail_outbox_status_next_idx").on(t.status, t.nextAttemptAt),
    index("mail_outbox_related_idx").on(t.relatedType, t.relatedId),
    index("mail_outbox_created_idx").on(t.createdAt),
    oneOf("mail_outbox_status_check", t.status, MAIL_STATUSES),
    nonNegative("mail_outbox_attempts_check", t.attempts),
  ],
);

/**
 * Addresses that asked for no more of a kind of solicitation (the List-Unsubscribe link of a review
 * request): stored lower-case, checked before such mail is queued.
 */
export const mailOptOuts = sqliteTable(
  "mail_opt_outs",
  {
    email: text("email").notNull(),
    kind: text("kind").notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.email, t.kind] })],
);

/** One row per page view; the visitor is a salted hash, never a raw IP. */
export const pageViews = sqliteTable(
  "page_views",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    path: text("path").notNull(),
    visitorHash: text("visitor_hash").notNull(),
    /** Coarse class only (e.g. desktop, mobile, bot), never the raw user agent. */
    userAgentClass: text("user_agent_class"),
    createdAt: createdAt(),
  },
  (t) => [
    index("page_views_created_idx").on(t.createdAt),
    index("page_views_path_created_idx").on(t.path, t.createdAt),
  ],
);

/** Admin sessions; the id is a hash of the cookie token, so a database leak yields no session. */
export const adminSessions = sqliteTable(
  "admin_sessions",
  {
    id: text("id").primaryKey(),
    createdAt: createdAt(),
    expiresAt: instant("expires_at").notNull(),
    revokedAt: instant("revoked_at"),
    /** Who acts: "admin" for the shared password, the e-mail of a named admin (ADMIN_EMAILS). */
    actor: text("actor").notNull().default("admin"),
    /** Last request; the session ends after 30 minutes without one. */
    lastSeenAt: instant("last_seen_at"),
  },
  (t) => [index("admin_sessions_expires_idx").on(t.expiresAt)],
);

/** Admin login attempts per salted client hash, for rate limiting. */
export const loginAttempts = sqliteTable(
  "login_attempts",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    clientHash: text("client_hash").notNull(),
    succeeded: bool("succeeded").notNull().default(false),
    attemptedAt: createdAt("attempted_at"),
  },
  (t) => [
    index("login_attempts_client_attempted_idx").on(t.clientHash, t.attemptedAt),
    index("login_attempts_attempted_idx").on(t.attemptedAt),
  ],
);

// ---------------------------------------------------------------------------------------------
// Accounts: better-auth's session, account and verification models on D1. Its user
// model is `users` itself, so an account is the visitor identity its records already hang off.
// ---------------------------------------------------------------------------------------------

/** Signed-in sessions: one row per sign-in, behind the `__Host-gr_account` cookie. */
export const accountSessions = sqliteTable(
  "account_sessions",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    token: text("token").notNull().unique(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: instant("expires_at").notNull(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    createdAt: createdAt(),
    updatedAt: instant("updated_at").notNull().default(nowMs),
  },
  (t) => [index("account_sessions_user_idx").on(t.userId)],
);

/** better-auth's linked sign-in methods (unused by e-mail links; the library requires the model). */
export const authAccounts = sqliteTable(
  "auth_accounts",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: instant("access_token_expires_at"),
    refreshTokenExpiresAt: instant("refresh_token_expires_at"),
    scope: text("scope"),
    password: text("password"),
    createdAt: createdAt(),
    updatedAt: instant("updated_at").notNull().default(nowMs),
  },
  (t) => [index("auth_accounts_user_idx").on(t.userId)],
);

/** Sign-in links waiting to be used: the identifier holds a SHA-256 of the link's token, never the token. */
export const authVerifications = sqliteTable(
  "auth_verifications",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: instant("expires_at").notNull(),
    createdAt: createdAt(),
    updatedAt: instant("updated_at").notNull().default(nowMs),
  },
  (t) => [index("auth_verifications_identifier_idx").on(t.identifier)],
);

/** Every admin decision: who, what, when, and the record before → after (JSON). */
export const auditLog = sqliteTable(
  "audit_log",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    actor: text("actor").notNull(),
    action: text("action").notNull(),
    subjectType: text("subject_type").notNull(),
    subjectId: text("subject_id").notNull(),
    before: text("before"),
    after: text("after"),
    createdAt: createdAt(),
  },
  (t) => [index("audit_log_created_idx").on(t.createdAt)],
);

// ---------------------------------------------------------------------------------------------
// Merchandise and orders
// ---------------------------------------------------------------------------------------------

export const products = sqliteTable(
  "products",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    slug: text("slug").notNull().unique(),
    name: text("name").notNull(),
    priceCents: integer("price_cents").notNull(),
    originalPriceCents: integer("original_price_cents"),
    currency: text("currency", { enum: CURRENCIES }).notNull().default("NZD"),
    image: text("image").notNull(),
    category: text("category", { enum: PRODUCT_CATEGORIES }).notNull(),
    sizes: text("sizes", { mode: "json" }).$type<string[]>().notNull(),
    colors: text("colors", { mode: "json" }).$type<string[]>().notNull(),
    /** Average rating x 10: 47 = 4.7. */
    ratingTenths: integer("rating_tenths").notNull().default(0),
    reviewCount: integer("review_count").notNull().default(0),
    description: text("description").notNull(),
    features: text("features", { mode: "json" }).$type<string[]>().notNull(),
    /** Higher sells more ("Most Popular" sort); "Featured" sorts by id. */
    popularity: integer("popularity").notNull().default(0),
    isActive: bool("is_active").notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    index("products_category_idx").on(t.category),
    oneOf("products_category_check", t.category, PRODUCT_CATEGORIES),
    oneOf("products_currency_check", t.currency, CURRENCIES),
    cond("products_price_check", sql`${c(t.priceCents)} > 0`),
    cond(
      "products_original_price_check",
      sql`${c(t.originalPriceCents)} IS NULL OR ${c(t.originalPriceCents)} > ${c(t.priceCents)}`,
    ),
    cond("products_rating_check", sql`${c(t.ratingTenths)} BETWEEN 0 AND 50`),
  ],
);

export const orders = sqliteTable(
  "orders",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    reference: text("reference").notNull().unique(),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    email: textNoCase("email").notNull(),
    name: text("name"),
    status: text("status", { enum: ORDER_STATUSES }).notNull().default("pending"),
    subtotalCents: integer("subtotal_cents").notNull(),
    shippingCents: integer("shipping_cents").notNull().default(0),
    totalCents: integer("total_cents").notNull(),
    currency: text("currency", { enum: CURRENCIES }).notNull().default("NZD"),
    shippingAddress: text("shipping_address"),
    paymentIntentId: text("payment_intent_id").unique(),
    paidAt: instant("paid_at"),
    createdAt: createdAt(),
  },
  (t) => [
    index("orders_user_created_idx").on(t.userId, t.createdAt),
    index("orders_status_created_idx").on(t.status, t.createdAt),
    oneOf("orders_status_check", t.status, ORDER_STATUSES),
    oneOf("orders_currency_check", t.currency, CURRENCIES),
    nonNegative("orders_subtotal_check", t.subtotalCents),
    nonNegative("orders_shipping_check", t.shippingCents),
    cond("orders_total_check", sql`${c(t.totalCents)} = ${c(t.subtotalCents)} + ${c(t.shippingCents)}`),
  ],
);

export const orderItems = sqliteTable(
  "order_items",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "restrict" }),
    productName: text("product_name").notNull(),
    size: text("size"),
    color: text("color"),
    quantity: integer("quantity").notNull(),
    unitPriceCents: integer("unit_price_cents").notNull(),
    lineTotalCents: integer("line_total_cents").notNull(),
  },
  (t) => [
    index("order_items_order_idx").on(t.orderId),
    index("order_items_product_idx").on(t.productId),
    cond("order_items_quantity_check", sql`${c(t.quantity)} >= 1`),
    cond("order_items_unit_price_check", sql`${c(t.unitPriceCents)} >= 0`),
    cond(
      "order_items_line_total_check",
      sql`${c(t.lineTotalCents)} = ${c(t.unitPriceCents)} * ${c(t.quantity)}`,
    ),
  ],
);

// ---------------------------------------------------------------------------------------------
// Inferred row types
// ---------------------------------------------------------------------------------------------

export type User = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type Gym = typeof gyms.$inferSelect;
export type NewGym = typeof gyms.$inferInsert;
/** A gym row as public loaders may return it (see publicGymColumns). */
export type PublicGym = Pick<Gym, keyof typeof publicGymColumns>;
export type GymEquipment = typeof gymEquipment.$inferSelect;
export type GymAmenity = typeof gymAmenities.$inferSelect;
export type GymSport = typeof gymSports.$inferSelect;
export type GymOperatingDay = typeof gymOperatingDays.$inferSelect;
export type GymImage = typeof gymImages.$inferSelect;
export type GymStaffMember = typeof gymStaff.$inferSelect;
export type AmenityItem = typeof amenityItems.$inferSelect;
export type NewAmenityItem = typeof amenityItems.$inferInsert;
export type Booking = typeof bookings.$inferSelect;
export type NewBooking = typeof bookings.$inferInsert;
export type AmenityBooking = typeof amenityBookings.$inferSelect;
export type NewAmenityBooking = typeof amenityBookings.$inferInsert;
export type Review = typeof reviews.$inferSelect;
export type NewReview = typeof reviews.$inferInsert;
export type SavedGym = typeof savedGyms.$inferSelect;
export type Trainer = typeof trainers.$inferSelect;
export type NewTrainer = typeof trainers.$inferInsert;
export type WaitlistEntry = typeof waitlist.$inferSelect;
export type NewWaitlistEntry = typeof waitlist.$inferInsert;
export type GymApplication = typeof gymApplications.$inferSelect;
export type NewGymApplication = typeof gymApplications.$inferInsert;
export type AmbassadorApplication = typeof ambassadorApplications.$inferSelect;
export type NewAmbassadorApplication = typeof ambassadorApplications.$inferInsert;
export type AmbassadorCode = typeof ambassadorCodes.$inferSelect;
export type CommissionEntry = typeof commissionLedger.$inferSelect;
export type NewCommissionEntry = typeof commissionLedger.$inferInsert;
export type AmbassadorPayout = typeof ambassadorPayouts.$inferSelect;
export type TeamBookingInquiry = typeof teamBookingInquiries.$inferSelect;
export type NewTeamBookingInquiry = typeof teamBookingInquiries.$inferInsert;
export type AthleteInterestMessage = typeof athleteInterestMessages.$inferSelect;
export type NewAthleteInterestMessage = typeof athleteInterestMessages.$inferInsert;
export type PaymentEvent = typeof paymentEvents.$inferSelect;
export type MailMessage = typeof mailOutbox.$inferSelect;
export type NewMailMessage = typeof mailOutbox.$inferInsert;
export type PageView = typeof pageViews.$inferSelect;
export type AdminSession = typeof adminSessions.$inferSelect;
export type LoginAttempt = typeof loginAttempts.$inferSelect;
export type Product = typeof products.$inferSelect;
export type Order = typeof orders.$inferSelect;
export type NewOrder = typeof orders.$inferInsert;
export type OrderItem = typeof orderItems.$inferSelect;
export type NewOrderItem = typeof orderItems.$inferInsert;

/**
 * One row whose `version` goes up whenever anything a gym search shows changes: a gym, its lists,
 * images, opening days or reviews. The triggers in migrations/0005 keep it, inside the statement
 * that makes the change, so no code path can forget. Cached search pages are keyed by it.
 */
/**
 * The places gyms are in (a city and the suburb of each address) with running counts and coordinate
 * sums over listed gyms, kept by triggers on gyms (migrations/0017): the Where list and a city's
 * centre in a few rows, whatever the catalogue's size.
 */
export const gymPlaces = sqliteTable(
  "gym_places",
  {
    city: text("city").notNull(),
    country: text("country").notNull(),
    /** After the address's last comma; "" when there is none. */
    suburb: text("suburb").notNull(),
    /** Listed gyms here. */
    gyms: integer("gyms").notNull(),
    /** Of those, with both coordinates (the sums are over these). */
    located: integer("located").notNull(),
    latSum: real("lat_sum").notNull(),
    lngSum: real("lng_sum").notNull(),
  },
  (t) => [primaryKey({ columns: [t.city, t.country, t.suburb] })],
);

export const catalogVersion = sqliteTable(
  "catalog_version",
  {
    id: integer("id").primaryKey(),
    version: integer("version").notNull().default(0),
  },
  (t) => [cond("catalog_version_single_row", sql`${c(t.id)} = 1`)],
);

/**
 * The search's equipment and amenity options and their bits in gyms.equipment_mask / amenity_mask.
 * Bits are the options' positions in EQUIPMENT_OPTIONS / AMENITY_OPTIONS (app/domain/catalog.ts);
 * a worker test holds this table to those lists. Adding an option means a migration that adds its
 * row (and recomputes the masks); bits are never renumbered.
 */
export const searchOptions = sqliteTable(
  "search_options",
  {
    kind: text("kind", { enum: ["equipment", "amenity"] }).notNull(),
    name: text("name").notNull(),
    bit: integer("bit").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.name] }),
    cond("search_options_bit_check", sql`${c(t.bit)} BETWEEN 0 AND 62`),
  ],
);

/**
 * Idempotency-Key replays (POST /api/bookings, /api/process-payment) and the booking form's one-time
 * token: the first request's answer (its status and, in `body`, the id of what it made, written in the
 * same batch), kept for a day. A row without a status is a claim still running, or past its lease a
 * dead run's that the same request may take over.
 */
export const idempotencyKeys = sqliteTable(
  "idempotency_keys",
  {
    scope: text("scope").notNull(),
    key: text("key").notNull(),
    /** SHA-256 of the request body: the same key with another body is refused. */
    requestHash: text("request_hash").notNull(),
    status: integer("status"),
    body: text("body"),
    /** The visitor identity the stored answer belongs to: a replay returns it, and only to its owner. */
    ownerId: integer("owner_id"),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] }), index("idempotency_keys_created_idx").on(t.createdAt)],
);

// ---------------------------------------------------------------------------------------------
// Money out: the ledger and payout runs
// ---------------------------------------------------------------------------------------------

export const payoutRuns = sqliteTable(
  "payout_runs",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    kind: text("kind", { enum: PAYOUT_RUN_KINDS }).notNull(),
    /** Gym runs: the ISO week 'YYYY-Www' (NZ); ambassador runs: the month 'YYYY-MM' they pay. */
    period: text("period").notNull(),
    /** Entries available before this instant are in the run. */
    cutoffAt: instant("cutoff_at").notNull(),
    status: text("status", { enum: PAYOUT_RUN_STATUSES }).notNull().default("prepared"),
    approvedBy: text("approved_by"),
    approvedAt: instant("approved_at"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("payout_runs_kind_period_unique").on(t.kind, t.period),
    oneOf("payout_runs_kind_check", t.kind, PAYOUT_RUN_KINDS),
    oneOf("payout_runs_status_check", t.status, PAYOUT_RUN_STATUSES),
  ],
);

export const payoutItems = sqliteTable(
  "payout_items",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    runId: integer("run_id")
      .notNull()
      .references(() => payoutRuns.id, { onDelete: "restrict" }),
    party: text("party", { enum: PAYOUT_PARTIES }).notNull(),
    /** gyms.id or ambassador_codes.id. */
    partyId: integer("party_id").notNull(),
    currency: currency(),
    amountCents: integer("amount_cents").notNull(),
    status: text("status", { enum: PAYOUT_ITEM_STATUSES }).notNull().default("ready"),
    /** Why a held item is not sent (no enabled payout account). */
    holdReason: text("hold_reason"),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    /** The connected account the transfer went to (secret). */
    destination: text("destination"),
    transferId: text("transfer_id"),
    /** Sent with every attempt, so the provider makes one transfer however often it is retried. */
    idempotencyKey: text("idempotency_key").notNull().unique(),
    paidAt: instant("paid_at"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("payout_items_run_party_currency_unique").on(t.runId, t.party, t.partyId, t.currency),
    index("payout_items_party_idx").on(t.party, t.partyId, t.status),
    oneOf("payout_items_party_check", t.party, PAYOUT_PARTIES),
    oneOf("payout_items_currency_check", t.currency, CURRENCIES),
    oneOf("payout_items_status_check", t.status, PAYOUT_ITEM_STATUSES),
    cond("payout_items_amount_check", sql`${c(t.amountCents)} > 0`),
  ],
);

/**
 * Every booking's money, each entry once (entry_key is unique, so a replay inserts nothing), in the
 * booking's currency, signed from the party's side: charge +, refund -, gym_share and platform_fee
 * (with later adjustments) +/-, commission + (a void -), clawback -, transfer - (paid out).
 */
export const ledgerEntries = sqliteTable(
  "ledger_entries",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    entryKey: text("entry_key").notNull().unique(),
    kind: text("kind", { enum: LEDGER_KINDS }).notNull(),
    bookingId: integer("booking_id").references(() => bookings.id, { onDelete: "restrict" }),
    party: text("party", { enum: LEDGER_PARTIES }).notNull(),
    partyId: integer("party_id"),
    amountCents: integer("amount_cents").notNull(),
    currency: currency(),
    /** When the amount may be paid out; null while it is not yet (a commission before completion). */
    availableAt: instant("available_at"),
    /** The payout item that pays (or holds) it; null while unpaid. */
    payoutItemId: integer("payout_item_id").references(() => payoutItems.id, { onDelete: "restrict" }),
    note: text("note"),
    createdAt: instant("created_at").notNull(),
  },
  (t) => [
    index("ledger_entries_party_idx").on(t.party, t.partyId, t.currency, t.availableAt),
    index("ledger_entries_booking_idx").on(t.bookingId),
    index("ledger_entries_payout_item_idx").on(t.payoutItemId),
    index("ledger_entries_kind_created_idx").on(t.kind, t.createdAt),
    oneOf("ledger_entries_kind_check", t.kind, LEDGER_KINDS),
    oneOf("ledger_entries_party_check", t.party, LEDGER_PARTIES),
    oneOf("ledger_entries_currency_check", t.currency, CURRENCIES),
    // Only the platform's own entries have no party id; money in is positive, money back negative.
    cond(
      "ledger_entries_party_id_check",
      sql`(${c(t.party)} = 'platform' AND ${c(t.partyId)} IS NULL) OR (${c(t.party)} <> 'platform' AND ${c(t.partyId)} IS NOT NULL)`,
    ),
    cond(
      "ledger_entries_sign_check",
      sql`(${c(t.kind)} = 'charge' AND ${c(t.amountCents)} > 0) OR (${c(t.kind)} IN ('refund', 'clawback', 'transfer') AND ${c(t.amountCents)} < 0) OR ${c(t.kind)} IN ('gym_share', 'platform_fee', 'commission')`,
    ),
  ],
);

/**
 * A confirmed booking's date changes: where it was, where it went, and the price
 * the booking would have had at the new time next to what was paid (the price paid stands).
 */
export const bookingChanges = sqliteTable(
  "booking_changes",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    bookingId: integer("booking_id")
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    /** The calendar SEQUENCE the change's invite carries (1 for the first change). */
    sequence: integer("sequence").notNull(),
    fromDate: text("from_date").notNull(),
    fromStartTime: text("from_start_time").notNull(),
    toDate: text("to_date").notNull(),
    toStartTime: text("to_start_time").notNull(),
    paidCents: integer("paid_cents").notNull(),
    repricedCents: integer("repriced_cents").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("booking_changes_booking_sequence_idx").on(t.bookingId, t.sequence),
    cond("booking_changes_sequence_check", sql`${c(t.sequence)} >= 1`),
  ],
);

/**
 * An account's private calendar feed (GET /calendar/{token}.ics), at most one per account: making a
 * new one replaces the row, so the old URL answers 404 at once. The token itself is never stored:
 * it is derived from the account, this row's nonce and the session secret (so /account can show
 * it again), and the feed finds the row by the token's SHA-256.
 */
export const calendarFeeds = sqliteTable("calendar_feeds", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  tokenHash: text("token_hash").notNull().unique(),
  nonce: text("nonce").notNull(),
  createdAt: createdAt(),
});

/**
 * The waitlist of a full slot (not the location waitlist above): a booking request that
 * could not be booked, in line for a freed place. It carries what the booking is (priced when it
 * joined) so a freed place becomes that booking in one batch; `offered_booking_id` is the held booking
 * an offer made, paid by `offer_expires_at` or passed on.
 */
export const slotWaitlist = sqliteTable(
  "slot_waitlist",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    gymId: gymId(),
    /** Who joined: the visitor's identity (signed in or not), the only one who may leave or pay. */
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Salted hash of the client address that joined (caps places in line per network). */
    clientHash: text("client_hash"),
    athleteName: text("athlete_name").notNull(),
    /** Where the offer is sent. */
    athleteEmail: textNoCase("athlete_email").notNull(),
    phone: text("phone"),
    bookingType: text("booking_type", { enum: BOOKING_TYPES }).notNull(),
    bookingDate: text("booking_date").notNull(),
    startTime: text("start_time").notNull(),
    endTime: text("end_time").notNull(),
    durationHours: integer("duration_hours").notNull(),
    startsAt: instant("starts_at").notNull(),
    endsAt: instant("ends_at").notNull(),
    athletes: integer("athletes").notNull(),
    totalCents: integer("total_cents").notNull(),
    currency: currency(),
    specialRequests: text("special_requests"),
    ambassadorCodeId: integer("ambassador_code_id").references(() => ambassadorCodes.id, {
      onDelete: "set null",
    }),
    /** The recovery session (booked on its own or added to the visit) as JSON, or null. */
    amenityPart: text("amenity_part"),
    status: text("status", { enum: SLOT_WAITLIST_STATUSES }).notNull().default("waiting"),
    offeredBookingId: integer("offered_booking_id").references(() => bookings.id, { onDelete: "set null" }),
    offerExpiresAt: instant("offer_expires_at"),
    createdAt: createdAt(),
  },
  (t) => [
    index("slot_waitlist_gym_status_idx").on(t.gymId, t.status, t.id),
    index("slot_waitlist_user_status_idx").on(t.userId, t.status),
    index("slot_waitlist_client_status_idx").on(t.clientHash, t.status),
    index("slot_waitlist_offered_booking_idx").on(t.offeredBookingId),
    oneOf("slot_waitlist_status_check", t.status, SLOT_WAITLIST_STATUSES),
    oneOf("slot_waitlist_booking_type_check", t.bookingType, BOOKING_TYPES),
    oneOf("slot_waitlist_currency_check", t.currency, CURRENCIES),
    cond("slot_waitlist_booking_date_check", isDate(t.bookingDate)),
    cond("slot_waitlist_start_time_check", isTime(t.startTime)),
    cond("slot_waitlist_athletes_check", sql`${c(t.athletes)} >= 1`),
    cond("slot_waitlist_total_check", sql`${c(t.totalCents)} > 0`),
  ],
);

/**
 * The 30-minute slots a waitlist entry waits for: the gym's capacity (amenity_item_id 0) or a recovery
 * item's. While an entry waits, triggers keep bookings from outside the line out of these slots.
 */
export const slotWaitlistSlots = sqliteTable(
  "slot_waitlist_slots",
  {
    entryId: integer("entry_id")
      .notNull()
      .references(() => slotWaitlist.id, { onDelete: "cascade" }),
    gymId: gymId(),
    amenityItemId: integer("amenity_item_id").notNull(),
    slotDate: text("slot_date").notNull(),
    slotTime: text("slot_time").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.entryId, t.amenityItemId, t.slotDate, t.slotTime] }),
    index("slot_waitlist_slots_slot_idx").on(t.gymId, t.amenityItemId, t.slotDate, t.slotTime),
  ],
);

// ---------------------------------------------------------------------------------------------
// Trips: several stops booked and paid together
// ---------------------------------------------------------------------------------------------

const TRIP_STATUSES = ["pending", "confirmed", "cancelled"] as const;

/**
 * A traveller's trip: who books it and for how many, and whether it is held (pending, until
 * hold_expires_at), paid (confirmed) or released (cancelled). A stop's bookings are ordinary
 * bookings (trip_stops), so each keeps its own cancel, move, pass and invite.
 */
export const trips = sqliteTable(
  "trips",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    /** Shown to the athlete, e.g. GT-7K3P9Q; with a currency it keys that currency's charge. */
    reference: text("reference").notNull().unique(),
    athleteId: integer("athlete_id")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    athleteName: text("athlete_name").notNull(),
    athleteEmail: textNoCase("athlete_email").notNull(),
    phone: text("phone"),
    athletes: integer("athletes").notNull().default(1),
    status: text("status", { enum: TRIP_STATUSES }).notNull().default("pending"),
    holdExpiresAt: instant("hold_expires_at"),
    confirmedAt: instant("confirmed_at"),
    cancelledAt: instant("cancelled_at"),
    createdAt: createdAt(),
  },
  (t) => [
    index("trips_athlete_created_idx").on(t.athleteId, t.createdAt),
    // The hold sweep finds held trips whose hold lapsed without reading the paid ones.
    index("trips_status_hold_idx").on(t.status, t.holdExpiresAt),
    oneOf("trips_status_check", t.status, TRIP_STATUSES),
    cond("trips_athletes_check", sql`${c(t.athletes)} >= 1`),
  ],
);

/**
 * Which stop of its trip each booking is, in the athlete's order: a stop is one pass, or a day pass
 * for each day the gym opens during the stay.
 */
export const tripStops = sqliteTable(
  "trip_stops",
  {
    bookingId: integer("booking_id")
      .primaryKey()
      .references(() => bookings.id, { onDelete: "cascade" }),
    tripId: integer("trip_id")
      .notNull()
      .references(() => trips.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
  },
  (t) => [index("trip_stops_trip_position_idx").on(t.tripId, t.position)],
);

/**
 * A trip's charge in one currency (one per currency): the provider's intent, what it took and
 * whether it was given back because another currency's charge failed. A stop cancelled later is
 * refunded from this intent. The row is written when the intent is made, so a card that asks for
 * 3-D Secure is finished on the same intent; `succeeded_at` says the money was taken.
 */
export const tripPayments = sqliteTable(
  "trip_payments",
  {
    tripId: integer("trip_id")
      .notNull()
      .references(() => trips.id, { onDelete: "cascade" }),
    currency: currency(),
    amountCents: integer("amount_cents").notNull(),
    paymentIntentId: text("payment_intent_id").notNull().unique(),
    succeededAt: instant("succeeded_at"),
    refundedAt: instant("refunded_at"),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tripId, t.currency] }),
    oneOf("trip_payments_currency_check", t.currency, CURRENCIES),
    nonNegative("trip_payments_amount_check", t.amountCents),
  ],
);
