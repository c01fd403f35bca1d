import type { SubmissionResult } from "@conform-to/react";
import { parseWithValibot } from "@conform-to/valibot";
import {
  Alert,
  Avatar,
  Button,
  ClockIcon,
  Container,
  EmptyState,
  Gallery,
  Grid,
  ReviewList,
  Stack,
  Text,
} from "@gymroam/design-system";
import { lazy } from "react";
import { data, Link, useActionData, useLoaderData, useLocation } from "react-router";
import * as v from "valibot";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { FavouriteButton } from "~/components/favourite-button";
import { GymHeadline } from "~/components/gym-headline";
import { BRAND } from "~/config/brand";
import { getWorker } from "~/context.server";
import { getDb } from "~/db/client.server";
import { MAX_DAYS_AHEAD } from "~/domain/booking";
import { zoneAbbreviation } from "~/domain/dates";
import { LISTING_MESSAGES } from "~/domain/listing";
import { openState, openStateText } from "~/domain/open-state";
import {
  FormIntentSchema,
  GymContactFormSchema,
  GymDetailActionSchema,
  GymReviewFormSchema,
} from "~/domain/schemas/gym-detail";
import { REVIEW_SUBMITTED } from "~/domain/schemas/review-messages";
import { readTrip } from "~/domain/trip";
import { addDays, todayIn } from "~/domain/zoned-time";
import { getVisitorId } from "~/identity.server";
import { readForm } from "~/lib/form.server";
import { formConstraint } from "~/lib/form-constraint";
import { clockFreshSeconds } from "~/lib/page-freshness";
import { gymSocialImage, pageAddressMeta, socialImageMeta } from "~/lib/social-image";
import { sharedPageCache, sharedRender } from "~/middleware/page-cache.server";
import { listAmenityItems } from "~/models/amenity-booking.server";
import { getGymDetail } from "~/models/gym.server";
import { reviewEligibility } from "~/models/review.server";
import { isGymSaved } from "~/models/saved-gym.server";
import { amenityPageAction } from "~/routes/+shared/amenity-page-action.server";
import { pagePath, parseId } from "~/routes/+shared/api.server";
import { redirectWithToast } from "~/session.server";
import { contactGymOwner, INTEREST_SENT } from "~/use-cases/contact-owner.server";
import { caseContext } from "~/use-cases/context.server";
import { submitReview } from "~/use-cases/submit-review.server";
import type { Route } from "./+types/route";
import { toPageGym } from "./page-gym";
import { reviewPartOf, useReviewPart } from "./review-part";
import { AddressCard, daysText, hoursText, InfoSection, JsonLd, PricingCard, TagSection } from "./sections";

// Conform and the form code load as the page hydrates, outside its first-load JavaScript; a
// client navigation shows the page once they have loaded too.
const loadForms = () => import("./forms");
const AmenityBookingForm = lazy(() => loadForms().then((m) => ({ default: m.AmenityBookingForm })));
const ContactCard = lazy(() => loadForms().then((m) => ({ default: m.ContactCard })));
const LeaveReview = lazy(() => loadForms().then((m) => ({ default: m.LeaveReview })));
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [
  async (_, next) => {
    await Promise.all([next(), loadForms()]);
  },
];
/** Every visitor sees the same gym page (their heart and review part come from /api/me): shared. */
export const middleware: Route.MiddlewareFunction[] = [sharedPageCache()];

const NOT_FOUND = "Gym not found";
const FALLBACK_IMAGE = "/images/fallback-gym.svg";

