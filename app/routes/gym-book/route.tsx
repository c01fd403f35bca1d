import { parseWithValibot } from "@conform-to/valibot";
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
  Stack,
  Stepper,
  Text,
  Link as TextLink,
} from "@gymroam/design-system";
import { lazy, useEffect, useRef } from "react";
import { data, Link, redirect, useLoaderData, useLocation, useRouteLoaderData } from "react-router";
import * as v from "valibot";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { PassPageLink } from "~/components/pass-page-link";
import { BRAND } from "~/config/brand";
import { getWorker } from "~/context.server";
import { getDb } from "~/db/client.server";
import {
  addDays,
  cheapestPassFor,
  checkBookingDate,
  displayBookingType,
  HOLD_MINUTES,
  isIsoDate,
  MAX_DAYS_AHEAD,
  offeredBookingTypes,
  PASS_DAYS,
  passOffers,
  stayDays,
  todayIn,
} from "~/domain/booking";
import { clockTime, zoneAbbreviation } from "~/domain/dates";
import { CANCELLATION_POLICY } from "~/domain/policies";
import {
  BOOKING_TOASTS,
  BookingDetailsSchema,
  CardSchema,
  PAYMENT_FAILED_FALLBACK,
} from "~/domain/schemas/booking";
import { signedInAccount } from "~/identity.server";
import { readForm } from "~/lib/form.server";
import { formConstraint } from "~/lib/form-constraint";
import { listAmenityItems } from "~/models/amenity-booking.server";
import type { AlsoWrite } from "~/models/batch.server";
import { getBookingGym } from "~/models/booking-gym.server";
import type { BookingRow } from "~/models/booking-read.server";
import { getBooking } from "~/models/booking-read.server";
import { testPaymentMethodForCard, UNKNOWN_TEST_CARD } from "~/payments/test-provider.server";
import { parseId } from "~/routes/+shared/api.server";
import { bookingAccess } from "~/routes/+shared/booking-access.server";
import { bookingActor, discardIfNew } from "~/routes/+shared/booking-http.server";
import { passView } from "~/routes/+shared/pass-view.server";
import { redirectWithToast } from "~/session.server";
import { bookGym } from "~/use-cases/book-gym.server";
import { caseContext } from "~/use-cases/context.server";
import { once, requestHash } from "~/use-cases/idempotency.server";
import { payBooking, paymentIntentFor, settlePayment } from "~/use-cases/pay-booking.server";
import { FAILURE_STATUS } from "~/use-cases/result";
import type { Route } from "./+types/route";
import { type LoadedData, Summary } from "./summary";
import { fullRefusal, joinFromBookingPage, WAITLIST_BUTTON } from "./waitlist.server";

// Conform and the form code load as the page hydrates, outside its first-load JavaScript; a
// client navigation shows the page once they have loaded too.
const loadForms = () => import("./forms");
const CardPaymentForm = lazy(() => loadForms().then((m) => ({ default: m.CardPaymentForm })));
const DetailsStep = lazy(() => loadForms().then((m) => ({ default: m.DetailsStep })));
const StripePayment = lazy(() => loadForms().then((m) => ({ default: m.StripePayment })));
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [
  async (_, next) => {
    await Promise.all([next(), loadForms()]);
  },
];

const WHATS_NEXT = [
  "Check your e-mail for your booking confirmation and reference.",
  "Arrive 10 minutes early.",
  "Present your confirmation at the front desk.",
  "Follow the gym's check-in rules.",
] as const;

type Step = "details" | "payment" | "confirmation";

/** The parts of a booking the page shows (no payment ids). */
function toPageBooking(row: BookingRow) {
  return {
    /** "week_pass" / "month_pass" for a day pass covering 7 or 30 days. */
    displayType: displayBookingType(row.bookingType, row.passDays),
    /** "07:42 NZDT": the hold's end in the venue's zone, 24-hour like every other time on the page. */
    holdUntil: row.holdExpiresAt ? clockTime(row.holdExpiresAt, row.gymTimeZone) : null,
    id: row.id,
    reference: row.reference,
    status: row.status,
    athleteName: row.athleteName,
    athleteEmail: row.athleteEmail,
    phone: row.phone,
    bookingType: row.bookingType,
    bookingDate: row.bookingDate,
    startTime: row.startTime,
    endTime: row.endTime,
    durationHours: row.durationHours,
    athletes: row.athletes,
    totalCents: row.totalCents,
    currency: row.currency as "NZD" | "AUD",
    specialRequests: row.specialRequests,
    holdExpiresAt: row.holdExpiresAt?.toISOString() ?? null,
    amenityName: row.amenityName,
    amenity: row.amenityName ? `${row.amenityName}, ${row.amenityStartTime}-${row.amenityEndTime}` : null,
  };
}

