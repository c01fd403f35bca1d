import {
  Badge,
  Button,
  Card,
  ClockIcon,
  Container,
  Grid,
  Heading,
  MessageSheet,
  Price,
  ReviewList,
  Stack,
  Tabs,
  Text,
  UsersIcon,
  useToast,
} from "@gymroam/design-system";
import { data, Link, useLoaderData } from "react-router";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { GymHeadline } from "~/components/gym-headline";
import { FALLBACK_GYM_IMAGE } from "~/components/gym-result-card";
import { BRAND } from "~/config/brand";
import { getWorker } from "~/context.server";
import { getDb } from "~/db/client.server";
import { localDate } from "~/domain/dates";
import { CANCELLATION_POLICY } from "~/domain/policies";
import { MESSAGE_SEND_MS, MOCKUP_EVENTS, spotsLabel, spotsLeft } from "~/domain/showcase";
import { getGymDetail } from "~/models/gym.server";
import { featuredGyms } from "~/models/showcase.server";
import { parseId } from "~/routes/+shared/api.server";
import type { Route } from "./+types/route";

const NO_GYMS = "No gyms are listed yet";

/** ?gym=ID shows that gym (the gym mockup links here with it); otherwise the top-rated gym. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { config } = getWorker(context);
  const db = getDb(config.db);
  const requested = parseId(new URL(request.url).searchParams.get("gym") ?? undefined);
  let gym = requested === undefined ? undefined : await getGymDetail(db, requested);
  if (!gym) {
    const [top] = await featuredGyms(db, 1);
    gym = top ? await getGymDetail(db, top.id) : undefined;
  }
  if (!gym) throw data(NO_GYMS, { status: 404, statusText: "Not Found" });
  return {
    gym: {
      id: gym.id,
      name: gym.name,
      description: gym.description,
      gymRules: gym.gymRules,
      checkInPolicy: gym.checkInPolicy,
      city: gym.city,
      country: gym.country,
      dayPassRateCents: gym.dayPassRateCents,
      hourlyRateCents: gym.hourlyRateCents,
      currency: gym.currency as "NZD" | "AUD",
      openTime: gym.openTime,
      closeTime: gym.closeTime,
      is24Hours: gym.is24Hours,
      averageRating: gym.averageRating,
      reviewCount: gym.reviewCount,
      equipment: gym.equipment,
      amenities: gym.amenities,
      image: gym.images[0] ?? null,
      // Dated on the gym's calendar, not the UTC day (domain/dates.ts, issue 20).
      reviews: gym.reviews
        .slice(0, 5)
        .map((r) => ({ ...r, createdAt: localDate(r.createdAt, gym.timeZone) })),
    },
  };
}

/** The sheet's send is simulated: nothing is sent (spec: "No real call"). */
const simulateSend = () => new Promise<void>((resolve) => window.setTimeout(resolve, MESSAGE_SEND_MS));

