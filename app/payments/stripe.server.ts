/**
 * Stripe behind the provider interface: one PaymentIntent per booking (created with the booking
 * reference as idempotency key), confirmed with a PaymentMethod from the API or by the browser's
 * Payment Element; webhooks verified with the signing secret. Runs on Workers through Stripe's
 * fetch client and SubtleCrypto.
 */
import Stripe from "stripe";
import * as v from "valibot";
import { PAYMENT_FAILED_FALLBACK } from "~/domain/schemas/booking";
import type {
  ChargeRequest,
  ChargeResult,
  ConnectedAccountRequest,
  IntentRequest,
  PaymentProvider,
  PaymentSubject,
  ProviderEvent,
  RefundResult,
  TransferRequest,
  TransferResult,
} from "./provider.server";

export class StripeProvider implements PaymentProvider {
  readonly name = "stripe" as const;
  /** A live secret key (sk_live_ / rk_live_) takes real money; its events must say livemode: true. */
  readonly livemode: boolean;
  readonly publishableKey: string;
  private readonly stripe: Stripe;
  private readonly webhookSecret: string | undefined;
  private readonly connectWebhookSecret: string | undefined;

  constructor(
    keys: {
      secretKey: string;
      publishableKey: string;
      webhookSecret: string | undefined;
      connectWebhookSecret?: string | undefined;
    },
    fetchFn?: typeof fetch,
  ) {
    this.publishableKey = keys.publishableKey;
    this.livemode = /^(sk|rk)_live_/.test(keys.secretKey);
    this.webhookSecret = keys.webhookSecret;
    this.connectWebhookSecret = keys.connectWebhookSecret;
    this.stripe = new Stripe(keys.secretKey, {
      httpClient: Stripe.createFetchHttpClient(fetchFn),
      maxNetworkRetries: 1,
    });
  }

  async createIntent(request: IntentRequest) {
    const intent = await this.stripe.paymentIntents.create(
      {
        amount: request.amountCents,
        currency: request.currency.toLowerCase(),
        description: request.description,
        metadata: { ...subjectMetadata(request.subject), reference: request.reference },
        automatic_payment_methods: { enabled: true, allow_redirects: "never" },
      },
      { idempotencyKey: `${"tripId" in request.subject ? "trip" : "booking"}-intent-${request.reference}` },
    );
    return { paymentIntentId: intent.id, clientSecret: intent.client_secret ?? undefined };
  }

  async charge(request: ChargeRequest): Promise<ChargeResult> {
    let intentId = request.paymentIntentId;
    try {
      if (!intentId) intentId = (await this.createIntent(request)).paymentIntentId;
      const intent = await this.stripe.paymentIntents.confirm(intentId, {
        payment_method: request.paymentMethod,
      });
      return this.resultOf(intent);
    } catch (error) {
      return { status: "failed", paymentIntentId: intentId, message: stripeMessage(error) };
    }
  }

  async retrieve(paymentIntentId: string): Promise<ChargeResult> {
    try {
      return this.resultOf(await this.stripe.paymentIntents.retrieve(paymentIntentId));
    } catch (error) {
      return { status: "failed", paymentIntentId, message: stripeMessage(error) };
    }
  }

  private resultOf(intent: Stripe.PaymentIntent): ChargeResult {
    if (intent.status === "succeeded")
      return { status: "succeeded", paymentIntentId: intent.id, eventId: `charge_${intent.id}` };
    if (intent.status === "requires_action" && intent.client_secret)
      return { status: "requires_action", paymentIntentId: intent.id, clientSecret: intent.client_secret };
    return {
      status: "failed",
      paymentIntentId: intent.id,
      message: intent.last_payment_error?.message ?? PAYMENT_FAILED_FALLBACK,
    };
  }

  async refund(paymentIntentId: string, amountCents: number, idempotencyKey: string): Promise<RefundResult> {
    try {
      const refund = await this.stripe.refunds.create(
        { payment_intent: paymentIntentId, amount: amountCents },
        { idempotencyKey },
      );
      return { ok: true, refundId: refund.id };
    } catch (error) {
      return { ok: false, message: stripeMessage(error) };
    }
  }

  /** Separate charges and transfers: Express accounts, paid from the platform's balance. */
  async createAccount(request: ConnectedAccountRequest) {
    const account = await this.stripe.accounts.create(
      {
        type: "express",
        country: request.country,
        email: request.email ?? undefined,
        capabilities: { transfers: { requested: true } },
        business_type: request.party === "ambassador" ? "individual" : undefined,
        metadata: { party: request.party, partyId: String(request.partyId) },
      },
      { idempotencyKey: `connect-account-${request.party}-${request.partyId}` },
    );
    return { accountId: account.id };
  }

  async onboardingLink(accountId: string, urls: { returnUrl: string; refreshUrl: string }) {
    const link = await this.stripe.accountLinks.create({
      account: accountId,
      type: "account_onboarding",
      return_url: urls.returnUrl,
      refresh_url: urls.refreshUrl,
    });
    return { url: link.url };
  }

