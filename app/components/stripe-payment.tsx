import { Button, Text, useToast } from "@gymroam/design-system";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { PAYMENT_FAILED_FALLBACK } from "~/domain/schemas/booking";

/** The few parts of Stripe.js this form uses (loaded from js.stripe.com, never bundled). */
interface StripeJs {
  elements(options: { clientSecret: string }): StripeElements;
  confirmPayment(options: {
    elements: StripeElements;
    confirmParams: { return_url: string };
    redirect: "if_required";
  }): Promise<{ error?: { message?: string }; paymentIntent?: { id: string; status: string } }>;
}
interface StripeElements {
  create(type: "payment"): {
    mount(element: HTMLElement): void;
    on(event: "ready", handler: () => void): void;
  };
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
  const mountRef = useRef<HTMLDivElement>(null);
  const stripeRef = useRef<{ stripe: StripeJs; elements: StripeElements } | null>(null);
  const [ready, setReady] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { toast } = useToast();

  useEffect(() => {
    let cancelled = false;
    loadStripe()
      .then(() => {
        if (cancelled || !window.Stripe || !mountRef.current) return;
        const stripe = window.Stripe(publishableKey);
        const elements = stripe.elements({ clientSecret });
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
  }, [publishableKey, clientSecret]);

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
    <div className="flex flex-col gap-4">
      <div ref={mountRef} data-slot="stripe-payment-element" className="min-h-24" />
      {error ? (
        <Text role="alert" size="sm" className="text-danger-fg">
          {error}
        </Text>
      ) : null}
      <Button type="button" size="lg" disabled={!ready || busy} onClick={pay}>
        {busy ? "Processing payment..." : payLabel}
      </Button>
      <noscript>
        <Text size="sm">Card payment needs JavaScript. Please enable it to pay for your booking.</Text>
      </noscript>
    </div>
  );
}
