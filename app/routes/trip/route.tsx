/**
 * A trip's page (issue 36): its stops with their bookings and the totals per currency; while held,
 * the one checkout for the whole trip (Stripe's Payment Element with Stripe, the test provider's card
 * form without, like a booking's); once paid, the confirmation. Its owner's only: anyone else gets the
 * not-found page.
 */
import {
  Alert,
  Badge,
  Button,
  Card,
  Container,
  Field,
  Heading,
  Input,
  Price,
  Stack,
  Text,
} from "@gymroam/design-system";
import { lazy, Suspense } from "react";
import { data, Form, Link, useActionData, useLoaderData } from "react-router";
import * as v from "valibot";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { BRAND } from "~/config/brand";
import { getWorker } from "~/context.server";
import { BOOKING_TOASTS, CardSchema, PAYMENT_FAILED_FALLBACK } from "~/domain/schemas/booking";
import { readForm } from "~/lib/form.server";
import { getTrip } from "~/models/trip.server";
import { toApiTrip } from "~/models/trip-api.server";
import { testPaymentMethodForCard, UNKNOWN_TEST_CARD } from "~/payments/test-provider.server";
import { parseId } from "~/routes/+shared/api.server";
import { bookingAccess } from "~/routes/+shared/booking-access.server";
import { redirectWithToast } from "~/session.server";
import { caseContext } from "~/use-cases/context.server";
import { payTrip } from "~/use-cases/pay-trip.server";
import { FAILURE_STATUS } from "~/use-cases/result";
import type { Route } from "./+types/route";

const COVER_NAMES: Record<string, string> = {
  day_pass: "Day pass",
  week_pass: "Week pass",
  month_pass: "Month pass",
  hourly: "Hourly",
};

/** With Stripe, the card is Stripe's Payment Element (loaded only then); the server charges it. */
const StripeCardPayment = lazy(() =>
  import("~/components/stripe-payment").then((m) => ({ default: m.StripeCardPayment })),
);

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { config } = getWorker(context);
  const { db, provider } = caseContext(config);
  const id = parseId(params.id);
  const access = await bookingAccess(config, request);
  const view = id === undefined ? undefined : await getTrip(db, id, access.userId);
  if (!view) throw data({ message: "Trip not found" }, { status: 404, statusText: "Not Found" });
  const trip = toApiTrip(view);
  const held =
    trip.status === "pending" &&
    view.trip.holdExpiresAt !== null &&
    view.trip.holdExpiresAt.getTime() > Date.now();
  const first = trip.totals[0];
  return {
    trip,
    held,
    paymentsUnavailable: provider.name === "unconfigured",
    stripe:
      held && first && provider.name === "stripe" && provider.publishableKey
        ? {
            publishableKey: provider.publishableKey,
            amountCents: first.amountCents,
            currency: first.currency,
          }
        : null,
  };
}

/** With Stripe, a PaymentMethod the browser made; card numbers are read only by the test provider's form. */
const StripeMethodSchema = v.object({
  paymentMethod: v.pipe(
    v.string(PAYMENT_FAILED_FALLBACK),
    v.regex(/^pm_[A-Za-z0-9_]{1,250}$/, PAYMENT_FAILED_FALLBACK),
  ),
});

export async function action({ request, params, context }: Route.ActionArgs) {
  const { config } = getWorker(context);
  const id = parseId(params.id);
  if (id === undefined) throw data({ message: "Trip not found" }, { status: 404 });
  const ctx = caseContext(config);
  const form = Object.fromEntries(await readForm(request));
  let method: string | undefined;
  if (ctx.provider.name === "stripe") {
    const stripe = v.safeParse(StripeMethodSchema, form);
    if (!stripe.success) return data({ error: PAYMENT_FAILED_FALLBACK }, { status: 400 });
    method = stripe.output.paymentMethod;
  } else {
    const card = v.safeParse(CardSchema, form);
    if (!card.success)
      return data({ error: card.issues[0]?.message ?? PAYMENT_FAILED_FALLBACK }, { status: 400 });
    method = testPaymentMethodForCard(card.output.cardNumber);
    if (!method) return data({ error: UNKNOWN_TEST_CARD }, { status: 402 });
  }
  const access = await bookingAccess(config, request);
  const paid = await payTrip(ctx, { userId: access.userId, tripId: id, paymentMethod: method });
  if (!paid.ok) return data({ error: paid.message }, { status: FAILURE_STATUS[paid.code] });
  // 3-D Secure on one currency's charge: the browser finishes it and posts the same card again.
  if (paid.value.status === "requires_action")
    return data({ requiresAction: true as const, clientSecret: paid.value.clientSecret });
  return redirectWithToast(config, request, `/trips/${id}`, {
    title: BOOKING_TOASTS.paid.title,
    description: "Your trip is confirmed: every stop is booked.",
  });
}