/** A one-time token for the details form: its first submit books, a second one finds that booking. */
function submissionToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(18));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { config } = getWorker(context);
  const id = parseId(params.id);
  const db = getDb(config.db);
  const gym = id === undefined ? undefined : await getBookingGym(db, id);
  if (!gym) return data({ gym: null }, { status: 404 });

  const url = new URL(request.url);
  const now = Date.now();
  const access = await bookingAccess(config, request);
  const bookingId = parseId(url.searchParams.get("booking") ?? undefined);
  let booking = bookingId === undefined ? undefined : await getBooking(db, bookingId, access);
  if (booking && booking.gymId !== gym.id) booking = undefined;

  const ctx = caseContext(config, { now });
  const provider = ctx.provider;
  // Back from Stripe's Payment Element (3-D Secure etc.): ask Stripe, then settle once.
  const returnedIntent = url.searchParams.get("payment_intent");
  if (booking?.status === "pending" && returnedIntent && returnedIntent === booking.paymentIntentId) {
    const result = await provider.retrieve(returnedIntent);
    if (result.status === "succeeded") {
      await settlePayment(ctx, {
        bookingId: booking.id,
        paymentIntentId: result.paymentIntentId,
        eventId: result.eventId,
        checked: undefined,
      });
      booking = await getBooking(db, booking.id, access);
    }
  }

  let step: Step = "details";
  let notice: string | null = null;
  if (booking) {
    if (booking.status === "confirmed" || booking.status === "completed") step = "confirmation";
    else if (booking.status === "pending" && booking.holdExpiresAt && booking.holdExpiresAt.getTime() > now)
      // An amenity booked on its own was chosen on the gym page: it has no details step here.
      step =
        url.searchParams.get("step") === "details" && booking.bookingType !== "amenity"
          ? "details"
          : "payment";
    else notice = `Your ${HOLD_MINUTES}-minute hold on this booking expired. Please choose your time again.`;
  }

  let stripe: { publishableKey: string; clientSecret: string } | null = null;
  if (step === "payment" && booking && provider.name === "stripe" && provider.publishableKey) {
    const intent = await paymentIntentFor(db, provider, booking);
    if (intent.clientSecret)
      stripe = { publishableKey: provider.publishableKey, clientSecret: intent.clientSecret };
  }

  const amenityItems = step === "details" ? await listAmenityItems(db, gym.id) : [];
  // A signed-in athlete's name and e-mail start the details form (this page is never shared-cached).
  const account = step === "details" && !booking ? await signedInAccount(config, request) : undefined;
  // The confirmation shows the booking's pass: its QR code and reference.
  const pass = step === "confirmation" && booking ? await passView(config.sessionSecrets, booking) : null;
  // A search's trip (?from=&athletes=, app/domain/trip.ts) starts the form as ?date= does; the action
  // still checks the date against the gym's days, and the number of athletes against its capacity.
  const requestedDate = url.searchParams.get("date") ?? url.searchParams.get("from") ?? "";
  const requestedAthletes = Number(url.searchParams.get("athletes") ?? "");
  const defaultAthletes =
    Number.isInteger(requestedAthletes) && requestedAthletes >= 1 && requestedAthletes <= gym.capacity
      ? requestedAthletes
      : 1;
  const today = todayIn(gym.timeZone, now);
  const defaultDate =
    booking?.bookingDate ?? (checkBookingDate(gym, requestedDate, gym.timeZone, now) ? "" : requestedDate);
  // The last day of a stay chosen in a search (?to=): passes are offered when they beat its day passes.
  const requestedTo = url.searchParams.get("to") ?? "";
  const stay =
    defaultDate &&
    isIsoDate(requestedTo) &&
    requestedTo >= defaultDate &&
    stayDays(defaultDate, requestedTo) <= PASS_DAYS.month_pass
      ? stayDays(defaultDate, requestedTo)
      : undefined;
  return {
    /** The forms' constraints, read here so the browser does not load valibot's reader. */
    constraints: { details: formConstraint(BookingDetailsSchema), card: formConstraint(CardSchema) },
    gym: {
      id: gym.id,
      name: gym.name,
      city: gym.city,
      country: gym.country,
      image: gym.image,
      imageAlt: gym.imageAlt,
      averageRating: gym.averageRating,
      reviewCount: gym.reviewCount,
      currency: gym.currency,
      timeZone: gym.timeZone,
      capacity: gym.capacity,
      openTime: gym.openTime,
      closeTime: gym.closeTime,
      is24Hours: gym.is24Hours,
      operatingDays: gym.operatingDays,
      dayHours: gym.dayHours,
      closedDates: gym.closedDates,
      dayPassRateCents: gym.dayPassRateCents,
      hourlyRateCents: gym.hourlyRateCents,
      weeklyRateCents: gym.weeklyRateCents,
      monthlyRateCents: gym.monthlyRateCents,
      /** A rate of 0 is "not offered": the form shows only these. */
      offeredTypes: offeredBookingTypes(gym),
      /** Week and month passes the gym sells that beat day passes (for the stay, when one was chosen). */
      passes: passOffers(gym, stay),
      /** "NZDT": the zone's abbreviation today, for the form's hours hint. */
      zoneLabel: zoneAbbreviation(gym.timeZone, now),
    },
    /** Days of the stay from a search (?date=&to=), and the pass that covers it for least. */
    stay: stay === undefined ? null : { days: stay, cheapest: cheapestPassFor(gym, stay) ?? null },
    /** Recovery sessions that can be added to the visit and paid in the same checkout. */
    amenities: amenityItems
      .filter((item) => item.pricePerHourCents > 0)
      .map(({ id: itemId, name, typeLabel, pricePerHourCents }) => ({
        id: itemId,
        name,
        typeLabel,
        pricePerHourCents,
      })),
    submissionToken: submissionToken(),
    step,
    notice,
    pass,
    booking: booking ? toPageBooking(booking) : null,
    today,
    maxDate: addDays(today, MAX_DAYS_AHEAD),
    defaultDate,
    defaultAthletes,
    athlete: account ? { name: account.name ?? "", email: account.email } : null,
    now,
    testMode: provider.name === "test",
    paymentsUnavailable: provider.name === "unconfigured",
    stripe,
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  const gym = loaderData?.gym;
  // The booking form of a gym is a public page worth finding ("book <gym>"); one visitor's booking
  // (payment, confirmation: ?booking=…) and a missing gym are not.
  const privateOrMissing = !gym || Boolean(loaderData && "booking" in loaderData && loaderData.booking);
  return [
    { title: gym ? `Book ${gym.name} | ${BRAND.name}` : `Gym Not Found | ${BRAND.name}` },
    {
      name: "description",
      content: gym ? `Book a day pass or hourly session at ${gym.name}.` : "Gym not found.",
    },
    ...(privateOrMissing ? [{ name: "robots", content: "noindex" }] : []),
  ];
}

