import {
  Button,
  Card,
  Carousel,
  Container,
  Field,
  Grid,
  Heading,
  Input,
  SearchIcon,
  Section,
  Stack,
  Text,
  Link as TextLink,
  UsersIcon,
} from "@gymroam/design-system";
import { Form, Link, useLoaderData } from "react-router";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { FeaturedGymCard } from "~/components/featured-gym-card";
import { BRAND } from "~/config/brand";
import { getWorker } from "~/context.server";
import { getDb } from "~/db/client.server";
import { CAROUSEL_INTERVAL_MS, CAROUSEL_TRANSITION_MS } from "~/domain/policies";
import { SHOWCASE_SLIDES, SHOWCASE_STATS, TEAM_PITCH_SIZE } from "~/domain/showcase";
import { DEFAULT_SOCIAL_IMAGE, pageAddressMeta, rootOrigin, socialImageMeta } from "~/lib/social-image";
import { featuredGyms } from "~/models/showcase.server";
import type { Route } from "./+types/route";

export async function loader({ context }: Route.LoaderArgs) {
  const { config } = getWorker(context);
  return { gyms: await featuredGyms(getDb(config.db), 3) };
}

const FOOTER_LINKS = [
  { label: "About us", to: "/about" },
  { label: "Find a gym", to: "/gyms" },
  { label: "List your facility", to: "/add-gym" },
  { label: "Ambassador programme", to: "/ambassador-terms" },
  { label: "Merchandise", to: "/merchandise" },
  { label: "Join the waitlist", to: "/waitlist" },
] as const;

export default function Showcase() {
  const { gyms } = useLoaderData<typeof loader>();
  return (
    <Container size="xl">
      <Stack gap="xl">
        <Heading level={1} className="sr-only">
          {BRAND.name} showcase
        </Heading>

        <Carousel
          aria-label="Showcase highlights"
          intervalMs={CAROUSEL_INTERVAL_MS}
          transitionMs={CAROUSEL_TRANSITION_MS}
          slides={SHOWCASE_SLIDES.map((slide) => (
            <Stack key={slide.title} gap="sm">
              <Heading level={2} size="xl">
                {slide.title}
              </Heading>
              <Text tone="inverse">{slide.text}</Text>
              <Stack direction="row">
                <Button asChild size="lg">
                  <Link to={slide.to}>{slide.button}</Link>
                </Button>
              </Stack>
            </Stack>
          ))}
        />

        <Section aria-labelledby="city-search-heading">
          <Heading level={2} id="city-search-heading" size="lg">
            Where are you training next?
          </Heading>
          <Form method="get" action="/gyms" role="search" aria-label="Search gyms by city">
            <Stack direction="row" gap="sm" align="end" wrap>
              <Field.Root id="showcase-city" className="min-w-56 flex-1">
                <Field.Label>City</Field.Label>
                <Input
                  name="city"
                  type="search"
                  placeholder="e.g. Wellington"
                  autoComplete="address-level2"
                />
              </Field.Root>
              <Button type="submit">
                <SearchIcon aria-hidden="true" /> Search
              </Button>
            </Stack>
          </Form>
        </Section>

        <Section aria-labelledby="featured-heading">
          <Stack gap="xs">
            <Heading level={2} id="featured-heading" size="lg">
              Featured gyms
            </Heading>
            <Text tone="muted">Top-rated by athletes who trained there.</Text>
          </Stack>
          {gyms.length === 0 ? (
            <Text tone="muted">No gyms are listed yet.</Text>
          ) : (
            <Grid columns={3} className="md:grid-cols-2 lg:grid-cols-3">
              {gyms.map((gym) => (
                <FeaturedGymCard
                  key={gym.id}
                  gym={gym}
                  description={gym.description}
                  action={
                    <Button asChild variant="outline">
                      <Link to={`/gym/${gym.id}`}>
                        View gym<span className="sr-only">: {gym.name}</span>
                      </Link>
                    </Button>
                  }
                />
              ))}
            </Grid>
          )}
        </Section>

        <Card.Root>
          <Card.Header>
            <Stack direction="row" gap="sm" align="center">
              <UsersIcon aria-hidden="true" className="size-6 shrink-0 text-primary" />
              <Card.Title asChild>
                <h2>Travelling with a team?</h2>
              </Card.Title>
            </Stack>
            <Card.Description>
              Teams of {TEAM_PITCH_SIZE} or more get gyms that host groups, shared training times and one
              inquiry for the whole squad.
            </Card.Description>
          </Card.Header>
          <Card.Footer>
            <Button asChild>
              <Link to="/team-booking">Book for your team</Link>
            </Button>
          </Card.Footer>
        </Card.Root>

        <Section aria-labelledby="stats-heading">
          <Heading level={2} id="stats-heading" size="lg">
            {BRAND.name} in numbers
          </Heading>
          <Grid asChild columns={4}>
            <dl>
              {SHOWCASE_STATS.map((stat) => (
                <Card.Root key={stat.label} className="items-center px-4 text-center">
                  <dt className="order-2 text-sm text-fg-muted">{stat.label}</dt>
                  <dd className="order-1 font-display text-3xl font-extrabold">{stat.value}</dd>
                </Card.Root>
              ))}
            </dl>
          </Grid>
        </Section>

        <footer className="border-t border-border pt-6">
          <Stack gap="md">
            <Stack gap="xs">
              <Text weight="bold">{BRAND.name}</Text>
              <Text size="sm" tone="muted">
                {BRAND.tagline}
              </Text>
            </Stack>
            <nav aria-label="Showcase links">
              <ul className="flex flex-wrap gap-x-6 gap-y-2">
                {FOOTER_LINKS.map((link) => (
                  <li key={link.to}>
                    <TextLink asChild>
                      <Link to={link.to}>{link.label}</Link>
                    </TextLink>
                  </li>
                ))}
              </ul>
            </nav>
            <Text size="sm" tone="muted">
              Questions? <TextLink href={`mailto:${BRAND.contactEmail}`}>{BRAND.contactEmail}</TextLink>.{" "}
              {BRAND.responsePromise}
            </Text>
          </Stack>
        </footer>
      </Stack>
    </Container>
  );
}

export function meta({ matches }: Route.MetaArgs) {
  const description = `See how ${BRAND.name} helps athletes find gyms, teams book together, gym owners get discovered and ambassadors earn.`;
  return [
    { title: `Showcase | ${BRAND.name}` },
    { name: "description", content: description },
    { property: "og:title", content: `${BRAND.name} showcase` },
    { property: "og:description", content: description },
    ...socialImageMeta(rootOrigin(matches), DEFAULT_SOCIAL_IMAGE, BRAND.name),
    ...pageAddressMeta(rootOrigin(matches), "/showcase"),
  ];
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
