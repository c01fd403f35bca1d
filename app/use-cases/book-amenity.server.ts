/**
 * Book a recovery amenity on its own (issue 14 §3): a real booking (type "amenity") with the athlete's
 * name and e-mail, priced on the server, held 15 minutes until paid through the same payment step as
 * a gym booking. Behind the gym page's amenity form, the integration page's picker and
 * POST /api/amenity-booking.
 */
import { HOLD_MS } from "~/domain/booking";
import type { AmenityBookingInput } from "~/domain/schemas/booking";
import {
  AMENITY_MESSAGES,
  findAmenityItem,
  listAmenityItems,
  planAmenity,
} from "~/models/amenity-booking.server";
import type { AlsoWrite } from "~/models/batch.server";
import { insertBooking, resolveAmbassadorCode } from "~/models/booking-create.server";
import { getBookingGym } from "~/models/booking-gym.server";
import {
  type BookGymField,
  type CreatedBooking,
  insertFailure,
  type PlannedBooking,
} from "./book-gym.server";
import type { BookingActor, UseCaseContext } from "./context.server";
import { notBookable } from "./listing-state.server";
import { fail, ok, type Result } from "./result";

export interface BookedAmenity extends CreatedBooking {
  amenityName: string;
  bookingDate: string;
  startTime: string;
  endTime: string;
  durationHours: number;
  holdExpiresAt: number;
}

export async function bookAmenity(
  ctx: UseCaseContext,
  input: {
    actor: BookingActor;
    request: AmenityBookingInput;
    referralCode: string | undefined;
    /** Written in the booking's own batch (an idempotent request's answer). */
    alsoWrite?: AlsoWrite;
  },
): Promise<Result<BookedAmenity, BookGymField | "amenityName">> {
  const { db, now } = ctx;
  const planned = await planAmenityBooking(ctx, input);
  if (!planned.ok) return planned;
  const part = planned.value.amenity!;
  const inserted = await insertBooking(
    db,
    {
      ...planned.value,
      userId: input.actor.visitorId,
      clientHash: input.actor.clientHash,
      replacesBookingId: undefined,
      now,
    },
    input.alsoWrite,
  );
  if (!inserted.ok) return insertFailure(inserted, part.itemName);
  const { id, reference, totalCents, currency } = inserted.booking;
  return ok({
    id,
    reference,
    totalCents,
    currency,
    amenityName: part.itemName,
    bookingDate: part.bookingDate,
    startTime: part.startTime,
    endTime: part.endTime,
    durationHours: part.durationHours,
    holdExpiresAt: now + HOLD_MS,
  });
}

/** The amenity booking a request asks for, checked against the gym and priced (the waitlist keeps one). */
export async function planAmenityBooking(
  ctx: UseCaseContext,
  input: { request: AmenityBookingInput; referralCode: string | undefined },
): Promise<Result<PlannedBooking, BookGymField | "amenityName">> {
  const { db, now } = ctx;
  const { request } = input;
  const gym = await getBookingGym(db, request.gymId);
  if (!gym) return notBookable(db, request.gymId);
  const item = findAmenityItem(await listAmenityItems(db, gym.id), request);
  if (!item) return fail("not_found", AMENITY_MESSAGES.notFound, { field: "amenityName" });
  const planned = planAmenity(gym, item, request, now);
  if (!planned.ok) return fail("invalid", planned.message, { field: "startTime" });
  const part = planned.part;
  return ok({
    gym,
    athleteName: request.athleteName,
    athleteEmail: request.athleteEmail,
    phone: null,
    bookingType: "amenity",
    interval: part,
    athletes: 1,
    totalCents: part.totalCents,
    specialRequests: null,
    ambassadorCodeId: await resolveAmbassadorCode(db, input.referralCode),
    holdsGymCapacity: false,
    amenity: part,
  });
}
