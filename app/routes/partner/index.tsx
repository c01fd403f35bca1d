import {
  Badge,
  BOOKING_STATUS_LABELS,
  Button,
  Card,
  Heading,
  ListingChecklist,
  Stack,
  Text,
} from "@gymroam/design-system";
import { data, Link, useLoaderData } from "react-router";
import { listingChecklistItems } from "~/components/listing-steps";
import { getWorker } from "~/context.server";
import { getDb } from "~/db/client.server";
import { LISTING_STATE_LABELS, missingSteps } from "~/domain/listing";
import { venueTime } from "~/mail/format";
import { getAccount } from "~/middleware/account.server";
import { ownerOverview } from "~/models/owner.server";
import type { Route } from "./+types/index";

/**
 * The partner console's overview: the owner's gyms and the bookings coming to them. The
 * layout's middleware has checked the gym-owner role.
 */

export async function loader({ context }: Route.LoaderArgs) {
  // The owner's gyms with their listing facts, and their coming bookings (the layout checked the role).
  const { config } = getWorker(context);
  const { gyms, upcoming } = await ownerOverview(getDb(config.db), getAccount(context).userId, Date.now());
  // Only what the page shows: the loader data is also the page's hydration payload.
  return data(
    {
      gyms: gyms.map((g) => ({
        id: g.id,
        name: g.name,
        place: `${g.city}, ${g.country}`,
        state: g.status.state,
        missing: missingSteps(g.status.facts),
        bookings: upcoming
          .filter((b) => b.gymId === g.id)
          .map((b) => ({
            id: b.id,
            reference: b.reference,
            athlete: `${b.athleteName} (${b.athletes})`,
            status: b.status,
            when: venueTime(b),
          })),
      })),
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export default function PartnerOverview() {
  const { gyms } = useLoaderData<typeof loader>();
  return (
    <Stack gap="lg">
      <Heading level={2} size="lg">
        Your gyms
      </Heading>
      {gyms.map((gym) => (
        <Card.Root key={gym.id}>
          <Card.Header>
            <Heading level={3} size="md">
              {gym.state === "listed" ? <Link to={`/gym/${gym.id}`}>{gym.name}</Link> : gym.name}
            </Heading>
            <Text size="sm" tone="muted">
              {gym.place}
            </Text>
          </Card.Header>
          <Card.Content className="flex flex-col gap-4">
            <ListingChecklist
              items={listingChecklistItems(gym.id, gym.missing)}
              status={LISTING_STATE_LABELS[gym.state]}
              statusTone={gym.state}
              renderLink={({ href, children, className }) => (
                <Link to={href} className={className}>
                  {children}
                </Link>
              )}
            />
            <div>
              <Button asChild variant="outline" size="sm">
                <Link to={`/partner/gyms/${gym.id}`}>Edit listing</Link>
              </Button>
            </div>
            <Heading level={4} size="sm">
              Upcoming bookings
            </Heading>
            {gym.bookings.length === 0 ? (
              <Text tone="muted">No upcoming bookings.</Text>
            ) : (
              <ul className="flex flex-col gap-2">
                {gym.bookings.map((b) => (
                  <li key={b.id} className="flex min-w-0 flex-col gap-1 rounded-md border border-border p-3">
                    <div className="flex flex-wrap items-center justify-between gap-2">
                      <span className="font-semibold">{b.athlete}</span>
                      <Badge variant={b.status}>{BOOKING_STATUS_LABELS[b.status]}</Badge>
                    </div>
                    <Text size="sm">{b.when}</Text>
                    <Text size="sm" tone="muted">
                      {`Reference ${b.reference}`}
                    </Text>
                  </li>
                ))}
              </ul>
            )}
          </Card.Content>
        </Card.Root>
      ))}
    </Stack>
  );
}
