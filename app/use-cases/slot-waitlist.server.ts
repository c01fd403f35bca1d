/**
 * Join and leave the waitlist of a full slot (issue 37): behind the booking page's "Join the
 * waitlist", the amenity form's, and POST/DELETE /api/bookings/waitlist. The request is checked and
 * priced exactly as a booking would be (the booking use cases' own planning), and joins only when it
 * cannot be booked now.
 */
import { occupiedSlots } from "~/domain/booking";
import { heldSlots } from "~/domain/booking-request";
import type { AmenityBookingInput, BookingDetails } from "~/domain/schemas/booking";
import {
  GYM_CAPACITY,
  isFull,
  positionInLine,
  SLOT_WAITLIST_MESSAGES,
  type WaitSlot,
} from "~/domain/slot-waitlist";
import type { AlsoWrite } from "~/models/batch.server";
import { getEntry, insertEntry, markLeft, slotState, waitingAt } from "~/models/slot-waitlist.server";
import { planAmenityBooking } from "./book-amenity.server";
import { type BookGymField, type PlannedBooking, planGymBooking } from "./book-gym.server";
import type { UseCaseContext } from "./context.server";
import { offerFreedPlaces } from "./offer-freed-places.server";
import { fail, ok, type Result } from "./result";

/** What to wait for: a gym visit (the booking payload) or a recovery session booked on its own. */
export type WaitlistRequest =
  | { kind: "visit"; details: BookingDetails }
  | { kind: "amenity"; request: AmenityBookingInput };

export interface JoinWaitlistInput {
  /** Who joins: an identity that exists (the entry point ensures one). */
  actor: { visitorId: number; clientHash: string | null };
  request: WaitlistRequest;
  referralCode: string | undefined;
  /** Written in the entry's own batch (an idempotent request's answer). */
  alsoWrite?: AlsoWrite;
}

export async function joinSlotWaitlist(
  ctx: UseCaseContext,
  input: JoinWaitlistInput,
): Promise<Result<{ id: number; position: number }, BookGymField | "amenityName">> {
  const { request } = input;
  if (
    request.kind === "visit" &&
    request.details.bookingType !== "day_pass" &&
    request.details.bookingType !== "hourly"
  )
    return fail("invalid", SLOT_WAITLIST_MESSAGES.passes, { field: "bookingType" });
  const planned =
    request.kind === "visit"
      ? await planGymBooking(ctx, { details: request.details, referralCode: input.referralCode })
      : await planAmenityBooking(ctx, { request: request.request, referralCode: input.referralCode });
  if (!planned.ok) return planned;
  const plan = planned.value;
  const slots = waitSlotsOf(plan);
  const state = await slotState(ctx.db, plan.gym.id, plan.gym.capacity, slots);
  if (!isFull({ athletes: plan.athletes, slots }, state.free, state.waiting))
    return fail("conflict", SLOT_WAITLIST_MESSAGES.notFull);
  const joined = await insertEntry(
    ctx.db,
    {
      plan,
      userId: input.actor.visitorId,
      clientHash: input.actor.clientHash,
      slots,
      now: ctx.now,
    },
    input.alsoWrite,
  );
  if (!joined.ok) {
    if (joined.reason === "already_waiting") return fail("conflict", SLOT_WAITLIST_MESSAGES.alreadyWaiting);
    return fail(
      "rate_limited",
      joined.reason === "visitor_cap" ? SLOT_WAITLIST_MESSAGES.visitorCap : SLOT_WAITLIST_MESSAGES.networkCap,
      { retryAfter: 15 * 60 },
    );
  }
  const { entries } = await waitingAt(ctx.db, plan.gym.id);
  const position = positionInLine({ id: joined.id, athletes: plan.athletes, slots }, entries);
  // A place that freed while this request was read is offered now, perhaps to this very entry.
  await offerFreedPlaces(ctx, { gymId: plan.gym.id });
  return ok({ id: joined.id, position });
}

/** A place's position in its line now; undefined once it no longer waits (offered, left, lapsed). */
export async function placeInLine(ctx: UseCaseContext, id: number): Promise<number | undefined> {
  const entry = await getEntry(ctx.db, id);
  if (!entry) return undefined;
  const { entries } = await waitingAt(ctx.db, entry.gymId);
  const mine = entries.find((e) => e.id === id);
  return mine ? positionInLine(mine, entries) : undefined;
}

/** Leaves the line: only the identity that joined, only while still waiting. */
export async function leaveSlotWaitlist(
  ctx: UseCaseContext,
  input: { id: number; visitorId: number | undefined },
): Promise<Result<{ id: number }>> {
  const entry = await getEntry(ctx.db, input.id);
  // Someone else's place in line is not theirs to see.
  if (!entry || input.visitorId === undefined || entry.userId !== input.visitorId)
    return fail("not_found", SLOT_WAITLIST_MESSAGES.notFound);
  if (entry.status !== "waiting" || !(await markLeft(ctx.db, entry.id, input.visitorId)))
    return fail("conflict", SLOT_WAITLIST_MESSAGES.cannotLeave);
  // Whoever waited behind may fit now that this request no longer blocks the line.
  await offerFreedPlaces(ctx, { gymId: entry.gymId });
  return ok({ id: entry.id });
}

/** The slots a planned booking needs: the gym's for a visit, the recovery item's for its session. */
function waitSlotsOf(plan: PlannedBooking): WaitSlot[] {
  const { gym, interval, amenity } = plan;
  return [
    ...(plan.holdsGymCapacity
      ? heldSlots(gym, interval, 1).map((s) => ({ itemId: GYM_CAPACITY, ...s }))
      : []),
    ...(amenity
      ? occupiedSlots(amenity.startsAt, amenity.endsAt, gym.timeZone).map((s) => ({
          itemId: amenity.itemId,
          ...s,
        }))
      : []),
  ];
}