const notFound = () => data(NOT_FOUND, { status: 404, statusText: "Not Found" });

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { config, nonce } = getWorker(context);
  const shared = sharedRender(context);
  const id = parseId(params.id);
  if (id === undefined) throw notFound();
  const db = getDb(config.db);
  const gym = await getGymDetail(db, id);
  if (!gym) throw notFound();
  // The heart and the review part are the visitor's own: on a shared page the loader answers null for
  // them and the client reads them from /api/me.
  const userId = shared ? undefined : await getVisitorId(config, request);
  const [saved, eligibility, amenityItems] = await Promise.all([
    shared ? null : userId === undefined ? false : isGymSaved(db, userId, id),
    shared ? null : reviewEligibility(db, userId, id),
    listAmenityItems(db, id),
  ]);
  const now = Date.now();
  const today = todayIn(gym.timeZone, now);
  // What the page reads from the clock (the open line, today): a shared copy is kept until it changes.
  const clock = (t: number) =>
    `${openStateText(openState(gym, gym.timeZone, t), zoneAbbreviation(gym.timeZone, t))}|${todayIn(gym.timeZone, t)}`;
  shared?.keepFor(clockFreshSeconds(clock, now));
  return {
    /** "Open now · closes 22:00 NZDT": on the gym's clock, whoever reads it and wherever. */
    openNow: openStateText(openState(gym, gym.timeZone, now), zoneAbbreviation(gym.timeZone, now)),
    gym: { ...toPageGym(gym), zoneLabel: zoneAbbreviation(gym.timeZone, now) },
    amenities: {
      items: amenityItems.map(({ id: itemId, typeLabel, name, pricePerHourCents }) => ({
        id: itemId,
        typeLabel,
        name,
        pricePerHourCents,
      })),
      today,
      maxDate: addDays(today, MAX_DAYS_AHEAD),
      now,
      timeZone: gym.timeZone,
    },
    saved,
    /** The review part: null on a shared page (the visitor's comes from /api/me). */
    review: reviewPartOf(eligibility),
    /** Links in JSON-LD and meta come from PUBLIC_ORIGIN, never from the request's Host header. */
    origin: config.publicOrigin,
    /** The request's CSP nonce, for the inline JSON-LD script. */
    nonce,
    /** The search's dates and athletes (?from=&to=&athletes=), carried on to BOOK NOW. */
    trip: readTrip(new URL(request.url).searchParams, today, gym.capacity),
    /** The forms' constraints, read here so the browser does not load valibot's reader. */
    constraints: {
      contact: formConstraint(GymContactFormSchema),
      review: formConstraint(GymReviewFormSchema),
    },
  };
}

type FormReply = { intent: v.InferOutput<typeof FormIntentSchema> | undefined; result: SubmissionResult };

export async function action({ request, params, context }: Route.ActionArgs) {
  const { config } = getWorker(context);
  const id = parseId(params.id);
  if (id === undefined) throw notFound();
  const formData = await readForm(request);
  if (formData.get("intent") === "amenity") return amenityPageAction(config, request, formData, id);
  const submission = parseWithValibot(formData, { schema: GymDetailActionSchema });
  if (submission.status !== "success") {
    const intent = v.is(FormIntentSchema, submission.payload.intent) ? submission.payload.intent : undefined;
    return data<FormReply>({ intent, result: submission.reply() }, { status: 400 });
  }
  const input = submission.value;
  const back = pagePath(request);

  if (input.intent === "contact") {
    const sent = await contactGymOwner(caseContext(getWorker(context).config), {
      gymId: id,
      athleteName: input.athleteName,
      athleteEmail: input.athleteEmail,
      message: input.message,
    });
    if (!sent.ok) throw notFound();
    return redirectWithToast(config, request, back, INTEREST_SENT);
  }

  // A review.
  const created = await submitReview(
    caseContext(getWorker(context).config),
    await getVisitorId(config, request),
    {
      bookingId: input.bookingId,
      gymId: id,
      rating: input.rating,
      comment: input.comment,
    },
  );
  if (!created.ok) {
    return redirectWithToast(config, request, back, {
      title: "Review failed",
      description: created.message,
      variant: "destructive",
    });
  }
  return redirectWithToast(config, request, back, REVIEW_SUBMITTED);
}