export default function TripPage() {
  const { trip, held, stripe, paymentsUnavailable } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const actionError = actionData && "error" in actionData ? actionData.error : null;
  const confirmed = trip.status === "confirmed";
  return (
    <Container size="lg">
      <Stack gap="lg">
        <Stack gap="xs">
          <Heading level={1}>{confirmed ? "Your trip is confirmed" : "Trip checkout"}</Heading>
          <Text tone="muted">
            Trip {trip.reference} · {trip.stops.length} stops · {trip.athletes}{" "}
            {trip.athletes === 1 ? "athlete" : "athletes"}
          </Text>
        </Stack>
        <ol className="flex flex-col gap-3" aria-label="Stops">
          {trip.stops.map((stop) => (
            <li key={stop.position}>
              <Card.Root>
                <Card.Header>
                  <Card.Title>
                    Stop {stop.position}: {stop.gymName}, {stop.city}
                  </Card.Title>
                </Card.Header>
                <Card.Content>
                  <ul className="flex flex-col gap-1">
                    {stop.bookings.map((b) => (
                      <li key={b.id} className="flex flex-wrap items-center gap-2">
                        <span>
                          {COVER_NAMES[b.bookingType]} {b.bookingDate}, {b.startTime}
                        </span>
                        <Badge>{b.status}</Badge>
                        <span>{b.reference}</span>
                      </li>
                    ))}
                  </ul>
                  <Text>
                    <Price cents={stop.amountCents} currency={stop.currency} showCents="always" />
                  </Text>
                </Card.Content>
              </Card.Root>
            </li>
          ))}
        </ol>
        <Card.Root>
          <Card.Content>
            <Heading level={2}>Total</Heading>
            <ul aria-label="Totals">
              {trip.totals.map((t) => (
                <li key={t.currency}>
                  <Price cents={t.amountCents} currency={t.currency} showCents="always" />{" "}
                  {confirmed ? "paid" : "charged"} in {t.currency}
                </li>
              ))}
            </ul>
          </Card.Content>
        </Card.Root>
        {held ? (
          <Card.Root>
            <Card.Header>
              <Card.Title>Pay for the whole trip</Card.Title>
            </Card.Header>
            <Card.Content>
              {paymentsUnavailable ? (
                <Alert variant="danger" title="Payments are not configured">
                  This trip can't be paid right now. Its stops stay held until the hold expires; please try
                  again later.
                </Alert>
              ) : stripe ? (
                <Stack gap="md">
                  <Text tone="muted">
                    One charge per currency. If any charge fails, nothing is kept: every charge is refunded.
                  </Text>
                  <Suspense fallback={<Text>Loading the secure payment form...</Text>}>
                    <StripeCardPayment
                      publishableKey={stripe.publishableKey}
                      amountCents={stripe.amountCents}
                      currency={stripe.currency}
                      payLabel="Pay for my trip"
                    />
                  </Suspense>
                </Stack>
              ) : (
                <Form method="post" className="flex flex-col gap-4" aria-label="Payment">
                  {actionError ? (
                    <Alert variant="danger" title={BOOKING_TOASTS.payFailed}>
                      {actionError}
                    </Alert>
                  ) : null}
                  <Text tone="muted">
                    One charge per currency. If any charge fails, nothing is kept: every charge is refunded.
                  </Text>
                  <Field.Root id="cardNumber" required>
                    <Field.Label>Card number</Field.Label>
                    <Input
                      name="cardNumber"
                      inputMode="numeric"
                      autoComplete="cc-number"
                      placeholder="1234 1234 1234 1234"
                    />
                  </Field.Root>
                  <div className="grid grid-cols-2 gap-4">
                    <Field.Root id="expiry" required>
                      <Field.Label>Expiry (MM/YY)</Field.Label>
                      <Input name="expiry" inputMode="numeric" autoComplete="cc-exp" placeholder="MM/YY" />
                    </Field.Root>
                    <Field.Root id="cvc" required>
                      <Field.Label>Security code</Field.Label>
                      <Input name="cvc" inputMode="numeric" autoComplete="cc-csc" placeholder="CVC" />
                    </Field.Root>
                  </div>
                  <Button type="submit" size="lg">
                    Pay for my trip
                  </Button>
                </Form>
              )}
            </Card.Content>
          </Card.Root>
        ) : null}
        {!held && !confirmed ? (
          <Alert variant="warning" title="This trip is no longer held">
            Its holds were released. <Link to="/trips/new">Plan the trip again</Link>.
          </Alert>
        ) : null}
        {confirmed ? (
          <Button asChild variant="outline">
            <Link to="/bookings">See it in My Bookings</Link>
          </Button>
        ) : null}
      </Stack>
    </Container>
  );
}

export function meta() {
  return [{ title: `Your trip | ${BRAND.name}` }, { name: "robots", content: "noindex" }];
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
