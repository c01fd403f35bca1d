/**
 * Offer freed places to the waitlist: the one operation behind every way a place frees (a
 * cancellation by the athlete, the gym or an admin, a lapsed hold or offer, a date change, the owner
 * raising capacity) and the scheduled sweep. Down the line, each entry whose request now fits gets a
 * held booking (paid by the offer's deadline) and an e-mail. The rules are the domain's; every
 * offer's write is one batch the database refuses when a concurrent change left no room.
 */
import { bookingReference } from "~/domain/booking";
import { offerExpiry, offerOrder, type WaitSlot } from "~/domain/slot-waitlist";
import { waitlistOfferMail } from "~/mail/waitlist-mail";
import { type BookingGym, getBookingGym } from "~/models/booking-gym.server";
import { slotState, waitingAt } from "~/models/slot-waitlist.server";
import {
  type EntryRow,
  entriesForOffer,
  gymsWithWaiting,
  lapseStartedEntries,
  offerPlace,
  releaseExpiredHolds,
} from "~/models/slot-waitlist-offer.server";
import type { UseCaseContext } from "./context.server";

/** Rounds of re-reading the line when a concurrent change took a place this run counted on. */
const MAX_ROUNDS = 5;

/**
 * Offers the gym's freed places down its line; the ids of the entries offered. Never throws: a place
 * left unoffered by a failure here is offered by the next run or the sweep.
 */
export async function offerFreedPlaces(ctx: UseCaseContext, input: { gymId: number }): Promise<number[]> {
  try {
    return await offerRounds(ctx, input.gymId);
  } catch (error) {
    console.error("Offering freed places failed:", error);
    return [];
  }
}

/** The scheduled sweep: every gym with a line gets its freed places offered (lapsed offers pass on). */
export async function sweepWaitlists(ctx: UseCaseContext): Promise<number[]> {
  const offered: number[] = [];
  for (const gymId of await gymsWithWaiting(ctx.db))
    offered.push(...(await offerFreedPlaces(ctx, { gymId })));
  return offered;
}

async function offerRounds(ctx: UseCaseContext, gymId: number): Promise<number[]> {
  const { db, now } = ctx;
  // Expired holds (lapsed offers among them) give their places back first; a line for a time that has
  // begun is over.
  await releaseExpiredHolds(db, gymId, now);
  await lapseStartedEntries(db, gymId, now);
  const gym = await getBookingGym(db, gymId);
  if (!gym) return [];
  const offered: number[] = [];
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const { entries, capacity } = await waitingAt(db, gymId);
    if (entries.length === 0) break;
    const slots = new Map<string, WaitSlot>();
    for (const e of entries) for (const s of e.slots) slots.set(`${s.itemId}|${s.date}|${s.time}`, s);
    const { free } = await slotState(db, gymId, capacity, [...slots.values()]);
    const order = offerOrder(entries, free);
    if (order.length === 0) break;
    const rows = new Map((await entriesForOffer(db, order)).map((r) => [r.id, r]));
    let again = false;
    for (const id of order) {
      const entry = rows.get(id);
      const entrySlots = entries.find((e) => e.id === id)?.slots ?? [];
      if (!entry) continue;
      const result = await offerOne(ctx, gym, entry, entrySlots);
      if (result === "offered") offered.push(id);
      // Someone else's change took the room this run counted on: read the line again.
      if (result === "full") {
        again = true;
        break;
      }
    }
    if (!again) break;
  }
  return offered;
}

async function offerOne(
  ctx: UseCaseContext,
  gym: BookingGym,
  entry: EntryRow,
  slots: WaitSlot[],
): Promise<"offered" | "full" | "skipped"> {
  const { now } = ctx;
  const expiresAt = offerExpiry(now);
  const amenity = entry.amenityPart
    ? (JSON.parse(entry.amenityPart) as { itemName: string; startTime: string; endTime: string })
    : null;
  for (let attempt = 0; attempt < 3; attempt++) {
    const reference = bookingReference((n) => crypto.getRandomValues(new Uint8Array(n)));
    const mail = await waitlistOfferMail(
      {
        id: entry.id,
        reference,
        gymId: gym.id,
        athleteName: entry.athleteName,
        athleteEmail: entry.athleteEmail,
        gymName: gym.name,
        gymAddress: gym.address,
        gymCity: gym.city,
        gymCountry: gym.country,
        gymTimeZone: gym.timeZone,
        bookingType: entry.bookingType,
        bookingDate: entry.bookingDate,
        startTime: entry.startTime,
        endTime: entry.endTime,
        startsAt: entry.startsAt,
        endsAt: entry.endsAt,
        durationHours: entry.durationHours,
        athletes: entry.athletes,
        totalCents: entry.totalCents,
        currency: entry.currency,
        amenityName: amenity?.itemName ?? null,
        amenityStartTime: amenity?.startTime ?? null,
        amenityEndTime: amenity?.endTime ?? null,
      },
      { entryId: entry.id, expiresAt },
      ctx.config,
    );
    const result = await offerPlace(ctx.db, { entry, slots, reference, mail, now });
    if (result.ok) return "offered";
    if (result.reason === "reference_taken") continue;
    // Taken: another run offered it first. Hold cap: the athlete holds too much unpaid right now; they
    // keep their place in line and the place goes to the next.
    return result.reason === "full" ? "full" : "skipped";
  }
  return "skipped";
}