export default function GymDetailPage() {
  const {
    gym,
    saved,
    review: reviewHere,
    origin,
    nonce,
    amenities,
    trip,
    openNow,
    constraints,
  } = useLoaderData<typeof loader>();
  const review = useReviewPart(reviewHere, gym.id);
  const actionData = useActionData<typeof action>();
  const location = useLocation();
  const contactResult = actionData?.intent === "contact" ? actionData.result : undefined;
  const reviewResult = actionData?.intent === "review" ? actionData.result : undefined;

  return (
    <Container size="xl">
      <JsonLd gym={gym} origin={origin} nonce={nonce} />
      <Stack gap="lg">
        {gym.paused ? (
          <Alert variant="warning" title={LISTING_MESSAGES.paused}>
            You can still save it and look at its details; booking opens again when the gym resumes its
            listing.
          </Alert>
        ) : null}
        <Gallery
          label={`Photos of ${gym.name}`}
          images={gym.images.map((image) => ({ url: image.url, alt: image.alt || gym.name }))}
          fallbackUrl={FALLBACK_IMAGE}
          fallbackAlt={`${gym.name}: photo coming soon`}
        />

        <Stack direction="row" justify="between" align="start" gap="md">
          <Stack gap="xs">
            <GymHeadline gym={gym} />
          </Stack>
          <FavouriteButton gymId={gym.id} gymName={gym.name} saved={saved} variant="outline" />
        </Stack>

        <Grid
          columns={1}
          gap="lg"
          className="items-start md:grid-cols-[minmax(0,1fr)_22rem] md:grid-rows-[auto_auto_1fr]"
        >
          <PricingCard gym={gym} trip={trip} openNow={openNow} className="md:col-start-2 md:row-start-1" />

          <Stack gap="xl" className="md:col-start-1 md:row-span-3 md:row-start-1">
            <InfoSection title="About this gym">
              <Text className="whitespace-pre-line">{gym.description}</Text>
              <Text tone="muted" className="flex items-center gap-1">
                <ClockIcon aria-hidden="true" className="size-4 shrink-0" />
                {hoursText(gym)} · {daysText(gym.operatingDays)}
              </Text>
            </InfoSection>
            <TagSection title="Equipment" items={gym.equipment} />
            <TagSection title="Amenities" items={gym.amenities} />
            <TagSection title="Sports" items={gym.sports} />
            {gym.gymRules ? (
              <InfoSection title="Gym rules">
                <Text className="whitespace-pre-line">{gym.gymRules}</Text>
                {gym.checkInPolicy ? <Text tone="muted">{gym.checkInPolicy}</Text> : null}
              </InfoSection>
            ) : null}
            {gym.staff.length > 0 ? (
              <InfoSection title="Meet the team">
                <Grid columns={1} className="sm:grid-cols-2">
                  {gym.staff.map((person) => (
                    <Stack key={person.name} direction="row" gap="sm" align="start">
                      <Avatar name={person.name} src={person.image} alt="" size="lg" />
                      <Stack gap="none">
                        <Text weight="semibold">{person.name}</Text>
                        <Text size="sm" tone="muted">
                          {person.role}
                        </Text>
                        {person.bio ? <Text size="sm">{person.bio}</Text> : null}
                      </Stack>
                    </Stack>
                  ))}
                </Grid>
              </InfoSection>
            ) : null}
            {amenities.items.length > 0 && !gym.paused ? (
              <InfoSection title="Book recovery amenities">
                <AmenityBookingForm
                  gym={{
                    id: gym.id,
                    timeZone: amenities.timeZone,
                    currency: gym.currency,
                    openTime: gym.openTime,
                    closeTime: gym.closeTime,
                    is24Hours: gym.is24Hours,
                    operatingDays: gym.operatingDays,
                    dayHours: Object.fromEntries(
                      gym.dayHours.map((d) => [d.day, { openTime: d.openTime, closeTime: d.closeTime }]),
                    ),
                  }}
                  items={amenities.items}
                  today={amenities.today}
                  maxDate={amenities.maxDate}
                  now={amenities.now}
                />
              </InfoSection>
            ) : null}
            <InfoSection title="Reviews">
              <ReviewList reviews={gym.reviews} />
              {review.canReview ? (
                <LeaveReview
                  bookingId={review.bookingId}
                  lastResult={reviewResult}
                  constraint={constraints.review}
                />
              ) : (
                <Text tone="muted">{review.reason}</Text>
              )}
            </InfoSection>
          </Stack>

          <AddressCard gym={gym} className="md:col-start-2 md:row-start-2" />
          <ContactCard
            gymName={gym.name}
            lastResult={contactResult}
            constraint={constraints.contact}
            resetKey={location.key}
            className="md:col-start-2 md:row-start-3"
          />
        </Grid>
      </Stack>
    </Container>
  );
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [{ title: `${NOT_FOUND} | ${BRAND.name}` }];
  const { gym, origin } = loaderData;
  const title = `${gym.name} in ${gym.city} | ${BRAND.name}`;
  const description =
    gym.description.length > 155 ? `${gym.description.slice(0, 154).trimEnd()}…` : gym.description;
  return [
    { title },
    { name: "description", content: description },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    ...socialImageMeta(origin, gymSocialImage(gym.images[0]?.url), gym.images[0]?.alt ?? gym.name),
    ...pageAddressMeta(origin, `/gym/${gym.id}`),
  ];
}

export function ErrorBoundary() {
  return (
    <GeneralErrorBoundary
      statusHandlers={{
        404: () => (
          <Container>
            <EmptyState
              headingLevel={1}
              title={NOT_FOUND}
              description="This gym is not listed, or is no longer taking bookings."
              action={
                <Button asChild>
                  <Link to="/gyms">Back to search</Link>
                </Button>
              }
            />
          </Container>
        ),
      }}
    />
  );
}