const IntentSchema = v.object({ intent: v.picklist(["details", "pay"]) });

export async function action({ request, params, context }: Route.ActionArgs) {
  const { config } = getWorker(context);
  const id = parseId(params.id);
  const db = getDb(config.db);
  const gym = id === undefined ? undefined : await getBookingGym(db, id);
  if (!gym) return data({ form: "details" as const, result: undefined }, { status: 404 });
  const formData = await readForm(request);
  const intent = v.safeParse(IntentSchema, { intent: formData.get("intent") });
  const ctx = caseContext(config);
  if (formData.get(WAITLIST_BUTTON.name) === WAITLIST_BUTTON.value) {
    formData.set("gymId", String(gym.id));
    return joinFromBookingPage(ctx, config, request, formData);
  }

  if (!intent.success || intent.output.intent === "details") {
    formData.set("gymId", String(gym.id));
    const submission = parseWithValibot(formData, { schema: BookingDetailsSchema });
    if (submission.status !== "success")
      return data({ form: "details" as const, result: submission.reply() }, { status: 400 });
    const replaces = parseId(String(formData.get("replaces") ?? ""));
    const book = async (alsoWrite?: AlsoWrite) => {
      const { actor, visitor, referralCode } = await bookingActor(config, request);
      const result = await bookGym(ctx, {
        actor,
        details: submission.value,
        referralCode,
        replacesBookingId: replaces,
        alsoWrite,
      });
      return { result, visitor };
    };
    const { submissionToken, ...details } = submission.value;
    // The form's one-time token: a second submit of the same form opens the booking the first made.
    if (submissionToken) {
      const outcome = await once(
        db,
        {
          scope: `form:book-gym:${gym.id}`,
          key: submissionToken,
          hash: await requestHash(details),
          now: ctx.now,
        },
        (answer) => book((booking) => [answer(201, booking)]),
      );
      if (outcome.kind === "replayed") {
        return redirectWithToast(
          config,
          request,
          `/gym/${gym.id}/book?booking=${outcome.stored.id}`,
          BOOKING_TOASTS.created,
        );
      }
      if (outcome.kind !== "ran")
        return data(
          {
            form: "details" as const,
            result: submission.reply({
              formErrors: [
                outcome.kind === "in_progress"
                  ? "Your booking is already being made. Please wait a moment and reload the page."
                  : "This form was already used for another booking. Please reload the page and try again.",
              ],
            }),
          },
          { status: outcome.kind === "in_progress" ? 409 : 422 },
        );
      return detailsOutcome(outcome.value);
    }
    return detailsOutcome(await book());

    async function detailsOutcome({ result, visitor }: Awaited<ReturnType<typeof book>>) {
      if (!result.ok) {
        const headers = await discardIfNew(config, visitor);
        if (result.retryAfter !== undefined) headers.set("Retry-After", String(result.retryAfter));
        return data(
          {
            form: "details" as const,
            result: submission.reply(
              result.field
                ? { fieldErrors: { [result.field]: [result.message] } }
                : { formErrors: [result.message] },
            ),
            canWait: fullRefusal(result),
          },
          { status: FAILURE_STATUS[result.code], headers },
        );
      }
      return redirectWithToast(
        config,
        request,
        `/gym/${gym!.id}/book?booking=${result.value.id}`,
        BOOKING_TOASTS.created,
        undefined,
        visitor.session,
      );
    }
  }

  // Pay: the card form of the test provider. Card numbers are mapped to Stripe's test
  // PaymentMethods here and never stored or logged.
  const access = await bookingAccess(config, request);
  const bookingId = parseId(String(formData.get("bookingId") ?? ""));
  const booking = bookingId === undefined ? undefined : await getBooking(db, bookingId, access);
  if (!booking || booking.gymId !== gym.id)
    return redirectWithToast(config, request, `/gym/${gym.id}/book`, {
      title: BOOKING_TOASTS.payFailed,
      description: "We couldn't find that booking. Please start again.",
      variant: "destructive",
    });
  const submission = parseWithValibot(formData, { schema: CardSchema });
  if (submission.status !== "success")
    return data(
      { form: "payment" as const, result: submission.reply({ hideFields: ["cardNumber", "cvc"] }) },
      { status: 400 },
    );
  const bookingUrl = `/gym/${gym.id}/book?booking=${booking.id}`;
  const method = testPaymentMethodForCard(submission.value.cardNumber);
  const paid = method
    ? await payBooking(ctx, { access, bookingId: booking.id, paymentMethod: method })
    : ({ ok: false, code: "payment_failed", message: UNKNOWN_TEST_CARD } as const);
  if (paid.ok && paid.value.status === "confirmed")
    return redirectWithToast(
      config,
      request,
      bookingUrl,
      booking.bookingType === "amenity" && booking.amenityName
        ? BOOKING_TOASTS.amenityBooked(booking.amenityName)
        : BOOKING_TOASTS.paid,
    );
  // Said in the payment form itself, not in a toast: a toast needs JavaScript. The card
  // number and security code are never sent back; the expiry is.
  if (paid.ok) return redirect(bookingUrl);
  return data(
    {
      form: "payment" as const,
      result: submission.reply({
        formErrors: [paid.message || PAYMENT_FAILED_FALLBACK],
        hideFields: ["cardNumber", "cvc"],
      }),
    },
    { status: FAILURE_STATUS[paid.code] },
  );
}

export default function BookGymPage() {
  const loaderData = useLoaderData<typeof loader>();
  if (!loaderData.gym) return <GymNotFound />;
  const { gym, step, booking } = loaderData;
  const stepIndex = step === "details" ? 0 : step === "payment" ? 1 : 2;
  return (
    <Container className="py-6 md:py-10">
      <Stack gap="lg">
        <div>
          <TextLink asChild>
            <Link to={`/gym/${gym.id}`}>← Back to {gym.name}</Link>
          </TextLink>
          <Heading level={1} className="mt-2">
            Book {gym.name}
          </Heading>
        </div>
        <Stepper current={stepIndex} />
        {step === "details" ? (
          <DetailsStep />
        ) : step === "payment" && booking ? (
          <PaymentStep />
        ) : booking ? (
          <ConfirmationStep />
        ) : null}
      </Stack>
    </Container>
  );
}

function GymNotFound() {
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

function PaymentStep() {
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

function ConfirmationStep() {
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

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
