import * as v from "valibot";
import { getWorker } from "~/context.server";
import { AMENITY_MISSING, AmenityBookingSchema } from "~/domain/schemas/booking";
import { issueSummary } from "~/domain/schemas/common";
import { getBooking } from "~/models/booking-read.server";
import { apiFailure, methodNotAllowed, readBody } from "~/routes/+shared/api.server";
import { bookingActor, discardIfNew, withIdempotencyKey } from "~/routes/+shared/booking-http.server";
import { type BookedAmenity, bookAmenity } from "~/use-cases/book-amenity.server";
import { caseContext } from "~/use-cases/context.server";
import type { Route } from "./+types/amenity-booking";

/**
 * POST /api/amenity-booking {gymId, amenityType, amenityName, startTime, duration, bookingDate?,
 * athleteName, athleteEmail}: a pending booking of the amenity, held 15 minutes; pay it with
 * POST /api/process-payment {bookingId: id}. The price (pricePerHour × hours) and end time are the
 * server's; endTime/totalPrice sent are ignored.
 */
/** A GET (or any method but POST) is told what to send instead. */
export async function loader({ request }: Route.LoaderArgs) {
  return methodNotAllowed(request, ["POST"]);
}

export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed(request, ["POST"]);
  const read = await readBody(request);
  if (!read.ok) return read.response;
  const parsed = v.safeParse(AmenityBookingSchema, read.body);
  if (!parsed.success) {
    const summary = issueSummary(parsed.issues);
    // The spec's toast title for this message.
    if (summary.error === AMENITY_MISSING) summary.error = `Missing Information: ${AMENITY_MISSING}`;
    return Response.json(summary, { status: 400 });
  }
  const { config } = getWorker(context);
  const ctx = caseContext(config);
  return withIdempotencyKey(ctx, request, "api:amenity-booking", read.body, {
    async run(answer) {
      const { actor, visitor, referralCode } = await bookingActor(config, request);
      const result = await bookAmenity(ctx, {
        actor,
        request: parsed.output,
        referralCode,
        alsoWrite: answer && ((booking) => [answer(201, booking)]),
      });
      if (!result.ok) return apiFailure(result, { headers: await discardIfNew(config, visitor) });
      return Response.json(amenityBookingBody(result.value, parsed.output.gymId), {
        status: 201,
        headers: visitor.headers,
      });
    },
    async replay({ id, owner }) {
      const row = await getBooking(ctx.db, id, { userId: owner, linkedIds: [] });
      if (!row?.amenityName || !row.amenityStartTime || !row.amenityEndTime)
        throw new Error(`Amenity booking ${id} was answered but cannot be read back`);
      return amenityBookingBody(
        {
          ...row,
          amenityName: row.amenityName,
          startTime: row.amenityStartTime,
          endTime: row.amenityEndTime,
          holdExpiresAt: row.holdExpiresAt?.getTime() ?? 0,
        },
        row.gymId,
      );
    },
  });
}

/** The API's answer for a held amenity booking (the first answer and its replays). */
function amenityBookingBody(booked: Omit<BookedAmenity, "createdUser" | "row">, gymId: number) {
  return {
    id: booked.id,
    reference: booked.reference,
    status: "pending" as const,
    bookingType: "amenity" as const,
    gymId,
    amenityName: booked.amenityName,
    bookingDate: booked.bookingDate,
    startTime: booked.startTime,
    endTime: booked.endTime,
    duration: booked.durationHours,
    totalAmount: booked.totalCents / 100,
    totalPrice: booked.totalCents / 100,
    totalCents: booked.totalCents,
    currency: booked.currency,
    holdExpiresAt: new Date(booked.holdExpiresAt).toISOString(),
    message: `Your ${booked.amenityName} session is held for 15 minutes. Pay with POST /api/process-payment {"bookingId": ${booked.id}} to confirm it.`,
  };
}
