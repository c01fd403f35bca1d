import * as v from "valibot";
import { AMENITY_ITEM_TYPES } from "../catalog";
import { hasRealAddress } from "../listing";
import { optionalText, requiredText, wholeNumber } from "./common";
import { GYM_FIELDS, GYM_APPLICATION_MESSAGES as M, optionalMoney, requiredMoney } from "./gym-application";

/*
 * The partner console's listing editor: one schema per editor form, each made of the
 * application's own fields (GYM_FIELDS), so what /add-gym accepts the editor accepts, with the same
 * messages. Fields the application does not collect (the pin, capacity, per-day hours, closed dates,
 * photos' alt text, bookable recovery amenities) are defined here.
 */

export const LISTING_MESSAGES = {
  address: "Enter the street address athletes come to",
  latitude: "Place the pin on the map (latitude between -90 and 90)",
  longitude: "Place the pin on the map (longitude between -180 and 180)",
  capacity: "Capacity must be a whole number of athletes from 1 to 1000",
  noBookableRate: "Offer a day pass or hourly access: set the day rate or the hourly rate above 0",
  dayOpenTime: "Opening time must be a time such as 06:00",
  dayCloseTime: "Closing time must be a time such as 22:00 (24:00 for midnight)",
  dayCloseAfterOpen: "Closing time must be after opening time",
  noOpenDay: "Open on at least one day",
  closedDate: "Choose a date, e.g. 2026-12-25",
  closedDatePast: "Choose today or a later date",
  alt: "Describe the photo for people who cannot see it (alt text is required)",
  itemName: "Name the amenity, e.g. Sauna 1",
  itemType: "Choose the kind of recovery amenity",
  itemPrice: "Price per hour must be an amount in dollars, e.g. 25",
  itemPricePositive: "Price per hour must be more than 0",
} as const;
const L = LISTING_MESSAGES;

export const ListingDetailsSchema = v.object({
  gymName: GYM_FIELDS.gymName,
  description: GYM_FIELDS.description,
  gymRules: GYM_FIELDS.gymRules,
  checkInPolicy: GYM_FIELDS.checkInPolicy,
  publicPhone: GYM_FIELDS.publicPhone,
});
export type ListingDetailsInput = v.InferOutput<typeof ListingDetailsSchema>;

const DECIMAL = /^-?\d{1,3}(\.\d{1,8})?$/;
const coordinate = (message: string, limit: number) =>
  v.pipe(
    v.optional(v.union([v.string(message), v.number(message)], message), ""),
    v.transform((raw) =>
      typeof raw === "number" ? raw : DECIMAL.test(raw.trim()) ? Number(raw) : Number.NaN,
    ),
    v.check((n) => Number.isFinite(n) && Math.abs(n) <= limit, message),
  );

export const ListingLocationSchema = v.object({
  address: v.pipe(
    GYM_FIELDS.address,
    v.check((address) => hasRealAddress(address), L.address),
  ),
  postalCode: GYM_FIELDS.postalCode,
  latitude: coordinate(L.latitude, 90),
  longitude: coordinate(L.longitude, 180),
});
export type ListingLocationInput = v.InferOutput<typeof ListingLocationSchema>;

export const ListingRatesSchema = v.pipe(
  v.object({
    // 0 = not offered (the booking rules read a rate of 0 so); the day rate may be 0 here.
    dayPassRate: optionalMoney(M.dayPassRateInvalid, 0),
    hourlyRate: GYM_FIELDS.hourlyRate,
    weeklyRate: GYM_FIELDS.weeklyRate,
    monthlyRate: GYM_FIELDS.monthlyRate,
    capacity: wholeNumber(L.capacity, { min: 1, max: 1000 }),
  }),
  v.forward(
    v.partialCheck(
      [["dayPassRate"], ["hourlyRate"]],
      (input) => (input.dayPassRate ?? 0) > 0 || (input.hourlyRate ?? 0) > 0,
      L.noBookableRate,
    ),
    ["dayPassRate"],
  ),
);
export type ListingRatesInput = v.InferOutput<typeof ListingRatesSchema>;

