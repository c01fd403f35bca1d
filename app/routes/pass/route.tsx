import { Alert, Button, Card, Container, Heading, PassCard, Stack, Text } from "@gymroam/design-system";
import { data, Link, useLoaderData } from "react-router";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { BRAND } from "~/config/brand";
import { getWorker } from "~/context.server";
import { getDb } from "~/db/client.server";
import { type GymHours, hoursOn } from "~/domain/booking";
import { WEEKDAY_SHORT_NAMES } from "~/domain/dates";
import { useKeptOffline, useOnline } from "~/lib/offline";
import { getBookingGym } from "~/models/booking-gym.server";
import { getBooking } from "~/models/booking-read.server";
import { gymDoorNotes } from "~/models/pass-page.server";
import { parseId } from "~/routes/+shared/api.server";
import { bookingAccess } from "~/routes/+shared/booking-access.server";
import { passView } from "~/routes/+shared/pass-view.server";
import type { Route } from "./+types/route";

/**
 * /bookings/{id}/pass: one booking's pass on a page of its own, with everything needed at the door
 * (QR code, reference, desk code, where, hours, check-in rules). The service worker keeps it once
 * opened, so it opens again in a basement with no signal. Only this browser's own bookings.
 */

const NOT_FOUND = "Booking not found: it isn't one of the bookings on this browser.";
const NO_PASS = "This booking has no pass: only a paid, confirmed booking has one.";

/** "Mon 06:00–22:00" for each day the gym opens (its own hours that weekday). */
function weekHours(gym: GymHours): string[] {
  const days = gym.operatingDays.length > 0 ? gym.operatingDays : [0, 1, 2, 3, 4, 5, 6];
  const monday = [...days].sort((a, b) => ((a + 6) % 7) - ((b + 6) % 7));
  return monday.map((day) => {
    const own = gym.dayHours?.[day];
    const open = own?.openTime ?? gym.openTime;
    const close = own?.closeTime ?? gym.closeTime;
    return `${WEEKDAY_SHORT_NAMES[day]} ${gym.is24Hours ? "open 24 hours" : `${open}–${close}`}`;
  });
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { config } = getWorker(context);
  const id = parseId(params.id);
  const db = getDb(config.db);
  const booking =
    id === undefined ? undefined : await getBooking(db, id, await bookingAccess(config, request));
  if (!booking) throw data({ message: NOT_FOUND }, { status: 404, statusText: "Not Found" });
  const pass = await passView(config.sessionSecrets, booking);
  if (!pass) throw data({ message: NO_PASS }, { status: 404, statusText: "Not Found" });
  const [gym, notes] = await Promise.all([getBookingGym(db, booking.gymId), gymDoorNotes(db, booking.gymId)]);
  const day = gym ? hoursOn(gym, booking.bookingDate) : undefined;
  return data(
    {
      pass,
      address: `${booking.gymAddress}, ${booking.gymCity}, ${booking.gymCountry}`,
      hoursOnTheDay: day ? (day.is24Hours ? "Open 24 hours" : `Open ${day.openTime}–${day.closeTime}`) : null,
      weekHours: gym ? weekHours(gym) : [],
      gymRules: notes?.gymRules ?? null,
      checkInPolicy: notes?.checkInPolicy ?? null,
    },
    { headers: { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" } },
  );
}

/** The loader's headers on the document too (React Router applies them only through this export). */
export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export default function PassPage() {
  const { pass, address, hoursOnTheDay, weekHours, gymRules, checkInPolicy } = useLoaderData<typeof loader>();
  const online = useOnline();
  const { kept, servedOffline } = useKeptOffline();
  return (
    <Container size="md">
      <Stack gap="lg" className="items-center">
        <Heading level={1} className="self-start">
          Pass for {pass.gymName}
        </Heading>
        {online && !servedOffline ? null : (
          <Alert className="w-full" title="You're offline">
            This is the pass as it was saved on this device. The front desk can scan it or type its desk code.
          </Alert>
        )}
        <PassCard
          className="w-full"
          gymName={pass.gymName}
          when={pass.when}
          reference={pass.reference}
          qr={pass.qr}
          checkedIn={pass.checkedIn}
          validity={pass.validity}
          deskCode={pass.deskCode}
        />
        {kept ? (
          <Text size="sm" tone="muted" role="status">
            Saved on this device: this pass opens without a signal.
          </Text>
        ) : null}
        <Card.Root className="w-full sm:max-w-sm">
          <Card.Header>
            <Card.Title asChild>
              <h2>At the door</h2>
            </Card.Title>
          </Card.Header>
          <Card.Content className="flex flex-col gap-3">
            <Stack gap="xs">
              <Text weight="semibold">{pass.gymName}</Text>
              <Text>{address}</Text>
            </Stack>
            <Stack gap="xs">
              <Text weight="semibold">Hours</Text>
              {hoursOnTheDay ? <Text>{hoursOnTheDay} on the day of your booking.</Text> : null}
              {weekHours.length > 0 ? (
                <ul className="text-sm text-fg-muted">
                  {weekHours.map((line) => (
                    <li key={line}>{line}</li>
                  ))}
                </ul>
              ) : null}
            </Stack>
            <Stack gap="xs">
              <Text weight="semibold">Check-in rules</Text>
              <Text>Arrive 10 minutes early and show this pass at the front desk.</Text>
              {checkInPolicy ? <Text>{checkInPolicy}</Text> : null}
              {gymRules ? <Text className="whitespace-pre-line">{gymRules}</Text> : null}
            </Stack>
          </Card.Content>
        </Card.Root>
        <Button asChild variant="outline">
          <Link to="/bookings">My Bookings</Link>
        </Button>
      </Stack>
    </Container>
  );
}

export function meta({ loaderData }: Route.MetaArgs) {
  const gym = loaderData?.pass.gymName;
  return [
    { title: gym ? `Pass for ${gym} | ${BRAND.name}` : `Pass | ${BRAND.name}` },
    { name: "robots", content: "noindex" },
  ];
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
