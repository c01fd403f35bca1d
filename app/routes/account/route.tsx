import { parseWithValibot } from "@conform-to/valibot";
import {
  Badge,
  BOOKING_STATUS_LABELS,
  Button,
  Card,
  Checkbox,
  Container,
  EmptyState,
  Field,
  Heading,
  Input,
  Stack,
  Text,
  Link as TextLink,
} from "@gymroam/design-system";
import { data, Form, Link, useLoaderData } from "react-router";
import { clearedAccountCookie } from "~/auth.server";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { BRAND } from "~/config/brand";
import { getWorker } from "~/context.server";
import { getDb } from "~/db/client.server";
import type { BookingStatus } from "~/domain/booking-statuses";
import { ACCOUNT_MESSAGES, AccountActionSchema } from "~/domain/schemas/account";
import { addDays } from "~/domain/zoned-time";
import { readForm } from "~/lib/form.server";
import { longDate, money, venueTime, zoneAbbreviation } from "~/mail/format";
import { getAccount, requireRole } from "~/middleware/account.server";
import { accountOverview } from "~/models/account.server";
import { getSession, redirectWithToast } from "~/session.server";
import { setReminderPreference, signOut, signOutEverywhere } from "~/use-cases/accounts.server";
import { currentCalendarFeed, renewCalendarFeed } from "~/use-cases/calendar-feed.server";
import { caseContext } from "~/use-cases/context.server";
import { FAILURE_STATUS } from "~/use-cases/result";
import type { Route } from "./+types/route";

/** Signed-in athletes only (everyone with an account); others go to /sign-in and come back. */
export const middleware: Route.MiddlewareFunction[] = [requireRole("athlete")];

