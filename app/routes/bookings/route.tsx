import type { SubmissionResult } from "@conform-to/react";
import { parseWithValibot } from "@conform-to/valibot";
import {
  AlertCircleIcon,
  BOOKING_STATUS_LABELS,
  BookingCard,
  Button,
  buttonVariants,
  CalendarIcon,
  Container,
  type Currency,
  EmptyState,
  ExternalLinkIcon,
  Field,
  formatPrice,
  Heading,
  Input,
  PassCard,
  PlusIcon,
  SearchIcon,
  Select,
  Stack,
  Text,
} from "@gymroam/design-system";
import { lazy } from "react";
import {
  data,
  Form,
  Link,
  redirect,
  useActionData,
  useLoaderData,
  useLocation,
  useNavigate,
} from "react-router";
import { CancelBookingControl, type CancelQuote, type RefundKind } from "~/components/bookings-cancel";
import type { DateChangeOffer } from "~/components/bookings-change-date";
import { BookingsSummary } from "~/components/bookings-summary";
import { BookingsWaitlist } from "~/components/bookings-waitlist";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { OfflineNotice } from "~/components/offline-notice";
import { Pager } from "~/components/pager";
import { PassPageLink } from "~/components/pass-page-link";
import { BRAND } from "~/config/brand";
import { getWorker } from "~/context.server";
import { getDb } from "~/db/client.server";
import {
  addDays,
  displayBookingType,
  HOURLY_DURATION,
  hoursUntil,
  MAX_DAYS_AHEAD,
  startTimeSlots,
  todayIn,
} from "~/domain/booking";
import { BOOKING_STATUS_FILTERS } from "~/domain/booking-statuses";
import { MONTH_SHORT_NAMES, WEEKDAY_SHORT_NAMES, zoneAbbreviation, zonedTime } from "~/domain/dates";
import { canPay } from "~/domain/payability";
import { DATE_CHANGE_POLICY, dateChangeAllowed, refundBand, refundQuote } from "~/domain/policies";
import { mayReview } from "~/domain/review-eligibility";
import {
  FIND_BOOKING_NO_MATCH,
  MY_BOOKINGS_PAGE_SIZE,
  MyBookingsActionSchema,
  parseBookingListQuery,
  statusFromFilter,
} from "~/domain/schemas/my-bookings";
import { clientAddressKey } from "~/lib/client-address";
import { readForm } from "~/lib/form.server";
import { getBookingGym } from "~/models/booking-gym.server";
import { listBookingsPage } from "~/models/booking-list.server";
import { type BookingRow, getBooking } from "~/models/booking-read.server";
import { tripsOf } from "~/models/trip.server";
import { pagePath, parseId } from "~/routes/+shared/api.server";
import { bookingAccess, linkBooking } from "~/routes/+shared/booking-access.server";
import { type PassLink, passLink } from "~/routes/+shared/pass-view.server";
import { getSession, redirectWithToast } from "~/session.server";
import { cancelBooking } from "~/use-cases/cancel-booking.server";
import { changeBookingDate } from "~/use-cases/change-booking-date.server";
import { caseContext } from "~/use-cases/context.server";
import { findBooking } from "~/use-cases/find-booking.server";
import { FAILURE_STATUS } from "~/use-cases/result";
import type { Route } from "./+types/route";
import { waitlistPlaces } from "./waitlist.server";

// Conform and the form code load as the page hydrates, outside its first-load JavaScript; a
// client navigation shows the page once they have loaded too.
const loadBookingsFind = () => import("~/components/bookings-find");
const loadBookingsChangeDate = () => import("~/components/bookings-change-date");
const FindBookingCard = lazy(() => loadBookingsFind().then((m) => ({ default: m.FindBookingCard })));
const ChangeDateForm = lazy(() => loadBookingsChangeDate().then((m) => ({ default: m.ChangeDateForm })));
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [
  async (_, next) => {
    await Promise.all([next(), loadBookingsFind(), loadBookingsChangeDate()]);
  },
];

