import {
  AlertCircleIcon,
  BOOKING_STATUS_LABELS,
  Button,
  CalendarIcon,
  Container,
  EmptyState,
  Field,
  Heading,
  type HeadingLevel,
  Input,
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
import { BookingsSummary } from "~/components/bookings-summary";
import { BookingsWaitlist } from "~/components/bookings-waitlist";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { OfflineNotice } from "~/components/offline-notice";
import { Pager } from "~/components/pager";
import { BRAND } from "~/config/brand";
import { getWorker } from "~/context.server";
import { getDb } from "~/db/client.server";
import { BOOKING_STATUS_FILTERS } from "~/domain/booking-statuses";
import { MY_BOOKINGS_PAGE_SIZE, parseBookingListQuery, statusFromFilter } from "~/domain/schemas/my-bookings";
import { listBookingsPage } from "~/models/booking-list.server";
import { parseId } from "~/routes/+shared/api.server";
import { bookingAccess } from "~/routes/+shared/booking-access.server";
import { passLink } from "~/routes/+shared/pass-view.server";
import type { Route } from "./+types/route";
import { bookingsAction } from "./action.server";
import { BookingItem, loadBookingsChangeDate } from "./booking-item";
import { type PageBooking, type PageStep, toPageBooking, withStep } from "./booking-view";
import { dateChangeOffer } from "./date-change-offer.server";
import { TripGroup } from "./trip-group";
import { pageTrips } from "./trip-stops.server";
import { waitlistPlaces } from "./waitlist.server";

// Conform and the form code load as the page hydrates, outside its first-load JavaScript; a
// client navigation shows the page once they have loaded too.
const loadBookingsFind = () => import("~/components/bookings-find");
const FindBookingCard = lazy(() => loadBookingsFind().then((m) => ({ default: m.FindBookingCard })));
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [
  async (_, next) => {
    await Promise.all([next(), loadBookingsFind(), loadBookingsChangeDate()]);
  },
];

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
  // The list and the waitlist are independent reads: one round trip's wait for both.
  const [list, waitlist] = await Promise.all([
    listBookingsPage(db, access, filter, { number: page, size, now }),
    access.userId === undefined ? [] : waitlistPlaces(db, access.userId, now),
  ]);
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
  const trips = await pageTrips(
    db,
    [...new Set(bookings.flatMap((b) => (b.tripId === null ? [] : [b.tripId])))],
    access.userId,
    now,
  );
  // Only a stop on this page that can still be cancelled (or moved) opens its step.
  const stopStep = (name: string, can: "cancel" | "move") => {
    const key = url.searchParams.get(name);
    return trips.some((t) => t.stops.some((s) => s.key === key && s[can])) ? key : null;
  };
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
    trips,
    /** The booking whose cancel confirm step the URL asks for (no-JS step, or the dialog opened). */
    cancelId: bookings.some((b) => b.id === cancelId && b.cancel) ? (cancelId ?? null) : null,
    /** The booking whose change-date form the URL opens (?change=ID). */
    change,
    /** The stop whose cancel confirm step (?cancelStop=TRIP-N) or move form (?moveStop=) the URL opens. */
    cancelStop: stopStep("cancelStop", "cancel"),
    moveStop: stopStep("moveStop", "move"),
    /** The full times this visitor waits for, and places offered to them. */
    waitlist,
    /** When this list was read: a copy kept for offline use says how old it is. */
    updatedAt: now,
  };
}

/** The same list at another page (page 1 is the URL without ?page). */
function pageHref(url: URL, page: number) {
  const params = new URLSearchParams(url.searchParams);
  if (page <= 1) params.delete("page");
  else params.set("page", String(page));
  return withStep(url.pathname, params.toString());
}

export async function action(args: Route.ActionArgs) {
  return bookingsAction(args);
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
    cancelStop,
    moveStop,
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

  const hrefWith = (open: PageStep) => withStep("/bookings", location.search, open);
  const keepHref = hrefWith({});
  const cancelError = actionData?.intent !== "find" ? actionData?.message : undefined;
  const changeResult = actionData?.intent === "reschedule" ? actionData.result : undefined;
  const moveError =
    actionData?.intent === "move-stop" && actionData.stopKey === moveStop
      ? actionData.result.error?.from?.[0]
      : undefined;
  const dismiss = () => navigate(keepHref, { replace: true, preventScrollReset: true });
  const bookingItem = (booking: PageBooking, headingLevel?: HeadingLevel) => (
    <BookingItem
      key={booking.id}
      booking={booking}
      headingLevel={headingLevel}
      change={change}
      changeResult={changeResult}
      cancelId={cancelId}
      hrefWith={hrefWith}
      keepHref={keepHref}
      resetKey={location.key}
      onDismiss={dismiss}
    />
  );

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
                  <TripGroup
                    key={`trip-${trip.id}`}
                    trip={trip}
                    bookings={inGroup}
                    renderBooking={bookingItem}
                    cancelStopKey={cancelStop}
                    moveStopKey={moveStop}
                    moveError={moveError}
                    hrefWith={hrefWith}
                    keepHref={keepHref}
                    resetKey={location.key}
                    onDismiss={dismiss}
                  />
                ) : (
                  inGroup.map((b) => bookingItem(b))
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