export default function GymBookingMockup() {
  const { gym } = useLoaderData<typeof loader>();
  const { toast } = useToast();
  const bookPath = `/gym/${gym.id}/book`;

  return (
    <Container size="lg">
      <Stack gap="lg">
        <img
          src={gym.image?.url ?? FALLBACK_GYM_IMAGE}
          alt={gym.image?.alt ?? ""}
          width={800}
          height={400}
          className="aspect-[2/1] max-h-80 w-full rounded-xl bg-surface-muted object-cover"
        />

        <Stack gap="xs">
          <Text size="sm" tone="muted">
            Booking mockup
          </Text>
          <GymHeadline gym={gym} />
        </Stack>

        <Card.Root>
          <Card.Content>
            <Stack direction="row" gap="md" align="center" justify="between" wrap>
              <Stack gap="none">
                <Price cents={gym.dayPassRateCents} currency={gym.currency} suffix="day pass" size="lg" />
                {gym.hourlyRateCents ? (
                  <Price cents={gym.hourlyRateCents} currency={gym.currency} suffix="/hour" />
                ) : null}
              </Stack>
              <Stack direction="row" gap="sm" wrap>
                <MessageSheet gymName={gym.name} onSend={simulateSend} />
                <Button asChild>
                  <Link to={bookPath}>Book Now</Link>
                </Button>
              </Stack>
            </Stack>
          </Card.Content>
        </Card.Root>

        <Tabs.Root defaultValue="overview">
          <Tabs.List aria-label="Gym details">
            <Tabs.Trigger value="overview" className="px-2.5 sm:px-4">
              Overview
            </Tabs.Trigger>
            <Tabs.Trigger value="equipment" className="px-2.5 sm:px-4">
              Equipment
            </Tabs.Trigger>
            <Tabs.Trigger value="reviews" className="px-2.5 sm:px-4">
              Reviews
            </Tabs.Trigger>
            <Tabs.Trigger value="events" className="px-2.5 sm:px-4">
              Events
            </Tabs.Trigger>
          </Tabs.List>

          <Tabs.Content value="overview">
            <Stack gap="sm">
              <Heading level={2} size="md">
                About {gym.name}
              </Heading>
              <Text className="whitespace-pre-line">{gym.description}</Text>
              <Text tone="muted" className="flex items-center gap-1">
                <ClockIcon aria-hidden="true" className="size-4 shrink-0" />
                {gym.is24Hours ? "Open 24 hours" : `${gym.openTime} – ${gym.closeTime}`}
              </Text>
            </Stack>
          </Tabs.Content>

          <Tabs.Content value="equipment">
            <Stack gap="md">
              <Stack gap="sm">
                <Heading level={2} size="md">
                  Equipment
                </Heading>
                <BadgeRow items={gym.equipment} empty="Equipment list coming soon." />
              </Stack>
              <Stack gap="sm">
                <Heading level={2} size="md">
                  Amenities
                </Heading>
                <BadgeRow items={gym.amenities} empty="Amenities list coming soon." />
              </Stack>
            </Stack>
          </Tabs.Content>

          <Tabs.Content value="reviews">
            <Stack gap="sm">
              <Heading level={2} size="md">
                Reviews
              </Heading>
              <ReviewList reviews={gym.reviews} />
            </Stack>
          </Tabs.Content>

          <Tabs.Content value="events">
            <Stack gap="sm">
              <Heading level={2} size="md">
                Upcoming events
              </Heading>
              <Grid columns={3} className="md:grid-cols-2 lg:grid-cols-3">
                {MOCKUP_EVENTS.map((event) => {
                  const full = spotsLeft(event) === 0;
                  return (
                    <Card.Root key={event.id} asChild>
                      <article aria-labelledby={`event-${event.id}`}>
                        <Card.Header>
                          <Card.Title asChild>
                            <h3 id={`event-${event.id}`}>{event.title}</h3>
                          </Card.Title>
                          <Card.Description>{event.when}</Card.Description>
                        </Card.Header>
                        <Card.Content className="flex flex-col gap-2">
                          <Text size="sm">{event.description}</Text>
                          <Text size="sm" tone="muted" className="flex items-center gap-1">
                            <UsersIcon aria-hidden="true" className="size-4 shrink-0" />
                            {event.registered} of {event.capacity} registered
                          </Text>
                          <Badge variant={full ? "cancelled" : "confirmed"}>{spotsLabel(event)}</Badge>
                        </Card.Content>
                        <Card.Footer className="mt-auto">
                          <Button
                            disabled={full}
                            aria-label={`Register for ${event.title}`}
                            onClick={() =>
                              toast({
                                title: "Registration opens soon",
                                description: `Event registration is not live yet. ${event.title} is on our list.`,
                              })
                            }
                          >
                            Register
                          </Button>
                        </Card.Footer>
                      </article>
                    </Card.Root>
                  );
                })}
              </Grid>
            </Stack>
          </Tabs.Content>
        </Tabs.Root>

        <Grid columns={1} className="items-start md:grid-cols-2">
          <Card.Root asChild>
            <section aria-labelledby="rules-heading">
              <Card.Header>
                <Card.Title asChild>
                  <h2 id="rules-heading">Gym rules</h2>
                </Card.Title>
              </Card.Header>
              <Card.Content className="flex flex-col gap-2">
                <Text className="whitespace-pre-line">{gym.gymRules}</Text>
                {gym.checkInPolicy ? <Text tone="muted">{gym.checkInPolicy}</Text> : null}
              </Card.Content>
            </section>
          </Card.Root>
          <Card.Root asChild>
            <section aria-labelledby="policy-heading">
              <Card.Header>
                <Card.Title asChild>
                  <h2 id="policy-heading">Cancellation policy</h2>
                </Card.Title>
              </Card.Header>
              <Card.Content>
                <ul className="flex list-disc flex-col gap-1 ps-5">
                  {CANCELLATION_POLICY.map((line) => (
                    <li key={line}>{line}</li>
                  ))}
                </ul>
              </Card.Content>
            </section>
          </Card.Root>
        </Grid>
      </Stack>
    </Container>
  );
}

function BadgeRow({ items, empty }: { items: readonly string[]; empty: string }) {
  if (items.length === 0) return <Text tone="muted">{empty}</Text>;
  return (
    <ul className="flex flex-wrap gap-2">
      {items.map((item) => (
        <li key={item}>
          <Badge variant="outline">{item}</Badge>
        </li>
      ))}
    </ul>
  );
}

export function meta({ loaderData }: Route.MetaArgs) {
  const name = loaderData?.gym.name;
  return [
    { title: name ? `${name}: booking mockup | ${BRAND.name}` : `Booking mockup | ${BRAND.name}` },
    {
      name: "description",
      content: "Preview a gym's booking page: overview, equipment, reviews, events, rules and messaging.",
    },
  ];
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
