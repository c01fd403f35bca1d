import * as v from "valibot";
import { getWorker } from "~/context.server";
import { ProcessPaymentSchema, ProcessTripPaymentSchema } from "~/domain/schemas/booking";
import { toApiBooking } from "~/models/booking-api.server";
import { getBooking } from "~/models/booking-read.server";
import { getTrip } from "~/models/trip.server";
import { toApiTrip } from "~/models/trip-api.server";
import { apiFailure, apiValidationError, methodNotAllowed, readBody } from "~/routes/+shared/api.server";
import { bookingAccess } from "~/routes/+shared/booking-access.server";
import { withIdempotencyKey } from "~/routes/+shared/booking-http.server";
import { caseContext } from "~/use-cases/context.server";
import { payBooking } from "~/use-cases/pay-booking.server";
import { payTrip } from "~/use-cases/pay-trip.server";
import type { Route } from "./+types/process-payment";

/**
 * POST /api/process-payment {bookingId, paymentMethod}: pays this visitor's pending booking (gym or
 * amenity) with a Stripe PaymentMethod id (with the test provider: pm_card_visa,
 * pm_card_chargeDeclined, pm_card_chargeDeclinedInsufficientFunds). 402 with the reason when the
 * card fails; 503 when a production worker has no payment provider. Honours Idempotency-Key.
 * {tripId, paymentMethod} pays a whole trip instead (one charge per currency, all stops or none).
 */
/** A GET (or any method but POST) is told what to send instead. */
export async function loader({ request }: Route.LoaderArgs) {
  return methodNotAllowed(request, ["POST"]);
}

export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed(request, ["POST"]);
  const read = await readBody(request);
  if (!read.ok) return read.response;
  const { config } = getWorker(context);
  const ctx = caseContext(config);
  const access = await bookingAccess(config, request);
  if ("tripId" in read.body && !("bookingId" in read.body)) {
    const trip = v.safeParse(ProcessTripPaymentSchema, read.body);
    if (!trip.success) return apiValidationError(trip.issues);
    return withIdempotencyKey(ctx, request, "api:process-payment", read.body, async () => {
      const result = await payTrip(ctx, { userId: access.userId, ...trip.output });
      if (!result.ok) return { response: apiFailure(result), store: undefined };
      const paid = await getTrip(ctx.db, trip.output.tripId, access.userId);
      const body = { success: true, trip: paid ? toApiTrip(paid) : null };
      return { response: Response.json(body), store: { status: 200, body } };
    });
  }
  const parsed = v.safeParse(ProcessPaymentSchema, read.body);
  if (!parsed.success) return apiValidationError(parsed.issues);
  return withIdempotencyKey(ctx, request, "api:process-payment", read.body, async () => {
    const result = await payBooking(ctx, { access, ...parsed.output });
    if (!result.ok) return { response: apiFailure(result), store: undefined };
    if (result.value.status === "requires_action") {
      const body = { requiresAction: true, clientSecret: result.value.clientSecret };
      return { response: Response.json(body, { status: 202 }), store: undefined };
    }
    const paid = await getBooking(ctx.db, parsed.output.bookingId, access);
    const body = { success: true, booking: paid ? toApiBooking(paid) : null };
    return { response: Response.json(body), store: { status: 200, body } };
  });
}
