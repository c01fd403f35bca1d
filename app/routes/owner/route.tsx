import { Badge, BOOKING_STATUS_LABELS, Card, Container, Heading, Stack, Text } from "@gymroam/design-system";
import { data, Link, useLoaderData } from "react-router";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { BRAND } from "~/config/brand";
import { getWorker } from "~/context.server";
import { getDb } from "~/db/client.server";
import { venueTime } from "~/mail/format";
import { getAccount, requireRole } from "~/middleware/account.server";
import { ownerGyms, ownerUpcomingBookings } from "~/models/owner.server";
import type { Route } from "./+types/route";

/**
 * The gym owner's area (issue 16): their gyms and the bookings coming to them. Gym owners only: the
 * account signed in with the e-mail a gym application was approved for (middleware).
 */
export const middleware: Route.MiddlewareFunction[] = [requireRole("gymOwner")];

export async function loader({ context }: Route.LoaderArgs) {
  const { config } = getWorker(context);
  const account = getAccount(context);
  const db = getDb(config.db);
  const gyms = await ownerGyms(db, account.userId);
  const upcoming = await ownerUpcomingBookings(
    db,
    gyms.map((g) => g.id),
    Date.now(),
  );
  return data(
    {
      gyms: gyms.map((g) => ({
        ...g,
        bookings: upcoming
          .filter((b) => b.gymId === g.id)
          .map((b) => ({
            id: b.id,
            reference: b.reference,
            athleteName: b.athleteName,
            athletes: b.athletes,
            status: b.status,
            when: venueTime({ ...b, timeZone: b.timeZone }),
          })),
      })),
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export default function OwnerArea() {
  const { gyms } = useLoaderData<typeof loader>();
  return (
    <Container size="md" className="flex flex-col gap-6 py-8">
      <Heading level={1} size="xl">
        Your gyms
      </Heading>
      {gyms.map((gym) => (
        <Card.Root key={gym.id}>
          <Card.Header>
            <Heading level={2} size="md">
              <Link to={`/gym/${gym.id}`}>{gym.name}</Link>
            </Heading>
            <Text size="sm" tone="muted">
              {gym.city}, {gym.country}
              {gym.isActive ? "" : " · not listed"}
            </Text>
          </Card.Header>
          <Card.Content>
            {gym.bookings.length === 0 ? (
              <Text tone="muted">No upcoming bookings.</Text>
            ) : (
              <ul className="flex flex-col gap-2">
                {gym.bookings.map((b) => (
                  <li key={b.id} className="rounded-md border border-border p-3">
                    <Stack gap="xs">
                      <div className="flex flex-wrap items-center justify-between gap-2">
                        <span className="font-semibold">
                          {b.athleteName} ({b.athletes})
                        </span>
                        <Badge variant={b.status}>{BOOKING_STATUS_LABELS[b.status]}</Badge>
                      </div>
                      <Text size="sm">{b.when}</Text>
                      <Text size="sm" tone="muted">
                        Reference {b.reference}
                      </Text>
                    </Stack>
                  </li>
                ))}
              </ul>
            )}
          </Card.Content>
        </Card.Root>
      ))}
    </Container>
  );
}

export function meta() {
  return [{ title: `Your gyms | ${BRAND.name}` }, { name: "robots", content: "noindex" }];
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
