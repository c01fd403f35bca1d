/**
 * The payment provider interface (architecture.md "Bookings and payments"): Stripe when its keys are
 * configured, otherwise the built-in test provider, so every flow runs offline. Callers never see
 * card numbers: only Stripe PaymentMethod ids (pm_...) or, for Stripe's Payment Element, a client
 * secret the browser confirms itself.
 */
import type { AppConfig } from "~/env.server";
import { StripeProvider } from "./stripe.server";
import { TestProvider } from "./test-provider.server";

/** What a charge pays for: one booking, or one currency's share of a trip. */
export type PaymentSubject = { bookingId: number } | { tripId: number };

export interface ChargeRequest {
  /** What the charge pays for; the reference makes every call idempotent. */
  subject: PaymentSubject;
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
  subject: PaymentSubject;
  reference: string;
  amountCents: number;
  currency: string;
  description: string;
}

export type RefundResult = { ok: true; refundId: string } | { ok: false; message: string };

/** What a verified provider event (webhook) means for a booking or a trip. */
export type ProviderEvent =
  | {
      kind: "payment_succeeded";
      eventId: string;
      subject: PaymentSubject;
      paymentIntentId: string;
      /** What was charged, as Stripe reports it (minor units, upper-case ISO currency). */
      amountCents: number;
      currency: string;
      /** True for a live-mode event; it must match the key the worker runs with. */
      livemode: boolean;
    }
  | { kind: "payment_failed"; eventId: string; subject: PaymentSubject; message: string }
  /** A connected account changed (Connect's account.updated): whether it can receive payouts now. */
  | { kind: "account_updated"; eventId: string; accountId: string; payoutsEnabled: boolean }
  | { kind: "ignored"; eventId: string };

/** Money out: a connected account for a gym or an ambassador (Stripe Connect Express). */
export interface ConnectedAccountRequest {
  party: "gym" | "ambassador";
  partyId: number;
  email: string | null;
  /** ISO country of the account: NZ or AU. */
  country: "NZ" | "AU";
}

export interface TransferRequest {
  amountCents: number;
  currency: string;
  /** The connected account (acct_...). */
  destination: string;
  /** One per payout item: a retried transfer is made once. */
  idempotencyKey: string;
  description: string;
}

export type TransferResult = { ok: true; transferId: string } | { ok: false; message: string };

export interface PaymentProvider {
  readonly name: "stripe" | "test" | "unconfigured";
  /** Whether events and charges are live money (a Stripe live key). */
  readonly livemode: boolean;
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
  /** Creates a connected Express account (idempotent per party). */
  createAccount(request: ConnectedAccountRequest): Promise<{ accountId: string }>;
  /** A one-time onboarding link for the account; the person comes back to returnUrl. */
  onboardingLink(
    accountId: string,
    urls: { returnUrl: string; refreshUrl: string },
  ): Promise<{ url: string }>;
  /** Whether the account can receive payouts now (undefined: the provider keeps no state; read ours). */
  accountStatus(accountId: string): Promise<{ payoutsEnabled: boolean } | undefined>;
  /** Moves money from the platform's balance to a connected account. */
  transfer(request: TransferRequest): Promise<TransferResult>;
}

export interface ProviderOptions {
  /** The fetch Stripe's client uses (tests pass a fake Stripe API). */
  fetch?: typeof fetch;
}

/** What an athlete is told when a production worker has no payment provider. */
export const PAYMENTS_NOT_CONFIGURED = "Payments are not configured. Please try again later.";

/**
 * Production without Stripe keys: every payment is refused (issue 14 §2), never the test provider,
 * and the worker logs why each time, so the operator sees it in the logs.
 */
class UnconfiguredProvider implements PaymentProvider {
  readonly name = "unconfigured" as const;
  readonly livemode = true;
  readonly publishableKey = undefined;
  private refuse(): never {
    throw new PaymentsNotConfiguredError();
  }
  async createIntent(): Promise<never> {
    this.refuse();
  }
  async charge(): Promise<ChargeResult> {
    logUnconfigured();
    return { status: "failed", paymentIntentId: null, message: PAYMENTS_NOT_CONFIGURED };
  }
  async retrieve(paymentIntentId: string): Promise<ChargeResult> {
    logUnconfigured();
    return { status: "failed", paymentIntentId, message: PAYMENTS_NOT_CONFIGURED };
  }
  async refund(): Promise<RefundResult> {
    logUnconfigured();
    return { ok: false, message: PAYMENTS_NOT_CONFIGURED };
  }
  async parseWebhook(): Promise<ProviderEvent | undefined> {
    return undefined;
  }
  async createAccount(): Promise<never> {
    this.refuse();
  }
  async onboardingLink(): Promise<never> {
    this.refuse();
  }
  async accountStatus(): Promise<undefined> {
    logUnconfigured();
    return undefined;
  }
  async transfer(): Promise<TransferResult> {
    logUnconfigured();
    return { ok: false, message: PAYMENTS_NOT_CONFIGURED };
  }
}

export class PaymentsNotConfiguredError extends Error {
  override name = "PaymentsNotConfiguredError";
  constructor() {
    super(PAYMENTS_NOT_CONFIGURED);
    logUnconfigured();
  }
}

function logUnconfigured() {
  console.error(
    "Payment refused: APP_ENV=production and STRIPE_SECRET_KEY / STRIPE_PUBLISHABLE_KEY are not set. " +
      "A production worker never takes test payments; set both with `wrangler secret put`.",
  );
}

/** Stripe with keys; the offline test provider outside production; refusal in production without keys. */
export function paymentProvider(config: AppConfig, options: ProviderOptions = {}): PaymentProvider {
  if (config.stripe) return new StripeProvider(config.stripe, options.fetch);
  return config.isProduction ? new UnconfiguredProvider() : new TestProvider();
}
