import * as v from "valibot";
import { getWorker } from "~/context.server";
import { getDb } from "~/db/client.server";
import { AMENITY_MISSING, AmenityBookingSchema, BOOKING_TOASTS } from "~/domain/schemas/booking";
import { discardIfNew, ensureVisitor } from "~/identity.server";
import { apiError, readBody } from "~/lib/api.server";
import { bookAmenity } from "~/models/amenity-booking.server";
import { getBookingGym } from "~/models/booking.server";
import type { Route } from "./+types/amenity-booking";

/**
 * POST /api/amenity-booking {gymId, amenityType, amenityName, startTime, duration, bookingDate?}.
 * The price (pricePerHour × hours) and end time are the server's; endTime/totalPrice sent are ignored.
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return apiError(405, "Use POST", { headers: { Allow: "POST" } });
  const read = await readBody(request);
  if (!read.ok) return read.response;
  const parsed = v.safeParse(AmenityBookingSchema, read.body);
  if (!parsed.success) {
    const message = parsed.issues[0].message;
    return apiError(400, message === AMENITY_MISSING ? `Missing Information: ${AMENITY_MISSING}` : message);
  }
  const { config } = getWorker(context);
  const db = getDb(config.db);
  const gym = await getBookingGym(db, parsed.output.gymId);
  if (!gym) return apiError(404, "Gym not found");
  const email = typeof read.body.athleteEmail === "string" ? read.body.athleteEmail.trim() : "";
  const visitor = await ensureVisitor(config, request);
  const result = await bookAmenity(db, {
    userId: visitor.userId,
    gym,
    input: parsed.output,
    athleteEmail: /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) && email.length <= 255 ? email : undefined,
    now: Date.now(),
  });
  if (!result.ok)
    return Response.json(
      { error: result.message },
      { status: result.status, headers: await discardIfNew(config, visitor) },
    );
  const toast = BOOKING_TOASTS.amenityBooked(result.booking.amenityName);
  return Response.json(
    {
      ...result.booking,
      totalPrice: result.booking.totalCents / 100,
      bookingStatus: "confirmed",
      message: `${toast.title} ${toast.description}`,
    },
    { status: 201, headers: visitor.headers },
  );
}
