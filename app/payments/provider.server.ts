/**
 * The payment provider interface (architecture.md "Bookings and payments"): Stripe when its keys are
 * configured, otherwise the built-in test provider, so every flow runs offline. Callers never see
 * card numbers: only Stripe PaymentMethod ids (pm_...) or, for Stripe's Payment Element, a client
 * secret the browser confirms itself.
 */
import type { AppConfig } from "~/env.server";
import { StripeProvider } from "./stripe.server";
import { TestProvider } from "./test-provider.server";

export interface ChargeRequest {
  /** The booking the charge pays for; its reference makes every call idempotent. */
  bookingId: number;
  reference: string;
  amountCents: number;
  currency: string;
  description: string;
  /** A Stripe PaymentMethod id such as pm_card_visa. */
  paymentMethod: string;
  /** The intent created on an earlier attempt, if any. */
  paymentIntentId: string | null;
}

export type ChargeResult =
  | { status: "succeeded"; paymentIntentId: string; eventId: string }
  | { status: "failed"; paymentIntentId: string | null; message: string }
  /** Stripe asked for more (3-D Secure): the browser must finish with the client secret. */
  | { status: "requires_action"; paymentIntentId: string; clientSecret: string };

export interface IntentRequest {
  bookingId: number;
  reference: string;
  amountCents: number;
  currency: string;
  description: string;
}

export type RefundResult = { ok: true; refundId: string } | { ok: false; message: string };

/** What a verified provider event (webhook) means for a booking. */
export type ProviderEvent =
  | { kind: "payment_succeeded"; eventId: string; bookingId: number; paymentIntentId: string }
  | { kind: "payment_failed"; eventId: string; bookingId: number; message: string }
  | { kind: "ignored"; eventId: string };

export interface PaymentProvider {
  readonly name: "stripe" | "test";
  /** Publishable key for the browser's Payment Element (Stripe only). */
  readonly publishableKey: string | undefined;
  /** Creates (or returns the existing) intent for a booking, for the browser to confirm. */
  createIntent(
    request: IntentRequest,
  ): Promise<{ paymentIntentId: string; clientSecret: string | undefined }>;
  /** Charges a booking with a payment method. */
  charge(request: ChargeRequest): Promise<ChargeResult>;
  /** Whether an intent has succeeded (for the browser's return from Stripe). */
  retrieve(paymentIntentId: string): Promise<ChargeResult>;
  /** Refunds part or all of a charge; the key makes a retried refund happen once. */
  refund(paymentIntentId: string, amountCents: number, idempotencyKey: string): Promise<RefundResult>;
  /** Verifies a webhook's signature and reads it; undefined when the signature is wrong. */
  parseWebhook(payload: string, signature: string | null): Promise<ProviderEvent | undefined>;
}

export interface ProviderOptions {
  /** The fetch Stripe's client uses (tests pass a fake Stripe API). */
  fetch?: typeof fetch;
}

export function paymentProvider(config: AppConfig, options: ProviderOptions = {}): PaymentProvider {
  return config.stripe ? new StripeProvider(config.stripe, options.fetch) : new TestProvider();
}