const OPEN = /^([01]\d|2[0-3]):[0-5]\d$/;
const CLOSE = /^(([01]\d|2[0-3]):[0-5]\d|24:00)$/;

/** One weekday's row of the hours form: open or not, and its times. */
const DayHours = v.pipe(
  v.object({
    open: v.optional(v.boolean(M.flag), false),
    openTime: v.optional(v.pipe(v.string(L.dayOpenTime), v.trim()), ""),
    closeTime: v.optional(v.pipe(v.string(L.dayCloseTime), v.trim()), ""),
  }),
  v.forward(
    v.partialCheck([["open"], ["openTime"]], (d) => !d.open || OPEN.test(d.openTime), L.dayOpenTime),
    ["openTime"],
  ),
  v.forward(
    v.partialCheck([["open"], ["closeTime"]], (d) => !d.open || CLOSE.test(d.closeTime), L.dayCloseTime),
    ["closeTime"],
  ),
  v.forward(
    v.partialCheck(
      [["open"], ["openTime"], ["closeTime"]],
      (d) => !d.open || !OPEN.test(d.openTime) || !CLOSE.test(d.closeTime) || d.closeTime > d.openTime,
      L.dayCloseAfterOpen,
    ),
    ["closeTime"],
  ),
);

/** Hours per weekday: `days[0]` is Sunday … `days[6]` Saturday (Date#getDay, as operating days are). */
export const ListingHoursSchema = v.object({
  days: v.pipe(
    // A weekday not sent at all (a hole in the list) is a closed day.
    v.optional(v.array(v.nullish(DayHours, () => ({ open: false, openTime: "", closeTime: "" }))), []),
    v.check((days) => days.length <= 7, L.noOpenDay),
    v.check((days) => days.some((d) => d?.open), L.noOpenDay),
  ),
});
export type ListingHoursInput = v.InferOutput<typeof ListingHoursSchema>;

/** Pure: the open days of a valid hours form, as (day, open, close). */
export function openDaysOf(input: ListingHoursInput) {
  return input.days.flatMap((d, day) =>
    d?.open ? [{ day, openTime: d.openTime, closeTime: d.closeTime }] : [],
  );
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
export const ClosedDateSchema = v.object({
  date: v.pipe(
    v.optional(v.string(L.closedDate), ""),
    v.trim(),
    v.check((s) => ISO_DATE.test(s) && !Number.isNaN(Date.parse(`${s}T00:00:00Z`)), L.closedDate),
  ),
  note: optionalText(100, { label: "Note", multiline: false }),
});

export const ListingFacilitiesSchema = v.pipe(
  v.object({
    equipment: GYM_FIELDS.equipment,
    amenities: GYM_FIELDS.amenities,
    otherAmenities: GYM_FIELDS.otherAmenities,
    sports: GYM_FIELDS.sports,
    canHostTeams: GYM_FIELDS.canHostTeams,
    maxTeamSize: GYM_FIELDS.maxTeamSize,
    teamFacilities: GYM_FIELDS.teamFacilities,
  }),
  v.forward(
    v.partialCheck(
      [["canHostTeams"], ["maxTeamSize"]],
      (input) => !input.canHostTeams || input.maxTeamSize !== null,
      M.maxTeamSizeRequired,
    ),
    ["maxTeamSize"],
  ),
);
export type ListingFacilitiesInput = v.InferOutput<typeof ListingFacilitiesSchema>;

export const RecoveryItemSchema = v.object({
  type: v.pipe(v.optional(v.string(L.itemType), ""), v.picklist(AMENITY_ITEM_TYPES, L.itemType)),
  name: requiredText(L.itemName, 60, { label: "Name" }),
  pricePerHour: requiredMoney(L.itemPrice, L.itemPrice, L.itemPricePositive),
});
export type RecoveryItemInput = v.InferOutput<typeof RecoveryItemSchema>;

export const PhotoAltSchema = v.object({
  alt: requiredText(L.alt, 200, { label: "Alt text" }),
});

/** The intent buttons of the editor's list forms (photos, closed dates, recovery amenities). */
export const ItemIntentSchema = v.object({
  position: wholeNumber("Choose a photo", { min: 0, max: 99 }),
});
