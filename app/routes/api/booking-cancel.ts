import { getWorker } from "~/context.server";
import { getDb } from "~/db/client.server";
import { apiError, parseId } from "~/lib/api.server";
import { bookingAccess } from "~/lib/booking-access.server";
import { cancelBooking, getBooking } from "~/models/booking.server";
import { paymentProvider } from "~/payments/provider.server";
import type { Route } from "./+types/booking-cancel";

/** POST /api/bookings/{id}/cancel: cancels a pending or confirmed booking, refunding by the policy. */
export async function action({ request, context, params }: Route.ActionArgs) {
  if (request.method !== "POST") return apiError(405, "Use POST", { headers: { Allow: "POST" } });
  const id = parseId(params.id);
  if (id === undefined) return apiError(404, "Booking not found");
  const { config } = getWorker(context);
  const db = getDb(config.db);
  const booking = await getBooking(db, id, await bookingAccess(config, request));
  if (!booking) return apiError(404, "Booking not found");
  const result = await cancelBooking(db, paymentProvider(config), booking, Date.now());
  if (!result.ok) return Response.json({ error: result.message }, { status: result.status });
  return Response.json({
    id,
    status: "cancelled",
    refundCents: result.refundCents,
    refundAmount: result.refundCents / 100,
    currency: result.currency,
  });
}
