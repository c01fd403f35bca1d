import { eq } from "drizzle-orm";
import { getWorker } from "~/context.server";
import { getDb } from "~/db/client.server";
import { bookings } from "~/db/schema";
import { apiError } from "~/lib/api.server";
import { settleSuccess } from "~/models/booking.server";
import { paymentProvider } from "~/payments/provider.server";
import type { Route } from "./+types/stripe-webhook";

/**
 * POST /api/stripe/webhook: Stripe's events, verified with the signing secret (the one POST exempt
 * from the origin check). payment_intent.succeeded confirms the booking; the event id is recorded so
 * a replay changes nothing. Answers 400 to a bad signature (or a signed body that is not an event)
 * so Stripe shows the failure.
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return apiError(405, "Use POST", { headers: { Allow: "POST" } });
  const { config } = getWorker(context);
  const provider = paymentProvider(config);
  if (provider.name !== "stripe") return apiError(404, "Stripe is not configured");
  const payload = await request.text();
  const event = await provider.parseWebhook(payload, request.headers.get("Stripe-Signature"));
  if (!event) return apiError(400, "Invalid signature or event");
  if (event.kind === "payment_succeeded") {
    const db = getDb(config.db);
    const booking = await db
      .select({ id: bookings.id, reference: bookings.reference, totalCents: bookings.totalCents })
      .from(bookings)
      .where(eq(bookings.id, event.bookingId))
      .get();
    if (booking) await settleSuccess(db, provider, booking, event.paymentIntentId, event.eventId, Date.now());
  }
  return Response.json({ received: true });
}
