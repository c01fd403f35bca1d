import {
  Badge,
  Button,
  Card,
  Container,
  ExternalLinkIcon,
  Field,
  Grid,
  Heading,
  Select,
  Stack,
  Tabs,
  Text,
  Link as TextLink,
} from "@gymroam/design-system";
import { useState } from "react";
import { data, Link, useLoaderData } from "react-router";
import { AmenityBookingForm } from "~/components/amenity-booking-form";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { BRAND } from "~/config/brand";
import { getWorker } from "~/context.server";
import { getDb } from "~/db/client.server";
import { MAX_DAYS_AHEAD } from "~/domain/booking";
import { PLATFORM_REVENUE_SHARE } from "~/domain/policies";
import {
  deepLinkUrl,
  INTEGRATION_BENEFITS,
  INTEGRATION_SAMPLES,
  INTEGRATION_STEPS,
  type IntegrationSample,
} from "~/domain/showcase";
import { addDays, todayIn } from "~/domain/zoned-time";
import { readForm } from "~/lib/form.server";
import { amenityShowcaseGym } from "~/models/showcase.server";
import { amenityPageAction } from "~/routes/+shared/amenity-page-action.server";
import type { Route } from "./+types/route";

export async function loader({ context }: Route.LoaderArgs) {
  const { config } = getWorker(context);
  const found = await amenityShowcaseGym(getDb(config.db));
  if (!found) return { amenities: null };
  const { gym, items } = found;
  const now = Date.now();
  const today = todayIn(gym.timeZone, now);
  return {
    amenities: {
      gym: {
        id: gym.id,
        name: gym.name,
        city: gym.city,
        timeZone: gym.timeZone,
        currency: gym.currency,
        openTime: gym.openTime,
        closeTime: gym.closeTime,
        is24Hours: gym.is24Hours,
        operatingDays: gym.operatingDays,
      },
      items: items.map(({ id, typeLabel, name, pricePerHourCents }) => ({
        id,
        typeLabel,
        name,
        pricePerHourCents,
      })),
      today,
      maxDate: addDays(today, MAX_DAYS_AHEAD),
      now,
    },
  };
}