const FALLBACK_IMAGE = "/images/fallback-gym.svg";
const BOOKING_NOT_FOUND = "Booking not found: it isn't one of the bookings on this browser.";
const FORM_INCOMPLETE = "Something was missing from the form. Please try again.";

/**
 * "2025-09-12", "09:00" → "Fri, 12 Sep 2025 at 09:00 NZST": the booking's own wall clock, labelled with
 * the venue zone's abbreviation in force at the start (domain/dates.ts, issue 20).
 */
function formatWhen(row: Pick<BookingRow, "bookingDate" | "startTime" | "startsAt" | "gymTimeZone">) {
  const [y, m, d] = row.bookingDate.split("-").map(Number) as [number, number, number];
  const day = new Date(Date.UTC(y, m - 1, d));
  return `${WEEKDAY_SHORT_NAMES[day.getUTCDay()]}, ${d} ${MONTH_SHORT_NAMES[m - 1]} ${y} at ${zonedTime(row.startTime, row.gymTimeZone, row.startsAt)}`;
}

function directionsUrl(
  row: Pick<BookingRow, "gymLatitude" | "gymLongitude" | "gymAddress" | "gymCity" | "gymCountry">,
) {
  const destination =
    row.gymLatitude != null && row.gymLongitude != null
      ? `${row.gymLatitude},${row.gymLongitude}`
      : encodeURIComponent(`${row.gymAddress}, ${row.gymCity}, ${row.gymCountry}`);
  return `https://www.google.com/maps/dir/?api=1&destination=${destination}`;
}

function refundKind(row: BookingRow, now: number): RefundKind {
  if (row.status === "pending") return "unpaid";
  return refundBand(hoursUntil(row.startsAt.getTime(), now));
}

/**
 * What a card shows: the visitor's own booking, without contact details or payment ids. Each fact once
 *: what the page can derive from it (the pay, calendar and gym links; the cancel quote's
 * reference, gym and total) it derives, so the hydration data stays small.
 */
function toPageBooking(row: BookingRow, now: number, pass: PassLink | null) {
  const currency = row.currency as Currency;
  const cancellable = row.status === "pending" || row.status === "confirmed";
  return {
    id: row.id,
    reference: row.reference,
    /** The trip this booking is a stop's day of: My Bookings lists it under the trip. */
    tripId: row.tripId,
    gymId: row.gymId,
    gymName: row.gymName,
    location: `${row.gymCity}, ${row.gymCountry}`,
    image: row.gymImage,
    bookingDate: row.bookingDate,
    startTime: row.startTime,
    /** "NZDT": the venue zone's abbreviation at the start, shown after the time. */
    zone: zoneAbbreviation(row.gymTimeZone, row.startsAt),
    status: row.status,
    // A day pass covering 7 or 30 days is the week or month pass it was bought as.
    bookingType: displayBookingType(row.bookingType, row.passDays),
    durationHours: row.durationHours,
    athletes: row.athletes,
    totalCents: row.totalCents,
    refundCents: row.refundCents,
    currency,
    specialRequests: row.specialRequests,
    amenity: row.amenityName ? `${row.amenityName}, ${row.amenityStartTime}-${row.amenityEndTime}` : null,
    canReview: mayReview({
      status: row.status,
      noShowAt: row.noShowAt?.getTime() ?? null,
      reviewed: row.reviewId !== null,
    }),
    /** An unpaid booking whose hold still runs: its payment step (bookingPayPath) finishes paying. */
    canPay: canPay(row, now),
    directionsUrl: row.status === "confirmed" ? directionsUrl(row) : null,
    /** Cancel Booking's quote: when, and what cancelling now refunds (the policy's amount). */
    cancel: cancellable
      ? { when: formatWhen(row), refundCents: refundQuote(row, now), refundKind: refundKind(row, now) }
      : null,
    /** Confirmed and 24 hours or more ahead: the date may change for free. */
    // A recovery session added to the visit moves with it (or the change says why it can't).
    canChangeDate: dateChangeAllowed(row, now) && row.bookingType !== "amenity",
    /** Confirmed but inside 24 hours: the policy's words say why it can't. */
    dateFixed: row.status === "confirmed" && !dateChangeAllowed(row, now),
    pass,
  };
}

