import { Container, Heading, Stack, Stepper, Link as TextLink } from "@gymroam/design-system";
import { data, Link, useLoaderData } from "react-router";
import * as v from "valibot";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { BRAND } from "~/config/brand";
import { getWorker } from "~/context.server";
import { getDb } from "~/db/client.server";
import { checkBookingDate, HOLD_MINUTES, MAX_DAYS_AHEAD } from "~/domain/booking";
import { clockTime, isIsoDate, zoneAbbreviation } from "~/domain/dates";
import { base64Url } from "~/domain/derived-key";
import {
  cheapestPassFor,
  displayBookingType,
  offeredBookingTypes,
  PASS_DAYS,
  passOffers,
  stayDays,
} from "~/domain/pricing";
import { BookingDetailsSchema, CardSchema } from "~/domain/schemas/booking";
import { addDays, todayIn } from "~/domain/zoned-time";
import { signedInAccount } from "~/identity.server";
import { readForm } from "~/lib/form.server";
import { formConstraint } from "~/lib/form-constraint";
import { listAmenityItems } from "~/models/amenity-booking.server";
import { getBookingGym } from "~/models/booking-gym.server";
import type { BookingRow } from "~/models/booking-read.server";
import { getBooking } from "~/models/booking-read.server";
import { parseId } from "~/routes/+shared/api.server";
import { bookingAccess } from "~/routes/+shared/booking-access.server";
import { passView } from "~/routes/+shared/pass-view.server";
import { caseContext } from "~/use-cases/context.server";
import { paymentIntentFor, settlePayment } from "~/use-cases/pay-booking.server";
import type { Route } from "./+types/route";
import { bookFromDetails, payWithTestCard } from "./actions.server";
import { ConfirmationStep, DetailsStep, GymNotFound, loadForms, PaymentStep } from "./steps";
import { joinFromBookingPage, WAITLIST_BUTTON } from "./waitlist.server";

export const clientMiddleware: Route.ClientMiddlewareFunction[] = [
  async (_, next) => {
    await Promise.all([next(), loadForms()]);
  },
];

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
  return base64Url(crypto.getRandomValues(new Uint8Array(18)));
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

  const form = { ctx, config, request, gym, formData };
  if (!intent.success || intent.output.intent === "details") return bookFromDetails(form);
  return payWithTestCard(form);
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

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
