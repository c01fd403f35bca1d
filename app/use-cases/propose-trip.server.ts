/**
 * The trip planner's proposals (issue 36): for each stop (a city or place and its dates), the gyms
 * open on those days with the equipment, amenities and room the athletes need, nearest first, each
 * with the cheapest way to cover the stay and its distance from the place. The first is proposed;
 * the others are there to swap to. Reads only: holding happens at checkout (holdTrip).
 */
import type { Amenity, Equipment } from "~/domain/catalog";
import { closedDatesOf, coverForStop, type StopCover } from "~/domain/trip-plan";
import { getBookingGym } from "~/models/booking-gym.server";
import { searchGyms } from "~/models/gym-search.server";
import type { UseCaseContext } from "./context.server";

/** Gyms offered for one stop: the proposal and the ones to swap to. */
export const PROPOSALS_PER_STOP = 4;

export interface PlanStopInput {
  city: string;
  from: string;
  to: string;
  startTime?: string;
}

export interface GymProposal {
  gymId: number;
  name: string;
  city: string;
  distanceKm: number | null;
  currency: "NZD" | "AUD";
  cover: StopCover;
  /** Days of the stay the gym is shut (day passes skip them; the planner says so). */
  closedDates: string[];
}

export async function proposeStop(
  ctx: UseCaseContext,
  stop: PlanStopInput,
  needs: { equipment: Equipment[]; amenities: Amenity[]; athletes: number },
): Promise<GymProposal[]> {
  const found = await searchGyms(
    ctx.db,
    {
      city: stop.city,
      equipment: needs.equipment,
      amenities: needs.amenities,
      sports: [],
      days: [],
      from: stop.from,
      to: stop.to,
      athletes: needs.athletes,
      sort: "distance",
      page: 1,
    },
    { pageSize: PROPOSALS_PER_STOP * 2 },
  );
  const gyms = await Promise.all(found.gyms.map((g) => getBookingGym(ctx.db, g.id)));
  const proposals: GymProposal[] = [];
  for (const [i, summary] of found.gyms.entries()) {
    const gym = gyms[i];
    if (!gym || gym.capacity < needs.athletes) continue;
    const cover = coverForStop(gym, { from: stop.from, to: stop.to, athletes: needs.athletes });
    const closedDates = closedDatesOf(gym, stop.from, stop.to);
    // A gym shut on the first day, or on every day, is no proposal for this stop.
    if (!cover || closedDates.includes(stop.from) || cover.openDays === 0) continue;
    proposals.push({
      gymId: gym.id,
      name: gym.name,
      city: gym.city,
      distanceKm: summary.distanceKm,
      currency: gym.currency,
      cover,
      closedDates,
    });
    if (proposals.length === PROPOSALS_PER_STOP) break;
  }
  return proposals;
}
