import * as v from "valibot";
import { getWorker } from "~/context.server";
import { getDb } from "~/db/client.server";
import { ProcessPaymentSchema } from "~/domain/schemas/booking";
import { apiError, readBody } from "~/lib/api.server";
import { bookingAccess } from "~/lib/booking-access.server";
import { getBooking, payBooking, toApiBooking } from "~/models/booking.server";
import { paymentProvider } from "~/payments/provider.server";
import type { Route } from "./+types/process-payment";

/**
 * POST /api/process-payment {bookingId, paymentMethod}: pays this visitor's pending booking with a
 * Stripe PaymentMethod id (with the test provider: pm_card_visa, pm_card_chargeDeclined,
 * pm_card_chargeDeclinedInsufficientFunds). 402 with the reason when the card fails.
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return apiError(405, "Use POST", { headers: { Allow: "POST" } });
  const read = await readBody(request);
  if (!read.ok) return read.response;
  const parsed = v.safeParse(ProcessPaymentSchema, read.body);
  if (!parsed.success) return apiError(400, parsed.issues[0].message);
  const { config } = getWorker(context);
  const db = getDb(config.db);
  const access = await bookingAccess(config, request);
  const booking = await getBooking(db, parsed.output.bookingId, access);
  if (!booking) return apiError(404, "Booking not found");
  const result = await payBooking(
    db,
    paymentProvider(config),
    booking,
    parsed.output.paymentMethod,
    Date.now(),
  );
  if (!result.ok) return Response.json({ error: result.message }, { status: result.status });
  if (result.status === "requires_action")
    return Response.json({ requiresAction: true, clientSecret: result.clientSecret }, { status: 202 });
  const paid = await getBooking(db, booking.id, access);
  return Response.json({ success: true, booking: paid ? toApiBooking(paid) : null });
}
