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
 * A card that asks for 3-D Secure answers 202 {requiresAction, clientSecret}: the client finishes it
 * with Stripe.js (handleNextAction) and posts the same payment again.
 */
const requiresAction = (clientSecret: string) =>
  Response.json({ requiresAction: true, clientSecret }, { status: 202 });

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
    const paidTrip = async (id: number) => {
      const paid = await getTrip(ctx.db, id, access.userId);
      return { success: true, trip: paid ? toApiTrip(paid) : null };
    };
    return withIdempotencyKey(ctx, request, "api:process-payment", read.body, {
      async run(answer) {
        const result = await payTrip(ctx, {
          userId: access.userId,
          ...trip.output,
          // No owner: a payment's answer hands no identity to a client without one.
          alsoWrite: answer && ((paid) => [answer(200, { id: paid.id })]),
        });
        if (!result.ok) return apiFailure(result);
        if (result.value.status === "requires_action") return requiresAction(result.value.clientSecret);
        return Response.json(await paidTrip(trip.output.tripId));
      },
      replay: ({ id }) => paidTrip(id),
    });
  }
  const parsed = v.safeParse(ProcessPaymentSchema, read.body);
  if (!parsed.success) return apiValidationError(parsed.issues);
  const paidBooking = async (id: number) => {
    const paid = await getBooking(ctx.db, id, access);
    return { success: true, booking: paid ? toApiBooking(paid) : null };
  };
  return withIdempotencyKey(ctx, request, "api:process-payment", read.body, {
    async run(answer) {
      const result = await payBooking(ctx, {
        access,
        ...parsed.output,
        // No owner: a payment's answer hands no identity to a client without one.
        alsoWrite: answer && ((paid) => [answer(200, { id: paid.id })]),
      });
      if (!result.ok) return apiFailure(result);
      if (result.value.status === "requires_action") return requiresAction(result.value.clientSecret);
      return Response.json(await paidBooking(parsed.output.bookingId));
    },
    replay: ({ id }) => paidBooking(id),
  });
}