type PageBooking = ReturnType<typeof toPageBooking>;

/** Cancel Booking's quote for the dialog and the no-JavaScript confirm step. */
function cancelQuote(booking: PageBooking): CancelQuote | null {
  if (!booking.cancel) return null;
  return {
    bookingId: booking.id,
    reference: booking.reference,
    gymName: booking.gymName,
    totalCents: booking.totalCents,
    currency: booking.currency,
    ...booking.cancel,
  };
}

/** The change-date form's choices for one booking: the gym's start times for its kind of booking. */
async function dateChangeOffer(
  db: ReturnType<typeof getDb>,
  row: BookingRow,
  now: number,
): Promise<DateChangeOffer | null> {
  if (row.bookingType === "amenity") return null;
  const gym = await getBookingGym(db, row.gymId);
  if (!gym) return null;
  const today = todayIn(gym.timeZone, now);
  const duration = row.bookingType === "hourly" ? row.durationHours : HOURLY_DURATION.min;
  return {
    bookingId: row.id,
    bookingDate: row.bookingDate,
    startTime: row.startTime,
    minDate: today,
    maxDate: addDays(today, MAX_DAYS_AHEAD),
    startTimes: startTimeSlots(gym, row.bookingType, duration),
    zoneHint: `${gym.timeZone.replace("_", " ")} time (${zoneAbbreviation(gym.timeZone, row.startsAt)})`,
  };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { config } = getWorker(context);
  const url = new URL(request.url);
  const parsed = parseBookingListQuery(url.searchParams);
  if (!parsed.ok) throw data({ message: parsed.message }, { status: 400, statusText: "Bad Request" });
  const { q, status, page } = parsed.query;
  const db = getDb(config.db);
  const now = Date.now();
  const filter = { q, status: statusFromFilter(status) };
  const size = MY_BOOKINGS_PAGE_SIZE;
  const access = await bookingAccess(config, request);
  const list = await listBookingsPage(db, access, filter, {
    number: page,
    size,
    now,
  });
  const pageCount = Math.max(1, Math.ceil(list.summary.total / size));
  // A page past the end (the list shrank, or a hand-typed URL): the last page, not an empty list.
  if (page > pageCount) throw redirect(pageHref(url, pageCount));
  const filtered = q !== "" || status !== "all";
  const passes = await Promise.all(list.bookings.map((row) => passLink(config.sessionSecrets, row)));
  const bookings = list.bookings.map((row, i) => toPageBooking(row, now, passes[i] ?? null));
  const cancelId = parseId(url.searchParams.get("cancel") ?? undefined);
  const changeId = parseId(url.searchParams.get("change") ?? undefined);
  const changeRow = list.bookings.find((row) => row.id === changeId);
  const change =
    changeRow && bookings.find((b) => b.id === changeRow.id)?.canChangeDate
      ? await dateChangeOffer(db, changeRow, now)
      : null;
  return {
    query: { q, status },
    filtered,
    /** "No bookings yet" (none at all) or "No bookings found" (the filter matches none of them). */
    hasAny: list.hasAny,
    summary: list.summary,
    page,
    pageCount,
    bookings,
    /** The trips of the bookings on this page (their stops are listed under them). */
    trips: (
      await tripsOf(db, [...new Set(bookings.flatMap((b) => (b.tripId === null ? [] : [b.tripId])))])
    ).map((t) => ({ id: t.id, reference: t.reference, status: t.status })),
    /** The booking whose cancel confirm step the URL asks for (no-JS step, or the dialog opened). */
    cancelId: bookings.some((b) => b.id === cancelId && b.cancel) ? (cancelId ?? null) : null,
    /** The booking whose change-date form the URL opens (?change=ID). */
    change,
    /** The full times this visitor waits for, and places offered to them. */
    waitlist: access.userId === undefined ? [] : await waitlistPlaces(db, access.userId, now),
    /** When this list was read: a copy kept for offline use says how old it is. */
    updatedAt: now,
  };
}

