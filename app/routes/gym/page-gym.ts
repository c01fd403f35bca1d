/**
 * What the gym page shows of a gym: its public fields only (no owner, no contact details: contact
 * goes through the outbox), with reviews dated on the gym's own calendar.
 */
import { localDate } from "~/domain/dates";
import type { GymDetail } from "~/models/gym.server";

export function toPageGym(gym: GymDetail) {
  return {
    id: gym.id,
    name: gym.name,
    description: gym.description,
    gymRules: gym.gymRules,
    checkInPolicy: gym.checkInPolicy,
    address: gym.address,
    city: gym.city,
    country: gym.country,
    postalCode: gym.postalCode,
    region: gym.region,
    /** The gym's public phone (not the owner's contact phone, which is never shown). */
    publicPhone: gym.publicPhone,
    timeZone: gym.timeZone,
    latitude: gym.latitude,
    longitude: gym.longitude,
    hourlyRateCents: gym.hourlyRateCents,
    dayPassRateCents: gym.dayPassRateCents,
    weeklyRateCents: gym.weeklyRateCents,
    monthlyRateCents: gym.monthlyRateCents,
    paused: gym.paused,
    dayHours: gym.dayHours,
    currency: gym.currency as "NZD" | "AUD",
    openTime: gym.openTime,
    closeTime: gym.closeTime,
    is24Hours: gym.is24Hours,
    staffHours: gym.staffHours,
    averageRating: gym.averageRating,
    reviewCount: gym.reviewCount,
    equipment: gym.equipment,
    amenities: gym.amenities,
    sports: gym.sports,
    operatingDays: gym.operatingDays,
    images: gym.images,
    staff: gym.staff,
    // A review is dated on the gym's calendar, never the UTC day (domain/dates.ts, issue 20).
    reviews: gym.reviews.map((r) => ({ ...r, createdAt: localDate(r.createdAt, gym.timeZone) })),
  };
}

export type PageGym = ReturnType<typeof toPageGym> & { zoneLabel: string };
