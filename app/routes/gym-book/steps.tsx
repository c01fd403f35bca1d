/**
 * The booking page's steps: details (with the forms, which load as the page hydrates), payment and
 * confirmation, each drawn from the route's loader data.
 */
import {
  Alert,
  Button,
  Card,
  CircleCheckIcon,
  Container,
  EmptyState,
  Heading,
  InfoIcon,
  PassCard,
  Price,
  Text,
} from "@gymroam/design-system";
import { lazy, useEffect, useRef } from "react";
import { Link, useLoaderData, useLocation, useRouteLoaderData } from "react-router";
import { PassPageLink } from "~/components/pass-page-link";
import { BRAND } from "~/config/brand";
import { CANCELLATION_POLICY } from "~/domain/policies";
import type { loader } from "./route";
import { type LoadedData, Summary } from "./summary";

// Conform and the form code load as the page hydrates, outside its first-load JavaScript; a
// client navigation shows the page once they have loaded too.
export const loadForms = () => import("./forms");
const CardPaymentForm = lazy(() => loadForms().then((m) => ({ default: m.CardPaymentForm })));
export const DetailsStep = lazy(() => loadForms().then((m) => ({ default: m.DetailsStep })));
const StripePayment = lazy(() => loadForms().then((m) => ({ default: m.StripePayment })));
const WHATS_NEXT = [
  "Check your e-mail for your booking confirmation and reference.",
  "Arrive 10 minutes early.",
  "Present your confirmation at the front desk.",
  "Follow the gym's check-in rules.",
] as const;

export function GymNotFound() {
  return (
    <Container className="py-16">
      <EmptyState
        title="Gym Not Found"
        description="This gym doesn't exist or is no longer taking bookings."
        action={
          <Button asChild>
            <Link to="/">Return Home</Link>
          </Button>
        }
      />
    </Container>
  );
}

/**
 * A step reached from the one before it (Continue, Pay) takes the keyboard focus to its heading, so
 * focus does not drop to the page's body; a page opened directly keeps the browser's own start.
 */
function useStepFocus() {
  const heading = useRef<HTMLHeadingElement>(null);
  const { key } = useLocation();
  const firstKey = useRef(key);
  useEffect(() => {
    if (firstKey.current !== "default") heading.current?.focus();
  }, []);
  return heading;
}

export function PaymentStep() {
  const { gym, booking, testMode, stripe, paymentsUnavailable } = useLoaderData<
    typeof loader
  >() as LoadedData & {
    booking: NonNullable<LoadedData["booking"]>;
  };
  const heading = useStepFocus();
  const holdUntil = booking.holdUntil;
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <Card.Root>
        <Card.Header>
          <Heading level={2} size="sm" ref={heading} tabIndex={-1} className="outline-none">
            Payment
          </Heading>
        </Card.Header>
        <Card.Content className="flex flex-col gap-5">
          <p className="flex items-start gap-2 rounded-md border border-border bg-surface-muted p-3 text-sm">
            <InfoIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span>
              Secure card payment. Your card details go straight to our payment provider; {BRAND.name} never
              stores them.
            </span>
          </p>
          <Text size="sm">
            Booking reference <strong>{booking.reference}</strong>
            {holdUntil ? <> · your spot is held until {holdUntil}</> : null}
          </Text>
          {paymentsUnavailable ? (
            <Alert variant="danger" title="Payments are not configured">
              This booking can't be paid right now. Your spot stays held until the hold expires; please try
              again later.
            </Alert>
          ) : null}
          {testMode ? (
            <p className="rounded-md border border-border bg-surface-muted p-3 text-sm">
              Test mode: pay with card 4242 4242 4242 4242, any future expiry and any 3-digit code. 4000 0000
              0000 0002 is declined; 4000 0000 0000 9995 fails for insufficient funds.
            </p>
          ) : null}
          {stripe ? (
            <StripePayment
              publishableKey={stripe.publishableKey}
              clientSecret={stripe.clientSecret}
              returnUrl={`/gym/${gym.id}/book?booking=${booking.id}`}
              payLabel={
                <>
                  Pay <Price cents={booking.totalCents} currency={booking.currency} showCents="always" />
                </>
              }
            />
          ) : (
            <CardPaymentForm booking={booking} />
          )}
          <Button asChild variant="outline">
            {booking.bookingType === "amenity" ? (
              <Link to={`/gym/${gym.id}`}>Back to {gym.name}</Link>
            ) : (
              <Link to={`/gym/${gym.id}/book?booking=${booking.id}&step=details`}>Back to details</Link>
            )}
          </Button>
          <details className="text-sm">
            <summary className="cursor-pointer font-semibold">Cancellation policy</summary>
            <ul className="mt-2 list-disc pl-5">
              {CANCELLATION_POLICY.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </details>
        </Card.Content>
      </Card.Root>
      <BookingSummary gym={gym} booking={booking} />
    </div>
  );
}

/** The side summary of a written booking (its pay and confirmation steps). */
function BookingSummary({
  gym,
  booking,
}: {
  gym: LoadedData["gym"];
  booking: NonNullable<LoadedData["booking"]>;
}) {
  return (
    <Summary
      gym={gym}
      bookingType={booking.displayType}
      date={booking.bookingDate}
      startTime={booking.startTime}
      durationHours={booking.bookingType === "day_pass" ? null : booking.durationHours}
      athletes={booking.athletes}
      amenity={booking.amenity}
      totalCents={booking.totalCents}
    />
  );
}

export function ConfirmationStep() {
  const { gym, booking, pass } = useLoaderData<typeof loader>() as LoadedData & {
    booking: NonNullable<LoadedData["booking"]>;
  };
  const signedIn = (useRouteLoaderData("root") as { signedIn?: boolean } | undefined)?.signedIn ?? false;
  const heading = useStepFocus();
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <Card.Root>
        <Card.Content className="flex flex-col items-start gap-4 pt-6">
          <CircleCheckIcon aria-hidden="true" className="size-12 text-success-fg" />
          <Heading level={2} ref={heading} tabIndex={-1} className="outline-none">
            Payment Successful
          </Heading>
          <Text>
            Your booking at {gym.name} is confirmed. Reference <strong>{booking.reference}</strong>; a
            confirmation is on its way to {booking.athleteEmail}.
          </Text>
          <div>
            <Heading level={3} size="sm">
              What's next
            </Heading>
            <ol className="mt-2 list-decimal pl-5 text-sm">
              {WHATS_NEXT.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ol>
          </div>
          <div className="flex flex-wrap gap-3">
            <Button asChild>
              <Link to="/">Return Home</Link>
            </Button>
            <Button asChild variant="outline">
              <Link to="/bookings">View My Bookings</Link>
            </Button>
            <Button asChild variant="ghost">
              <a href={`/api/bookings/${booking.id}/calendar`} download={`gymroam-${booking.reference}.ics`}>
                Add to calendar
              </a>
            </Button>
          </div>
          {pass ? (
            <PassCard
              headingLevel={3}
              gymName={pass.gymName}
              when={pass.when}
              reference={pass.reference}
              qr={pass.qr}
              checkedIn={pass.checkedIn}
              validity={pass.validity}
              deskCode={pass.deskCode}
              footer={<PassPageLink bookingId={booking.id} />}
            />
          ) : null}
          {signedIn ? null : (
            <Text size="sm" tone="muted">
              Keep this booking on every device:{" "}
              <Link to="/sign-in?next=/account">sign in with your e-mail</Link> (no password, we send you a
              link).
            </Text>
          )}
        </Card.Content>
      </Card.Root>
      <BookingSummary gym={gym} booking={booking} />
    </div>
  );
}
