/**
 * The built-in offline provider. It answers like Stripe does for Stripe's documented test
 * PaymentMethod ids (and the card form maps Stripe's test card numbers to them), so the whole
 * booking flow runs with no network and no account. It keeps no state: intent ids derive from the
 * booking reference, so a retried call gets the same answer.
 */
import type {
  ChargeRequest,
  ChargeResult,
  ConnectedAccountRequest,
  PaymentProvider,
  ProviderEvent,
  RefundResult,
  TransferRequest,
  TransferResult,
} from "./provider.server";

/** Stripe's test PaymentMethods and what each does. */
export const TEST_PAYMENT_METHODS: Record<string, { succeeds: true } | { succeeds: false; message: string }> =
  {
    pm_card_visa: { succeeds: true },
    pm_card_mastercard: { succeeds: true },
    pm_card_chargeDeclined: { succeeds: false, message: "Your card was declined." },
    pm_card_chargeDeclinedInsufficientFunds: {
      succeeds: false,
      message: "Your card has insufficient funds.",
    },
    pm_card_chargeDeclinedExpiredCard: { succeeds: false, message: "Your card has expired." },
    pm_card_chargeDeclinedIncorrectCvc: {
      succeeds: false,
      message: "Your card's security code is incorrect.",
    },
  };

/** Stripe's test card numbers → their PaymentMethod ids. */
export const TEST_CARD_NUMBERS: Record<string, string> = {
  "4242424242424242": "pm_card_visa",
  "5555555555554444": "pm_card_mastercard",
  "4000000000000002": "pm_card_chargeDeclined",
  "4000000000009995": "pm_card_chargeDeclinedInsufficientFunds",
  "4000000000000069": "pm_card_chargeDeclinedExpiredCard",
  "4000000000000127": "pm_card_chargeDeclinedIncorrectCvc",
};

export const UNKNOWN_TEST_CARD =
  "This card can't be used in test mode. Use a Stripe test card such as 4242 4242 4242 4242.";

/** The PaymentMethod id for a card number typed into the test card form. */
export function testPaymentMethodForCard(cardNumber: string): string | undefined {
  return TEST_CARD_NUMBERS[cardNumber.replace(/[\s-]/g, "")];
}

export class TestProvider implements PaymentProvider {
  readonly name = "test" as const;
  readonly livemode = false;
  readonly publishableKey = undefined;

  async createIntent(request: { reference: string }) {
    return { paymentIntentId: `pi_test_${request.reference}`, clientSecret: undefined };
  }

  async charge(request: ChargeRequest): Promise<ChargeResult> {
    const paymentIntentId = `pi_test_${request.reference}`;
    const method = TEST_PAYMENT_METHODS[request.paymentMethod];
    if (!method) return { status: "failed", paymentIntentId, message: UNKNOWN_TEST_CARD };
    if (!method.succeeds) return { status: "failed", paymentIntentId, message: method.message };
    return { status: "succeeded", paymentIntentId, eventId: `test_charge_${paymentIntentId}` };
  }

  async retrieve(paymentIntentId: string): Promise<ChargeResult> {
    return { status: "failed", paymentIntentId, message: "The test provider confirms payments directly." };
  }

  async refund(paymentIntentId: string, _amountCents: number, idempotencyKey: string): Promise<RefundResult> {
    return { ok: true, refundId: `re_test_${paymentIntentId}_${idempotencyKey}` };
  }

  async parseWebhook(): Promise<ProviderEvent | undefined> {
    return undefined;
  }

  /** Connected accounts are simulated: the id derives from the party, so a retry gets the same one. */
  async createAccount(request: ConnectedAccountRequest) {
    return { accountId: `acct_test_${request.party}_${request.partyId}` };
  }

  /** Onboarding is the app's own test page (/payouts/test-onboarding), which enables the account. */
  async onboardingLink(accountId: string, urls: { returnUrl: string; refreshUrl: string }) {
    const url = new URL(urls.returnUrl);
    const back = `${url.pathname}${url.search}`;
    return {
      url: `${url.origin}/payouts/test-onboarding?account=${encodeURIComponent(accountId)}&return=${encodeURIComponent(back)}`,
    };
  }

  /** The simulated account's state lives in our database (set by the test onboarding page). */
  async accountStatus(): Promise<undefined> {
    return undefined;
  }

  /** Transfers succeed, except to an account whose id says it is blocked (to show a failed transfer). */
  async transfer(request: TransferRequest): Promise<TransferResult> {
    if (request.destination.endsWith(TEST_BLOCKED_ACCOUNT_SUFFIX))
      return { ok: false, message: "The destination account cannot receive transfers (test: blocked)." };
    return { ok: true, transferId: `tr_test_${request.idempotencyKey}` };
  }
}

/** A simulated connected account that refuses transfers ends with this. */
export const TEST_BLOCKED_ACCOUNT_SUFFIX = "_blocked";