  async accountStatus(accountId: string) {
    const account = await this.stripe.accounts.retrieve(accountId);
    return {
      payoutsEnabled: Boolean(account.payouts_enabled && account.capabilities?.transfers === "active"),
    };
  }

  async transfer(request: TransferRequest): Promise<TransferResult> {
    try {
      const transfer = await this.stripe.transfers.create(
        {
          amount: request.amountCents,
          currency: request.currency.toLowerCase(),
          destination: request.destination,
          description: request.description,
        },
        { idempotencyKey: request.idempotencyKey },
      );
      return { ok: true, transferId: transfer.id };
    } catch (error) {
      return {
        ok: false,
        message: error instanceof Stripe.errors.StripeError ? error.message : "The transfer failed.",
      };
    }
  }

  private async verified(payload: string, signature: string): Promise<unknown> {
    for (const secret of [this.webhookSecret, this.connectWebhookSecret]) {
      if (!secret) continue;
      try {
        return await this.stripe.webhooks.constructEventAsync(
          payload,
          signature,
          secret,
          undefined,
          Stripe.createSubtleCryptoProvider(),
        );
      } catch {
        // the other endpoint's secret may sign it
      }
    }
    return undefined;
  }

  async parseWebhook(payload: string, signature: string | null): Promise<ProviderEvent | undefined> {
    if (!signature) return undefined;
    const event = await this.verified(payload, signature);
    if (event === undefined) return undefined;
    // A correct signature says who sent it, not that the body is an event we can read.
    const envelope = v.safeParse(EventEnvelopeSchema, event);
    if (!envelope.success) return undefined;
    const { id: eventId, type } = envelope.output;
    if (type === "account.updated") {
      const account = v.safeParse(AccountEventSchema, event);
      if (!account.success) return { kind: "ignored", eventId };
      const object = account.output.data.object;
      return {
        kind: "account_updated",
        eventId,
        accountId: object.id,
        payoutsEnabled: object.payouts_enabled && object.capabilities?.transfers === "active",
      };
    }
    if (type !== "payment_intent.succeeded" && type !== "payment_intent.payment_failed")
      return { kind: "ignored", eventId };
    const parsed = v.safeParse(PaymentIntentEventSchema, event);
    if (!parsed.success) return { kind: "ignored", eventId };
    const intent = parsed.output.data.object;
    const livemode = parsed.output.livemode;
    const subject = subjectOf(intent.metadata);
    if (!subject) return { kind: "ignored", eventId };
    return type === "payment_intent.succeeded"
      ? {
          kind: "payment_succeeded",
          eventId,
          subject,
          paymentIntentId: intent.id,
          amountCents: intent.amount_received ?? intent.amount,
          currency: intent.currency.toUpperCase(),
          livemode,
        }
      : {
          kind: "payment_failed",
          eventId,
          subject,
          message: intent.last_payment_error?.message || PAYMENT_FAILED_FALLBACK,
        };
  }
}

/** The intent's metadata names what it pays for: a booking, or a trip's charge in one currency. */
function subjectMetadata(subject: PaymentSubject): Record<string, string> {
  return "tripId" in subject ? { tripId: String(subject.tripId) } : { bookingId: String(subject.bookingId) };
}

function subjectOf(metadata: Record<string, unknown> | null | undefined): PaymentSubject | undefined {
  const id = (key: string) => {
    const value = Number(metadata?.[key]);
    return Number.isInteger(value) && value >= 1 && value <= 2_147_483_647 ? value : undefined;
  };
  const tripId = id("tripId");
  if (tripId !== undefined) return { tripId };
  const bookingId = id("bookingId");
  return bookingId === undefined ? undefined : { bookingId };
}

const stripeId = v.pipe(v.string(), v.nonEmpty(), v.maxLength(255));

/** Any event: its id and type (the rest depends on the type). */
const EventEnvelopeSchema = v.object({ id: stripeId, type: v.string() });

/** The parts of Connect's account.updated that are read. */
const AccountEventSchema = v.object({
  data: v.object({
    object: v.object({
      id: v.pipe(stripeId, v.startsWith("acct_")),
      payouts_enabled: v.boolean(),
      capabilities: v.nullish(v.object({ transfers: v.nullish(v.string()) })),
    }),
  }),
});

/** The parts of a payment_intent.* event that are read; a body without them is ignored. */
const PaymentIntentEventSchema = v.object({
  livemode: v.boolean(),
  data: v.object({
    object: v.object({
      id: stripeId,
      amount: v.pipe(v.number(), v.integer(), v.minValue(0)),
      amount_received: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
      currency: v.pipe(v.string(), v.regex(/^[a-zA-Z]{3}$/)),
      metadata: v.nullish(v.record(v.string(), v.unknown())),
      last_payment_error: v.nullish(v.object({ message: v.nullish(v.string()) })),
    }),
  }),
});

function stripeMessage(error: unknown): string {
  if (error instanceof Stripe.errors.StripeCardError) return error.message;
  if (error instanceof Stripe.errors.StripeError && error.type === "StripeInvalidRequestError")
    return error.message;
  return PAYMENT_FAILED_FALLBACK;
}