/**
 * The amenity picker (intent=amenity) books for real, exactly as on gym detail: the same use case and
 * page action (routes/+shared/amenity-page-action.server.ts), then the booking's payment step.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { config } = getWorker(context);
  const formData = await readForm(request);
  if (formData.get("intent") !== "amenity") throw data("Unknown form", { status: 400 });
  return amenityPageAction(config, request, formData);
}

export default function BookingIntegration() {
  const { amenities } = useLoaderData<typeof loader>();
  return (
    <Container size="lg">
      <Stack gap="xl">
        <Stack gap="xs">
          <Heading level={1}>Booking integration</Heading>
          <Text tone="muted">
            How gyms connect their recovery amenities to {BRAND.name}, and how athletes book them.
          </Text>
        </Stack>

        <Stack gap="sm" asChild>
          <section aria-labelledby="styles-heading">
            <Heading level={2} id="styles-heading" size="lg">
              Three ways to connect
            </Heading>
            <Tabs.Root defaultValue={INTEGRATION_SAMPLES[0]?.style}>
              <Tabs.List aria-label="Integration styles">
                {INTEGRATION_SAMPLES.map((sample) => (
                  <Tabs.Trigger key={sample.style} value={sample.style}>
                    {sample.tab}
                  </Tabs.Trigger>
                ))}
              </Tabs.List>
              {INTEGRATION_SAMPLES.map((sample) => (
                <Tabs.Content key={sample.style} value={sample.style}>
                  <IntegrationPanel sample={sample} />
                </Tabs.Content>
              ))}
            </Tabs.Root>
          </section>
        </Stack>

        <Card.Root asChild>
          <section aria-labelledby="picker-heading">
            <Card.Header>
              <Badge variant="new">Live</Badge>
              <Card.Title asChild>
                <h2 id="picker-heading">Book a premium amenity</h2>
              </Card.Title>
              {amenities ? (
                <Card.Description>
                  Book a recovery session at{" "}
                  <TextLink asChild>
                    <Link to={`/gym/${amenities.gym.id}`}>{amenities.gym.name}</Link>
                  </TextLink>
                  , {amenities.gym.city}. Choose an amenity, a date, a time and 1-4 hours.
                </Card.Description>
              ) : null}
            </Card.Header>
            <Card.Content>
              {amenities ? (
                <AmenityBookingForm
                  gym={amenities.gym}
                  items={amenities.items}
                  today={amenities.today}
                  maxDate={amenities.maxDate}
                  now={amenities.now}
                />
              ) : (
                <Text tone="muted">No gyms take amenity bookings yet. Check back soon.</Text>
              )}
            </Card.Content>
          </section>
        </Card.Root>

        <Stack gap="sm" asChild>
          <section aria-labelledby="benefits-heading">
            <Heading level={2} id="benefits-heading" size="lg">
              Benefits
            </Heading>
            <Grid columns={1} className="items-start md:grid-cols-2">
              <BenefitCard
                title="For gyms"
                items={[
                  ...INTEGRATION_BENEFITS.gyms,
                  `Amenity revenue is split ${PLATFORM_REVENUE_SHARE.gym}/${PLATFORM_REVENUE_SHARE.platform} in the gym's favour.`,
                ]}
              />
              <BenefitCard title="For athletes" items={INTEGRATION_BENEFITS.athletes} />
            </Grid>
          </section>
        </Stack>

        <Stack gap="sm" asChild>
          <section aria-labelledby="setup-heading">
            <Heading level={2} id="setup-heading" size="lg">
              Get set up in three steps
            </Heading>
            <Grid asChild columns={3}>
              <ol>
                {INTEGRATION_STEPS.map((step, i) => (
                  <Card.Root key={step.title} asChild>
                    <li>
                      <Card.Header>
                        <span
                          aria-hidden="true"
                          className="flex size-9 items-center justify-center rounded-full bg-primary font-bold text-primary-fg"
                        >
                          {i + 1}
                        </span>
                        <Card.Title asChild>
                          <h3>
                            <span className="sr-only">Step {i + 1}: </span>
                            {step.title}
                          </h3>
                        </Card.Title>
                        <Card.Description>{step.text}</Card.Description>
                      </Card.Header>
                    </li>
                  </Card.Root>
                ))}
              </ol>
            </Grid>
            <Stack direction="row">
              <Button asChild variant="outline">
                <Link to="/add-gym">List your facility</Link>
              </Button>
            </Stack>
          </section>
        </Stack>
      </Stack>
    </Container>
  );
}

function IntegrationPanel({ sample }: { sample: IntegrationSample }) {
  const [amenity, setAmenity] = useState(sample.amenities[0]?.name ?? "");
  return (
    <Stack gap="md" className="pt-2">
      <Stack gap="xs">
        <Heading level={3} size="md">
          {sample.title}
        </Heading>
        <Text>{sample.description}</Text>
      </Stack>
      <Card.Root>
        <Card.Header>
          <Text size="sm" tone="muted">
            Sample gym
          </Text>
          <Card.Title asChild>
            <h4>{sample.gym.name}</h4>
          </Card.Title>
          <Card.Description>
            {sample.gym.city} · {sample.gym.system}
          </Card.Description>
        </Card.Header>
        <Card.Content>
          <ul aria-label={`${sample.gym.name} amenities`} className="flex flex-col divide-y divide-border">
            {sample.amenities.map((item) => (
              <li key={item.name} className="flex items-center justify-between gap-4 py-2">
                <span>{item.name}</span>
                <span className="font-semibold tabular-nums">{item.price}</span>
              </li>
            ))}
          </ul>
        </Card.Content>
        {sample.style === "deep-link" ? (
          <Card.Footer className="items-end">
            <Field.Root id="deep-link-amenity" className="min-w-48 flex-1">
              <Field.Label>Amenity to book</Field.Label>
              <Select
                value={amenity}
                onChange={(event) => setAmenity(event.currentTarget.value)}
                options={sample.amenities.map((item) => ({ value: item.name, label: item.name }))}
              />
            </Field.Root>
            <Button asChild>
              <a href={deepLinkUrl(amenity)} target="_blank" rel="noopener noreferrer">
                Book on the gym's site
                <ExternalLinkIcon aria-hidden="true" />
                <span className="sr-only">(opens in a new tab)</span>
              </a>
            </Button>
          </Card.Footer>
        ) : null}
      </Card.Root>
    </Stack>
  );
}

function BenefitCard({ title, items }: { title: string; items: readonly string[] }) {
  return (
    <Card.Root>
      <Card.Header>
        <Card.Title asChild>
          <h3>{title}</h3>
        </Card.Title>
      </Card.Header>
      <Card.Content>
        <ul className="flex list-disc flex-col gap-1 ps-5">
          {items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </Card.Content>
    </Card.Root>
  );
}

export function meta() {
  return [
    { title: `Booking integration | ${BRAND.name}` },
    {
      name: "description",
      content:
        "How gyms connect recovery amenities to GymRoam by API, embedded widget or deep link, and book a premium amenity.",
    },
  ];
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