/** The same list at another page (page 1 is the URL without ?page). */
function pageHref(url: URL, page: number) {
  const params = new URLSearchParams(url.searchParams);
  params.delete("cancel");
  params.delete("change");
  if (page <= 1) params.delete("page");
  else params.set("page", String(page));
  const search = params.toString();
  return `${url.pathname}${search ? `?${search}` : ""}`;
}

type ActionReply = {
  intent: "cancel" | "find" | "reschedule" | undefined;
  result: SubmissionResult;
  message?: string;
};

/** The page URL the form posted from, without the cancel confirm step. */
function listPath(request: Request, cancelId?: number) {
  const url = new URL(pagePath(request), "http://localhost");
  url.searchParams.delete("cancel");
  url.searchParams.delete("change");
  if (cancelId !== undefined) url.searchParams.set("cancel", String(cancelId));
  const search = url.searchParams.toString();
  return `${url.pathname}${search ? `?${search}` : ""}`;
}

const money = (cents: number, currency: Currency) => formatPrice(cents, currency, { cents: "always" });

export async function action({ request, context }: Route.ActionArgs) {
  const { config } = getWorker(context);
  const formData = await readForm(request);
  const submission = parseWithValibot(formData, { schema: MyBookingsActionSchema });
  if (submission.status !== "success") {
    const raw = submission.payload.intent;
    const intent = raw === "cancel" || raw === "find" || raw === "reschedule" ? raw : undefined;
    return data<ActionReply>(
      {
        intent,
        result: submission.reply(),
        message:
          intent === "find" || intent === "reschedule"
            ? undefined
            : intent === "cancel"
              ? BOOKING_NOT_FOUND
              : FORM_INCOMPLETE,
      },
      { status: 400 },
    );
  }
  const input = submission.value;
  const db = getDb(config.db);

  if (input.intent === "find") {
    const found = await findBooking(config, {
      email: input.email,
      reference: input.reference,
      address: clientAddressKey(request),
    });
    // Too many searches: said in the form itself, with Retry-After.
    if (!found.ok && found.code === "rate_limited")
      return data<ActionReply>(
        { intent: "find", result: submission.reply({ formErrors: [found.message] }) },
        { status: 429, headers: { "Retry-After": String(found.retryAfter ?? 60) } },
      );
    const id = found.ok ? found.value : undefined;
    const booking =
      id === undefined ? undefined : await getBooking(db, id, { userId: undefined, linkedIds: [id] });
    if (!booking)
      return data<ActionReply>(
        { intent: "find", result: submission.reply({ formErrors: [FIND_BOOKING_NO_MATCH] }) },
        { status: 404 },
      );
    const session = await getSession(config, request);
    linkBooking(session, booking.id);
    return redirectWithToast(
      config,
      request,
      "/bookings",
      {
        title: "Booking found",
        description: `${booking.reference} at ${booking.gymName} on ${formatWhen(booking)} is now in your bookings.`,
      },
      undefined,
      session,
    );
  }

  if (input.intent === "reschedule") {
    // Change the date: one use case with POST /api/bookings/{id}/reschedule; its refusal stays in the form.
    const changed = await changeBookingDate(caseContext(config), {
      access: await bookingAccess(config, request),
      bookingId: input.bookingId,
      bookingDate: input.bookingDate,
      startTime: input.startTime,
    });
    if (!changed.ok)
      return data<ActionReply>(
        {
          intent: "reschedule",
          result: submission.reply(
            changed.field
              ? { fieldErrors: { [changed.field]: [changed.message] } }
              : { formErrors: [changed.message] },
          ),
        },
        { status: FAILURE_STATUS[changed.code] },
      );
    const moved = await getBooking(db, changed.value.id, await bookingAccess(config, request));
    return redirectWithToast(config, request, listPath(request), {
      title: "Date changed",
      description: `${changed.value.reference} is now on ${moved ? formatWhen(moved) : changed.value.bookingDate}. We've e-mailed you the updated calendar invite.`,
    });
  }

  // Cancel: only a booking this visitor may see; the refund is the policy's, applied as shown.
  const booking = await getBooking(db, input.bookingId, await bookingAccess(config, request));
  if (!booking)
    return data<ActionReply>(
      { intent: "cancel", result: submission.reply(), message: BOOKING_NOT_FOUND },
      { status: 404 },
    );
  const now = Date.now();
  const currency = booking.currency as Currency;
  const quote = refundQuote(booking, now);
  const cancellable = booking.status === "pending" || booking.status === "confirmed";
  if (cancellable && input.quotedRefundCents !== undefined && input.quotedRefundCents !== quote) {
    // The start came closer since the refund was shown: show the new amount and ask again.
    return redirectWithToast(config, request, listPath(request, booking.id), {
      title: "Refund changed",
      description: `Cancelling now refunds ${money(quote, currency)}, not ${money(input.quotedRefundCents, currency)}. Please confirm again.`,
      variant: "destructive",
    });
  }
  const result = await cancelBooking(caseContext(config, { now }), {
    access: await bookingAccess(config, request),
    bookingId: booking.id,
  });
  if (!result.ok)
    return redirectWithToast(config, request, listPath(request), {
      title: "Cancellation failed",
      description: result.message,
      variant: "destructive",
    });
  return redirectWithToast(config, request, listPath(request), {
    title: "Booking cancelled",
    description:
      result.value.refundCents > 0
        ? `Refund: ${money(result.value.refundCents, result.value.currency)} to your card (allow 5-10 business days).`
        : booking.status === "pending"
          ? "Refund: none needed, you were not charged."
          : `Refund: ${money(0, result.value.currency)}. No refund applies less than 12 hours before the start.`,
  });
}

