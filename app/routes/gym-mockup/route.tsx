import {
  Badge,
  Button,
  Calendar,
  CalendarIcon,
  Card,
  ChevronDownIcon,
  Container,
  formatPrice,
  Grid,
  Heading,
  MapPins,
  Stack,
  Text,
} from "@gymroam/design-system";
import { useState } from "react";
import { Link, useLoaderData } from "react-router";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { FeaturedGymCard } from "~/components/featured-gym-card";
import { BRAND } from "~/config/brand";
import { getWorker } from "~/context.server";
import { getDb } from "~/db/client.server";
import { MOCKUP_MONTH, MOCKUP_TRAINING_DAYS } from "~/domain/showcase";
import { featuredGyms } from "~/models/showcase.server";
import type { Route } from "./+types/route";

export async function loader({ context }: Route.LoaderArgs) {
  const { config } = getWorker(context);
  return { gyms: await featuredGyms(getDb(config.db), 3, { mapped: true }) };
}

const bookingMockupPath = (gymId: number) => `/gym-booking-mockup?gym=${gymId}`;

export default function GymMockup() {
  const { gyms } = useLoaderData<typeof loader>();
  const [days, setDays] = useState<string[]>([...MOCKUP_TRAINING_DAYS]);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const selected = gyms.find((g) => String(g.id) === selectedId);
  const pins = gyms.flatMap((g) =>
    g.latitude != null && g.longitude != null
      ? [
          {
            id: String(g.id),
            name: g.name,
            lat: g.latitude,
            lng: g.longitude,
            dayRateCents: g.dayPassRateCents,
            currency: g.currency,
          },
        ]
      : [],
  );

  return (
    <Container size="xl">
      <Stack gap="lg">
        <Stack gap="xs">
          <Heading level={1}>Gym mockup</Heading>
          <Text tone="muted">
            A preview of planning a training trip with {BRAND.name}: pick your training days, compare gyms on
            the map and open a gym to book.
          </Text>
        </Stack>

        <Card.Root className="py-0">
          <details className="group">
            <summary className="flex min-h-tap cursor-pointer list-none items-center gap-2 rounded-xl px-5 py-4 font-semibold [&::-webkit-details-marker]:hidden">
              <CalendarIcon aria-hidden="true" className="size-5 shrink-0 text-primary" />
              <span className="flex-1">Training calendar</span>
              <Badge>
                {days.length} {days.length === 1 ? "day" : "days"}
              </Badge>
              <ChevronDownIcon
                aria-hidden="true"
                className="size-5 shrink-0 transition-transform group-open:rotate-180"
              />
            </summary>
            <div className="flex flex-col gap-3 px-5 pb-5">
              <Text size="sm" tone="muted">
                Your training days are highlighted. Select a day to add or remove it.
              </Text>
              <Calendar
                mode="multiple"
                aria-label="Training days"
                defaultMonth={MOCKUP_MONTH}
                selected={days}
                onSelect={setDays}
                headingLevel={2}
              />
            </div>
          </details>
        </Card.Root>

        <Grid columns={1} className="items-start lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
          <Stack gap="sm" asChild>
            <section aria-labelledby="map-heading">
              <Heading level={2} id="map-heading" size="md">
                Gyms on the map
              </Heading>
              <MapPins
                pins={pins}
                selectedId={selectedId}
                onSelect={(id) => setSelectedId((current) => (current === id ? null : id))}
                caption="Map integration coming soon"
              />
              <div aria-live="polite">
                {selected ? (
                  <Card.Root>
                    <Card.Header>
                      <Card.Title asChild>
                        <h3>{selected.name}</h3>
                      </Card.Title>
                      <Card.Description>
                        {selected.city} · {formatPrice(selected.dayPassRateCents, selected.currency)} day pass
                      </Card.Description>
                    </Card.Header>
                    <Card.Footer>
                      <Button asChild size="sm">
                        <Link to={bookingMockupPath(selected.id)}>Book {selected.name}</Link>
                      </Button>
                    </Card.Footer>
                  </Card.Root>
                ) : (
                  <Text size="sm" tone="muted">
                    Select a pin to see the gym's day rate.
                  </Text>
                )}
              </div>
            </section>
          </Stack>

          <Stack gap="sm" asChild>
            <section aria-labelledby="gyms-heading">
              <Heading level={2} id="gyms-heading" size="md">
                Gyms for your trip
              </Heading>
              {gyms.length === 0 ? (
                <Text tone="muted">No gyms are listed yet.</Text>
              ) : (
                <Grid columns={1} className="sm:grid-cols-2 xl:grid-cols-3">
                  {gyms.map((gym) => (
                    <FeaturedGymCard
                      key={gym.id}
                      gym={gym}
                      maxBadges={3}
                      action={
                        <Button asChild>
                          <Link to={bookingMockupPath(gym.id)} aria-label={`Book ${gym.name}`}>
                            Book
                          </Link>
                        </Button>
                      }
                    />
                  ))}
                </Grid>
              )}
            </section>
          </Stack>
        </Grid>
      </Stack>
    </Container>
  );
}

export function meta() {
  return [
    { title: `Gym mockup | ${BRAND.name}` },
    {
      name: "description",
      content:
        "Preview planning a training trip: training days, gyms on the map with day rates, and booking.",
    },
  ];
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
