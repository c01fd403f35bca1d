import { Button, Text, useToast } from "@gymroam/design-system";
import { type ReactNode, type RefObject, useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { PAYMENT_FAILED_FALLBACK } from "~/domain/schemas/booking";

/** The few parts of Stripe.js these forms use (loaded from js.stripe.com, never bundled). */
interface StripeJs {
  elements(
    options:
      | { clientSecret: string }
      | {
          mode: "payment";
          amount: number;
          currency: string;
          paymentMethodCreation: "manual";
          paymentMethodTypes: string[];
        },
  ): StripeElements;
  confirmPayment(options: {
    elements: StripeElements;
    confirmParams: { return_url: string };
    redirect: "if_required";
  }): Promise<{ error?: { message?: string }; paymentIntent?: { id: string; status: string } }>;
  createPaymentMethod(options: {
    elements: StripeElements;
  }): Promise<{ error?: { message?: string }; paymentMethod?: { id: string } }>;
  handleNextAction(options: { clientSecret: string }): Promise<{ error?: { message?: string } }>;
}
interface StripeElements {
  create(type: "payment"): {
    mount(element: HTMLElement): void;
    on(event: "ready", handler: () => void): void;
  };
  submit(): Promise<{ error?: { message?: string } }>;
}
declare global {
  interface Window {
    Stripe?: (publishableKey: string) => StripeJs;
  }
}

let stripeScript: Promise<void> | undefined;
function loadStripe(): Promise<void> {
  stripeScript ??= new Promise((resolve, reject) => {
    const script = document.createElement("script");
    script.src = "https://js.stripe.com/v3";
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => reject(new Error("Stripe could not be loaded"));
    document.head.appendChild(script);
  });
  return stripeScript;
}

/** Mounts Stripe's Payment Element for an intent (a client secret) or for a later one (deferred). */
function usePaymentElement(
  publishableKey: string,
  intent: string | { amountCents: number; currency: string },
) {
  const mountRef = useRef<HTMLDivElement>(null);
  const stripeRef = useRef<{ stripe: StripeJs; elements: StripeElements } | null>(null);
  const [ready, setReady] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const key = typeof intent === "string" ? intent : `${intent.amountCents} ${intent.currency}`;

  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for the intent (an object changes every render).
  useEffect(() => {
    let cancelled = false;
    loadStripe()
      .then(() => {
        if (cancelled || !window.Stripe || !mountRef.current) return;
        const stripe = window.Stripe(publishableKey);
        const elements = stripe.elements(
          typeof intent === "string"
            ? { clientSecret: intent }
            : {
                mode: "payment",
                amount: intent.amountCents,
                currency: intent.currency.toLowerCase(),
                paymentMethodCreation: "manual",
                paymentMethodTypes: ["card"],
              },
        );
        const element = elements.create("payment");
        element.on("ready", () => setReady(true));
        element.mount(mountRef.current);
        stripeRef.current = { stripe, elements };
      })
      .catch(() =>
        setError("The secure payment form could not load. Check your connection and reload the page."),
      );
    return () => {
      cancelled = true;
    };
  }, [publishableKey, key]);

  return { mountRef, stripeRef, ready, error, setError };
}

/** The mounted element, the error and the pay button: what both Stripe forms show. */
function PaymentElementForm({
  mountRef,
  error,
  disabled,
  busy,
  onPay,
  payLabel,
}: {
  mountRef: RefObject<HTMLDivElement | null>;
  error: string | null;
  disabled: boolean;
  busy: boolean;
  onPay: () => void;
  payLabel: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-4">
      <div ref={mountRef} data-slot="stripe-payment-element" className="min-h-24" />
      {error ? (
        <Text role="alert" size="sm" className="text-danger-fg">
          {error}
        </Text>
      ) : null}
      <Button type="button" size="lg" disabled={disabled} onClick={onPay}>
        {busy ? "Processing payment..." : payLabel}
      </Button>
      <noscript>
        <Text size="sm">Card payment needs JavaScript. Please enable it to pay for your booking.</Text>
      </noscript>
    </div>
  );
}

/**
 * Stripe's Payment Element, when Stripe keys are configured: the card details go from the
 * browser to Stripe only. After confirming (and any 3-D Secure step) the browser returns to
 * `returnUrl` with `payment_intent`, and the server asks Stripe before confirming the booking; the
 * webhook confirms it too, once.
 */
export function StripePayment({
  publishableKey,
  clientSecret,
  returnUrl,
  payLabel,
}: {
  publishableKey: string;
  clientSecret: string;
  returnUrl: string;
  payLabel: ReactNode;
}) {
  const { mountRef, stripeRef, ready, error, setError } = usePaymentElement(publishableKey, clientSecret);
  const [busy, setBusy] = useState(false);
  const { toast } = useToast();

  async function pay() {
    const current = stripeRef.current;
    if (!current) return;
    setBusy(true);
    setError(null);
    const absolute = new URL(returnUrl, window.location.href).href;
    const result = await current.stripe.confirmPayment({
      elements: current.elements,
      confirmParams: { return_url: absolute },
      redirect: "if_required",
    });
    if (result.error || !result.paymentIntent) {
      const message = result.error?.message ?? PAYMENT_FAILED_FALLBACK;
      setError(message);
      toast({ title: "Payment Failed", description: message, variant: "destructive" });
      setBusy(false);
      return;
    }
    const next = new URL(absolute);
    next.searchParams.set("payment_intent", result.paymentIntent.id);
    window.location.assign(next.href);
  }

  return (
    <PaymentElementForm
      mountRef={mountRef}
      error={error}
      disabled={!ready || busy}
      busy={busy}
      onPay={pay}
      payLabel={payLabel}
    />
  );
}

/** What the page's action answers a card payment: a 3-D Secure step to finish, or an error. */
export type CardPaymentAnswer = { requiresAction: true; clientSecret: string } | { error: string };

/**
 * A card for a payment the server makes (a trip: one charge per currency): Stripe's Payment Element
 * turns the card into a PaymentMethod in the browser, the page's action charges it, and a card that
 * asks for 3-D Secure is finished here (handleNextAction) and posted again. The card details go to
 * Stripe only; the action redirects when everything is paid.
 */
export function StripeCardPayment({
  publishableKey,
  amountCents,
  currency,
  payLabel,
}: {
  publishableKey: string;
  /** The first charge's amount and currency (the element needs one; the card serves every charge). */
  amountCents: number;
  currency: string;
  payLabel: ReactNode;
}) {
  const { mountRef, stripeRef, ready, error, setError } = usePaymentElement(publishableKey, {
    amountCents,
    currency,
  });
  const fetcher = useFetcher<CardPaymentAnswer>();
  const paymentMethod = useRef<string | null>(null);
  const [step, setStep] = useState<"idle" | "checking">("idle");
  const answer = fetcher.state === "idle" ? fetcher.data : undefined;

  useEffect(() => {
    if (!answer) return;
    if ("error" in answer) {
      setError(answer.error);
      return;
    }
    const current = stripeRef.current;
    if (!current || !paymentMethod.current) return;
    const method = paymentMethod.current;
    setStep("checking");
    current.stripe.handleNextAction({ clientSecret: answer.clientSecret }).then((result) => {
      setStep("idle");
      if (result.error) setError(result.error.message ?? PAYMENT_FAILED_FALLBACK);
      else fetcher.submit({ paymentMethod: method }, { method: "post" });
    });
  }, [answer, fetcher.submit, setError, stripeRef]);

  async function pay() {
    const current = stripeRef.current;
    if (!current) return;
    setError(null);
    const submitted = await current.elements.submit();
    if (submitted.error) return setError(submitted.error.message ?? PAYMENT_FAILED_FALLBACK);
    const created = await current.stripe.createPaymentMethod({ elements: current.elements });
    if (created.error || !created.paymentMethod)
      return setError(created.error?.message ?? PAYMENT_FAILED_FALLBACK);
    paymentMethod.current = created.paymentMethod.id;
    fetcher.submit({ paymentMethod: created.paymentMethod.id }, { method: "post" });
  }

  const busy = fetcher.state !== "idle" || step === "checking";
  return (
    <PaymentElementForm
      mountRef={mountRef}
      error={error}
      disabled={!ready || busy}
      busy={busy}
      onPay={pay}
      payLabel={payLabel}
    />
  );
}
