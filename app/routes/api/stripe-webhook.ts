import { getWorker } from "~/context.server";
import { apiError, methodNotAllowed } from "~/routes/+shared/api.server";
import { caseContext } from "~/use-cases/context.server";
import { settlePayment } from "~/use-cases/pay-booking.server";
import { settleTripPayment } from "~/use-cases/pay-trip.server";
import { applyAccountUpdate } from "~/use-cases/payouts.server";
import type { Route } from "./+types/stripe-webhook";

/**
 * POST /api/stripe/webhook: Stripe's events, verified with the signing secret (the one POST exempt
 * from the origin check). payment_intent.succeeded is settled by the same use case as a payment made
 * through the API: checked against the booking (amount, currency, mode, intent; a mismatch confirms
 * nothing and flags the booking), confirmed once, and after a cancellation settled from what the
 * cancellation recorded; a trip's charge is settled against that trip (pay-trip.server.ts). Answers
 * 400 to a bad signature so Stripe shows the failure.
 */
/** A GET (or any method but POST) is told what to send instead. */
export async function loader({ request }: Route.LoaderArgs) {
  return methodNotAllowed(request, ["POST"]);
}

export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed(request, ["POST"]);
  const { config } = getWorker(context);
  const ctx = caseContext(config);
  if (ctx.provider.name !== "stripe") {
    await request.arrayBuffer().catch(() => undefined);
    return apiError(404, "Stripe is not configured");
  }
  const payload = await request.text();
  const event = await ctx.provider.parseWebhook(payload, request.headers.get("Stripe-Signature"));
  if (!event) return apiError(400, "Invalid signature or event");
  if (event.kind === "payment_succeeded") {
    const { subject } = event;
    const settled =
      "tripId" in subject
        ? // A trip's charge in one currency, finished in the browser (3-D Secure).
          await settleTripPayment(ctx, {
            tripId: subject.tripId,
            paymentIntentId: event.paymentIntentId,
            eventId: event.eventId,
            amountCents: event.amountCents,
            currency: event.currency,
            livemode: event.livemode,
          })
        : await settlePayment(ctx, {
            bookingId: subject.bookingId,
            paymentIntentId: event.paymentIntentId,
            eventId: event.eventId,
            checked: { amountCents: event.amountCents, currency: event.currency, livemode: event.livemode },
          });
    return Response.json({ received: true, settled });
  }
  if (event.kind === "account_updated") {
    // Connect: a gym's or ambassador's payout account was enabled or restricted.
    await applyAccountUpdate(ctx, { accountId: event.accountId, payoutsEnabled: event.payoutsEnabled });
    return Response.json({ received: true, account: event.payoutsEnabled ? "enabled" : "pending" });
  }
  return Response.json({ received: true });
}
