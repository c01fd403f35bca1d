/**
 * Unpaid holds cannot be hoarded (issue 14 §3, issue 33). A pending booking holds capacity
 * for 15 minutes; these caps bound how much one visitor or one network can hold at once, counted in
 * bookings, in places (athletes) and in amenity-hours, since one booking may carry 20 athletes or a
 * 4-hour sauna session. A network is a client address (IPv6 by its /64); every request whose address is
 * missing or unreadable shares one bucket (app/lib/client-address.ts), so it is never exempt. The
 * database enforces every cap in the insert itself (triggers in migrations/0026), so concurrent requests
 * cannot race past them; the numbers here must match those triggers (tests/unit/holds.test.ts reads them).
 * A paid booking holds nothing unpaid: a team that needs its places pays for them.
 */
import { AMENITY_DURATION, MAX_ATHLETES } from "./policies";

/** Unpaid bookings one visitor (session identity) may hold at once. */
export const MAX_UNPAID_HOLDS_PER_VISITOR = 3;

/**
 * Unpaid bookings one client address may hold at once: well above what a gym's wifi or a carrier's NAT
 * reaches in honest use (twenty people each mid-checkout within the same 15 minutes), far below what it
 * takes to empty a gym's calendar.
 */
export const MAX_UNPAID_HOLDS_PER_ADDRESS = 20;

/** Places (athletes) one visitor's unpaid bookings may hold at once: one full team booking. */
export const MAX_HELD_PLACES_PER_VISITOR = MAX_ATHLETES;

/** Places one network's unpaid bookings may hold at once: a team and a half mid-checkout. */
export const MAX_HELD_PLACES_PER_ADDRESS = 30;

/** Amenity-hours one visitor's unpaid bookings may hold at once: one longest session. */
export const MAX_HELD_AMENITY_HOURS_PER_VISITOR = AMENITY_DURATION.max;

/** Amenity-hours one network's unpaid bookings may hold at once: two longest sessions. */
export const MAX_HELD_AMENITY_HOURS_PER_ADDRESS = 2 * AMENITY_DURATION.max;

export type HoldCap =
  | "visitor"
  | "address"
  | "placesVisitor"
  | "placesAddress"
  | "amenityVisitor"
  | "amenityAddress";

const THEN =
  "Pay for or cancel the ones you have in My Bookings, or wait 15 minutes for the holds to lapse, then try again.";

export const HOLD_CAP_MESSAGES: Record<HoldCap, string> = {
  visitor: `You already have ${MAX_UNPAID_HOLDS_PER_VISITOR} unpaid bookings on hold. Pay for one or cancel it in My Bookings, or wait 15 minutes for the holds to lapse, then try again.`,
  address:
    "Too many unpaid bookings are on hold from your network right now. Please pay for or cancel the ones you have, or try again in 15 minutes.",
  placesVisitor: `Your unpaid bookings may hold at most ${MAX_HELD_PLACES_PER_VISITOR} places at once. ${THEN}`,
  placesAddress: `Unpaid bookings from your network may hold at most ${MAX_HELD_PLACES_PER_ADDRESS} places at once. ${THEN}`,
  amenityVisitor: `Your unpaid bookings may hold at most ${MAX_HELD_AMENITY_HOURS_PER_VISITOR} hours of recovery amenities at once. ${THEN}`,
  amenityAddress: `Unpaid bookings from your network may hold at most ${MAX_HELD_AMENITY_HOURS_PER_ADDRESS} hours of recovery amenities at once. ${THEN}`,
};

/** The name each cap's trigger aborts with (migrations/0026), so the model can tell them apart. */
export const HOLD_CAP_TRIGGERS: Record<HoldCap, string> = {
  visitor: "booking_hold_cap_visitor",
  address: "booking_hold_cap_address",
  placesVisitor: "booking_hold_places_visitor",
  placesAddress: "booking_hold_places_address",
  amenityVisitor: "booking_hold_amenity_hours_visitor",
  amenityAddress: "booking_hold_amenity_hours_address",
};