export async function loader({ context }: Route.LoaderArgs) {
  const account = getAccount(context);
  const { config } = getWorker(context);
  // Only the columns the page shows: bookings, saved gyms and the reminder preference; and the
  // calendar feed's URL, read alongside.
  const [overview, calendar] = await Promise.all([
    accountOverview(getDb(config.db), account.userId, Date.now()),
    currentCalendarFeed(caseContext(config), account),
  ]);
  const line = (b: (typeof overview.coming)[number]): AccountBookingLine => ({
    id: b.id,
    gymId: b.gymId,
    gymName: b.gymName,
    status: b.status,
    // Venue time with the zone's name; a day pass runs from its start to closing, a week or month
    // pass from its start to closing on its last day.
    when:
      b.bookingType === "day_pass" && b.passDays > 1
        ? `${b.passDays === 7 ? "Week pass" : "Month pass"} from ${longDate(b.bookingDate)}, ${b.startTime} ${zoneAbbreviation(b.gymTimeZone, b.startsAt)}, to ${longDate(addDays(b.bookingDate, b.passDays - 1))}, ${b.gymTimeZone}`
        : b.bookingType === "day_pass"
          ? `${longDate(b.bookingDate)}, day pass from ${b.startTime} ${zoneAbbreviation(b.gymTimeZone, b.startsAt)}, ${b.gymTimeZone}`
          : venueTime({ ...b, timeZone: b.gymTimeZone }),
    // One text: place, total and reference (the page shows them on one muted line).
    detail: `${b.gymCity}, ${b.gymCountry} · ${money(b.totalCents, b.currency)} · Reference ${b.reference}`,
  });
  const upcoming = overview.coming.map(line);
  const past = overview.past.map(line);
  return data(
    {
      email: account.email,
      roles: account.roles,
      upcoming,
      past,
      // How many more each list has than it shows (they are all on My Bookings).
      moreUpcoming: overview.comingCount - upcoming.length,
      morePast: overview.pastCount - past.length,
      saved: overview.saved.map((g) => ({ id: g.id, name: g.name, place: `${g.city}, ${g.country}` })),
      reminders: overview.reminders,
      calendar,
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

/** One booking as the account page lists it: what it shows, nothing more (it is also the page's hydration data). */
interface AccountBookingLine {
  id: number;
  gymId: number;
  gymName: string;
  status: BookingStatus;
  when: string;
  detail: string;
}

export async function action({ request, context }: Route.ActionArgs) {
  const { config } = getWorker(context);
  const account = getAccount(context);
  const submission = parseWithValibot(await readForm(request), { schema: AccountActionSchema });
  if (submission.status !== "success") return data({ error: ACCOUNT_MESSAGES.intent }, { status: 400 });
  const ctx = caseContext(config);
  const input = submission.value;
  if (input.intent === "preferences") {
    await setReminderPreference(ctx, account, { reminders: input.reminders === "on" });
    return redirectWithToast(config, request, "/account", ACCOUNT_MESSAGES.preferencesSaved);
  }
  if (input.intent === "calendar-url") {
    const renewed = await renewCalendarFeed(ctx, account);
    if (!renewed.ok) return data({ error: renewed.message }, { status: FAILURE_STATUS[renewed.code] });
    return redirectWithToast(config, request, "/account#calendar", ACCOUNT_MESSAGES.calendarReady);
  }
  if (input.intent === "sign-out") await signOut(ctx, account);
  else await signOutEverywhere(ctx, account);
  const session = await getSession(config, request);
  session.unset("userId");
  session.unset("linkedBookings");
  return redirectWithToast(
    config,
    request,
    "/",
    input.intent === "sign-out" ? ACCOUNT_MESSAGES.signedOut : ACCOUNT_MESSAGES.signedOutEverywhere,
    // Nothing private stays on this device: the kept passes and My Bookings (the service worker's
    // caches), the HTTP cache and the worker itself.
    { headers: { "Set-Cookie": clearedAccountCookie(), "Clear-Site-Data": '"cache", "storage"' } },
    session,
  );
}

function BookingList({ rows, empty }: { rows: AccountBookingLine[]; empty: string }) {
  if (rows.length === 0) return <Text tone="muted">{empty}</Text>;
  return (
    <ul className="flex flex-col gap-3">
      {rows.map((b) => (
        <li key={b.id} className="flex min-w-0 flex-col gap-1 rounded-md border border-border p-3">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <Link to={`/gym/${b.gymId}`} className="font-semibold">
              {b.gymName}
            </Link>
            <Badge variant={b.status}>{BOOKING_STATUS_LABELS[b.status]}</Badge>
          </div>
          <Text size="sm">{b.when}</Text>
          <Text size="sm" tone="muted">
            {b.detail}
          </Text>
        </li>
      ))}
    </ul>
  );
}

export default function Account() {
  const { email, roles, upcoming, past, moreUpcoming, morePast, saved, reminders, calendar } =
    useLoaderData<typeof loader>();
  return (
    <Container size="md" className="flex flex-col gap-6 py-8">
      <Stack gap="xs">
        <Heading level={1} size="xl">
          Your account
        </Heading>
        <Text tone="muted">Signed in as {email}</Text>
        {roles.gymOwner || roles.ambassador || roles.admin ? (
          <nav aria-label="Your areas" className="flex flex-wrap gap-3 text-sm font-semibold">
            {roles.ambassador ? <Link to="/ambassador">Ambassador portal</Link> : null}
            {roles.gymOwner ? <Link to="/partner">Partner console</Link> : null}
            {roles.admin ? <Link to="/admin">Admin</Link> : null}
          </nav>
        ) : null}
      </Stack>

      <Card.Root>
        <Card.Header>
          <Heading level={2} size="md">
            Upcoming bookings
          </Heading>
        </Card.Header>
        <Card.Content>
          <BookingList rows={upcoming} empty="No upcoming bookings." />
          <MoreOnMyBookings count={moreUpcoming} />
          <Text size="sm" className="mt-3">
            <Link to="/bookings" className="underline">
              Manage bookings (cancel, directions, reviews)
            </Link>
          </Text>
        </Card.Content>
      </Card.Root>

      <Card.Root>
        <Card.Header>
          <Heading level={2} size="md">
            Past and cancelled bookings
          </Heading>
        </Card.Header>
        <Card.Content>
          <BookingList rows={past} empty="No past or cancelled bookings." />
          <MoreOnMyBookings count={morePast} />
        </Card.Content>
      </Card.Root>

      <CalendarSubscription calendar={calendar} />

      <Card.Root>
        <Card.Header>
          <Heading level={2} size="md">
            Saved gyms
          </Heading>
        </Card.Header>
        <Card.Content>
          {saved.length === 0 ? (
            <EmptyState title="No saved gyms yet" description="Tap the heart on a gym to keep it here." />
          ) : (
            <ul className="flex flex-col gap-2">
              {saved.map((g) => (
                <li key={g.id}>
                  <Link to={`/gym/${g.id}`} className="font-semibold">
                    {g.name}
                  </Link>{" "}
                  <span className="text-sm text-fg-muted">{g.place}</span>
                </li>
              ))}
            </ul>
          )}
        </Card.Content>
      </Card.Root>

      <Card.Root>
        <Card.Header>
          <Heading level={2} size="md">
            E-mail preferences
          </Heading>
        </Card.Header>
        <Card.Content>
          <Form method="post" className="flex flex-col gap-3">
            <input type="hidden" name="intent" value="preferences" />
            <Checkbox
              name="reminders"
              defaultChecked={reminders}
              label="Reminder e-mails"
              description="24 hours before each booking. Confirmations and cancellations are always sent."
            />
            <div>
              <Button type="submit" variant="secondary">
                Save preferences
              </Button>
            </div>
          </Form>
        </Card.Content>
      </Card.Root>

      <Card.Root>
        <Card.Header>
          <Heading level={2} size="md">
            Sign out
          </Heading>
        </Card.Header>
        <Card.Content>
          <div className="flex flex-wrap gap-3">
            <Form method="post">
              <input type="hidden" name="intent" value="sign-out" />
              <Button type="submit" variant="secondary">
                Sign out
              </Button>
            </Form>
            <Form method="post">
              <input type="hidden" name="intent" value="sign-out-everywhere" />
              <Button type="submit" variant="secondary">
                Sign out everywhere
              </Button>
            </Form>
          </div>
        </Card.Content>
      </Card.Root>
    </Container>
  );
}

/**
 * The private feed of every booking for a calendar app: webcal: opens the app the system uses for
 * calendars, the https: address is for pasting (Google Calendar's "From URL"). Plain links and a plain
 * form, so it works without JavaScript. A new URL ends the old one (say, after sharing it by mistake).
 */
function CalendarSubscription({ calendar }: { calendar: { https: string; webcal: string } | null }) {
  return (
    <Card.Root id="calendar">
      <Card.Header>
        <Heading level={2} size="md">
          Calendar subscription
        </Heading>
      </Card.Header>
      <Card.Content className="flex flex-col gap-3">
        <Text size="sm">
          Your bookings in your calendar app, kept up to date: new bookings, date changes and cancellations
          appear on their own. Each shows in the gym&apos;s local time.
        </Text>
        {calendar ? (
          <>
            <div className="flex flex-wrap gap-3">
              <Button asChild>
                <a href={calendar.webcal}>Subscribe in your calendar app</a>
              </Button>
            </div>
            <Field.Root>
              <Field.Label>Subscription URL (https)</Field.Label>
              <Field.Description>
                Paste it where your calendar asks for a URL. Keep it private: anyone with it can see your
                bookings.
              </Field.Description>
              <Input readOnly value={calendar.https} name="calendar-url" spellCheck={false} />
            </Field.Root>
            <Text size="sm">
              <TextLink href={calendar.https}>Open the feed (https)</TextLink>
            </Text>
          </>
        ) : (
          <Text size="sm" tone="muted">
            No subscription URL yet.
          </Text>
        )}
        <Form method="post">
          <input type="hidden" name="intent" value="calendar-url" />
          {calendar ? (
            <Stack gap="xs">
              <div>
                <Button type="submit" variant="secondary">
                  Make a new URL
                </Button>
              </div>
              <Text size="sm" tone="muted">
                The current URL stops working at once; subscribe again with the new one.
              </Text>
            </Stack>
          ) : (
            <Button type="submit">Make my subscription URL</Button>
          )}
        </Form>
      </Card.Content>
    </Card.Root>
  );
}

/** The rest of a list the account page cuts short (ACCOUNT_LIST_SIZE): they are all on My Bookings. */
function MoreOnMyBookings({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <Text size="sm" className="mt-3">
      <Link to="/bookings" className="underline">
        {count === 1 ? "1 more on My Bookings" : `${count} more on My Bookings`}
      </Link>
    </Text>
  );
}

export function meta() {
  return [{ title: `Your account | ${BRAND.name}` }, { name: "robots", content: "noindex" }];
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