const STATUS_OPTIONS = BOOKING_STATUS_FILTERS.map((value) => ({
  value,
  label: value === "all" ? "All statuses" : BOOKING_STATUS_LABELS[value],
}));

export default function MyBookings() {
  const {
    query,
    filtered,
    hasAny,
    summary,
    page,
    pageCount,
    bookings,
    trips,
    cancelId,
    change,
    waitlist,
    updatedAt,
  } = useLoaderData<typeof loader>();
  // A trip's bookings under one heading, where the trip's first booking on this page is.
  const groups: { trip: (typeof trips)[number] | undefined; bookings: typeof bookings }[] = [];
  for (const booking of bookings) {
    const trip = trips.find((t) => t.id === booking.tripId);
    const group = trip ? groups.find((g) => g.trip?.id === trip.id) : undefined;
    if (group) group.bookings.push(booking);
    else groups.push({ trip, bookings: [booking] });
  }
  const actionData = useActionData<typeof action>();
  const location = useLocation();
  const navigate = useNavigate();

  const hrefWith = (cancel: number | undefined, changeDate?: number): `/${string}` => {
    const params = new URLSearchParams(location.search);
    params.delete("cancel");
    params.delete("change");
    if (cancel !== undefined) params.set("cancel", String(cancel));
    if (changeDate !== undefined) params.set("change", String(changeDate));
    const search = params.toString();
    return `/bookings${search ? `?${search}` : ""}`;
  };
  const keepHref = hrefWith(undefined);
  const cancelError = actionData?.intent !== "find" ? actionData?.message : undefined;
  const changeResult = actionData?.intent === "reschedule" ? actionData.result : undefined;

  return (
    <Container size="xl">
      <Stack gap="lg">
        <Stack direction="row" justify="between" align="end" gap="md" wrap>
          <Stack gap="xs">
            <Heading level={1}>My Bookings</Heading>
            <Text tone="muted">Your gym bookings: upcoming, past and cancelled.</Text>
          </Stack>
          <Stack direction="row" gap="sm" wrap>
            <Button asChild>
              <Link to="/gym-feed">
                <PlusIcon aria-hidden="true" /> Book New Gym
              </Link>
            </Button>
            <Button asChild variant="outline">
              <Link to="/trips/new">Plan a trip</Link>
            </Button>
          </Stack>
        </Stack>

        <OfflineNotice updatedAt={updatedAt} what="your list" />

        {cancelError ? (
          <p
            role="alert"
            className="flex items-center gap-2 rounded-lg border border-danger-fg/40 bg-surface-muted p-3 font-medium text-danger-fg"
          >
            <AlertCircleIcon aria-hidden="true" className="size-5 shrink-0" />
            {cancelError}
          </p>
        ) : null}

        <BookingsWaitlist places={waitlist} />

        {hasAny ? (
          <>
            <BookingsSummary summary={summary} filtered={filtered} />
            <Form
              key={`${query.q}|${query.status}`}
              method="get"
              action="/bookings"
              role="search"
              aria-label="Filter bookings"
              className="grid items-end gap-3 sm:grid-cols-[minmax(0,1fr)_14rem_auto]"
            >
              <Field.Root id="bookings-q">
                <Field.Label>Search</Field.Label>
                <Input
                  name="q"
                  type="search"
                  placeholder="Gym name or city"
                  defaultValue={query.q}
                  maxLength={100}
                />
              </Field.Root>
              <Field.Root id="bookings-status">
                <Field.Label>Status</Field.Label>
                <Select name="status" options={STATUS_OPTIONS} defaultValue={query.status} />
              </Field.Root>
              <Stack direction="row" gap="sm" align="center">
                <Button type="submit" variant="secondary">
                  <SearchIcon aria-hidden="true" /> Search
                </Button>
                {filtered ? (
                  <Button asChild variant="ghost">
                    <Link to="/bookings">Clear</Link>
                  </Button>
                ) : null}
              </Stack>
            </Form>
          </>
        ) : null}

        <section aria-labelledby="bookings-list-heading" className="flex flex-col gap-4">
          <Heading id="bookings-list-heading" level={2} className="sr-only">
            Bookings
          </Heading>
          {hasAny ? (
            <Text tone="muted" role="status">
              {summary.total} {summary.total === 1 ? "booking" : "bookings"}
              {filtered ? " found" : ""}
              {pageCount > 1
                ? `, showing ${(page - 1) * MY_BOOKINGS_PAGE_SIZE + 1}-${(page - 1) * MY_BOOKINGS_PAGE_SIZE + bookings.length}`
                : ""}
            </Text>
          ) : null}
          {bookings.length === 0 ? (
            <EmptyState
              icon={<CalendarIcon aria-hidden="true" />}
              title={hasAny ? "No bookings found" : "No bookings yet"}
              description={
                hasAny
                  ? "No bookings match your search and status filter."
                  : "When you book a gym, your booking shows up here. Booked on another device? Find it below."
              }
              action={
                <>
                  <Button asChild>
                    <Link to="/gym-feed">Browse Gyms</Link>
                  </Button>
                  {hasAny ? (
                    <Button asChild variant="outline">
                      <Link to="/bookings">Clear filters</Link>
                    </Button>
                  ) : null}
                </>
              }
            />
          ) : (
            <ul className="flex flex-col gap-4">
              {groups.map(({ trip, bookings: inGroup }) =>
                trip ? (
                  <li key={`trip-${trip.id}`} className="flex flex-col gap-3" data-trip-id={trip.id}>
                    <Stack direction="row" justify="between" align="center" gap="sm" wrap>
                      <Heading level={2}>Trip {trip.reference}</Heading>
                      <Button asChild variant="outline" size="sm">
                        <Link to={`/trips/${trip.id}`}>View trip</Link>
                      </Button>
                    </Stack>
                    <ul className="flex flex-col gap-4 border-l-2 pl-4">{inGroup.map(bookingItem)}</ul>
                  </li>
                ) : (
                  inGroup.map(bookingItem)
                ),
              )}
            </ul>
          )}
          <Pager page={page} pageCount={pageCount} label="Pages of your bookings" />
        </section>

        <FindBookingCard lastResult={actionData?.intent === "find" ? actionData.result : undefined} />
      </Stack>
    </Container>
  );

  function bookingItem(booking: (typeof bookings)[number]) {
    const cancel = cancelQuote(booking);
    return (
      <li key={booking.id} className="flex flex-col gap-3">
        <BookingCard
          gymName={booking.gymName}
          imageUrl={booking.image}
          fallbackImageUrl={FALLBACK_IMAGE}
          location={booking.location}
          date={booking.bookingDate}
          startTime={booking.startTime}
          timeZoneLabel={booking.zone}
          status={booking.status}
          bookingType={booking.bookingType}
          durationHours={booking.durationHours}
          athletes={booking.athletes}
          totalCents={booking.totalCents}
          currency={booking.currency}
          refundCents={booking.refundCents}
          specialRequests={booking.specialRequests}
          reference={booking.reference}
          amenity={booking.amenity}
          data-booking-id={booking.id}
          actions={
            <>
              {booking.canPay ? (
                <Button asChild size="sm">
                  <Link to={`/gym/${booking.gymId}/book?booking=${booking.id}`}>Complete payment</Link>
                </Button>
              ) : null}
              <Button asChild variant="outline" size="sm">
                <Link to={`/gym/${booking.gymId}`}>View Gym</Link>
              </Button>
              {booking.directionsUrl ? (
                <Button asChild variant="secondary" size="sm">
                  <a href={booking.directionsUrl} target="_blank" rel="noopener noreferrer">
                    Get Directions
                    <ExternalLinkIcon aria-hidden="true" />
                    <span className="sr-only">(opens in a new tab)</span>
                  </a>
                </Button>
              ) : null}
              {booking.status === "confirmed" || booking.status === "completed" ? (
                <a
                  href={`/api/bookings/${booking.id}/calendar`}
                  download={`gymroam-${booking.reference}.ics`}
                  className={buttonVariants({ variant: "outline", size: "sm" })}
                >
                  <CalendarIcon aria-hidden="true" /> Add to calendar
                </a>
              ) : null}
              {booking.canReview ? (
                <Button asChild size="sm">
                  <Link to={`/gym/${booking.gymId}#review`}>Leave Review</Link>
                </Button>
              ) : null}
              {booking.canChangeDate && change?.bookingId !== booking.id ? (
                <Button asChild variant="outline" size="sm">
                  <Link to={hrefWith(undefined, booking.id)} preventScrollReset>
                    <CalendarIcon aria-hidden="true" /> Change date
                  </Link>
                </Button>
              ) : null}
              {cancel ? (
                <CancelBookingControl
                  quote={cancel}
                  cancelHref={hrefWith(booking.id)}
                  keepHref={keepHref}
                  inlineOpen={cancelId === booking.id}
                  resetKey={location.key}
                  onDismiss={() => navigate(keepHref, { replace: true, preventScrollReset: true })}
                />
              ) : null}
              {booking.dateFixed ? (
                <Text size="sm" tone="muted" className="basis-full">
                  Date changes: {DATE_CHANGE_POLICY}
                </Text>
              ) : null}
              {change?.bookingId === booking.id ? (
                <ChangeDateForm
                  offer={change}
                  policy={DATE_CHANGE_POLICY}
                  closeHref={keepHref}
                  lastResult={changeResult}
                />
              ) : null}
            </>
          }
        />
        {booking.pass ? (
          <PassCard
            headingLevel={4}
            gymName={booking.gymName}
            when={booking.pass.when}
            reference={booking.reference}
            qrSrc={booking.pass.qrSrc}
            checkedIn={booking.pass.checkedIn}
            validity={booking.pass.validity}
            deskCode={booking.pass.deskCode}
            footer={<PassPageLink bookingId={booking.id} />}
          />
        ) : null}
      </li>
    );
  }
}

export function meta() {
  return [
    { title: `My Bookings | ${BRAND.name}` },
    {
      name: "description",
      content: "Your gym bookings: search, filter, get directions, add to your calendar, cancel or review.",
    },
    { name: "robots", content: "noindex" },
  ];
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
