import {
  BuildingIcon,
  Button,
  Card,
  Carousel,
  Container,
  DumbbellIcon,
  Grid,
  Heading,
  MapPinIcon,
  SearchBar,
  Section,
  Stack,
  Text,
  Tile,
  TrophyIcon,
  UserIcon,
  UsersIcon,
} from "@gymroam/design-system";
import { Form, Link } from "react-router";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { BRAND } from "~/config/brand";
import { DEFAULT_SOCIAL_IMAGE, pageAddressMeta, rootOrigin, socialImageMeta } from "~/lib/social-image";
import { sharedPageCache } from "~/middleware/page-cache.server";
import type { Route } from "./+types/route";

/** Every visitor sees the same home page: kept in the shared page cache. */
export const middleware: Route.MiddlewareFunction[] = [sharedPageCache()];

/** The spec's four banner slides, in order. `to` absent: the button is disabled ("Coming Soon"). */
export const HOME_SLIDES = [
  {
    title: "Find the perfect gym",
    text: "Search gyms, recovery amenities and trainers wherever your training takes you.",
    button: "Coming Soon",
  },
  {
    title: "Get discovered by travelling athletes",
    text: "List your facility for free and earn when athletes book.",
    button: "Add Your Gym",
    to: "/gym-terms",
  },
  {
    title: "Become an ambassador and get sponsored",
    text: "Share your code, earn commission on every confirmed booking.",
    button: "Apply Now",
    to: "/ambassador-terms",
  },
  {
    title: "Merchandise",
    text: "Branded athletic wear for training on the road.",
    button: "Coming Soon",
  },
] as const satisfies readonly { title: string; text: string; button: string; to?: string }[];

export const HOME_TILES = [
  {
    title: "SPORT SPECIFIC ATHLETES",
    to: "/sport-specific",
    icon: TrophyIcon,
    text: "Facilities for your sport.",
  },
  {
    title: "TRAVELLING WITH A TEAM",
    to: "/team-booking",
    icon: UsersIcon,
    text: "Book for teams of 5 or more.",
  },
  { title: "FIND A GYM", to: "/gym-feed", icon: DumbbellIcon, text: "Day passes and hourly access." },
  { title: "LIST YOUR FACILITY", to: "/add-gym", icon: BuildingIcon, text: "No upfront or listing fees." },
] as const;

export default function Home() {
  return (
    <Container>
      <Stack gap="lg">
        <Heading level={1} className="sr-only">
          {BRAND.name}: {BRAND.tagline}
        </Heading>
        <Carousel
          aria-label="Highlights"
          slides={HOME_SLIDES.map((slide) => (
            <Stack key={slide.title} gap="sm">
              <Heading level={2} size="xl">
                {slide.title}
              </Heading>
              <Text tone="inverse">{slide.text}</Text>
              <Stack direction="row">
                {"to" in slide ? (
                  <Button asChild size="lg">
                    <Link to={slide.to}>{slide.button}</Link>
                  </Button>
                ) : (
                  <Button size="lg" disabled>
                    {slide.button}
                  </Button>
                )}
              </Stack>
            </Stack>
          ))}
        />

        {/* The ways in a visitor looks for first: a search, trainers, the map and their bookings. */}
        <Section aria-labelledby="search-heading">
          <Stack gap="sm">
            <Heading level={2} id="search-heading" size="lg">
              Where are you training?
            </Heading>
            <Form method="get" action="/gyms">
              <SearchBar aria-label="Search gyms" />
            </Form>
            <Stack direction="row" gap="sm" wrap>
              <Button asChild variant="outline" size="sm">
                <Link to="/gym-map">
                  <MapPinIcon aria-hidden="true" /> Gyms on the map
                </Link>
              </Button>
              <Button asChild variant="outline" size="sm">
                <Link to="/trainer-feed">
                  <UserIcon aria-hidden="true" /> Find a trainer
                </Link>
              </Button>
              <Button asChild variant="outline" size="sm">
                <Link to="/bookings">My Bookings</Link>
              </Button>
              <Button asChild variant="outline" size="sm">
                <Link to="/trips/new">Plan a trip</Link>
              </Button>
            </Stack>
          </Stack>
        </Section>

        <Section aria-labelledby="explore-heading">
          <Heading level={2} id="explore-heading" className="sr-only">
            Explore
          </Heading>
          <Grid columns={2}>
            {HOME_TILES.map(({ title, to, icon: Icon, text }) => (
              <Tile key={to} asChild icon={<Icon aria-hidden="true" />} title={title} description={text}>
                <Link to={to} />
              </Tile>
            ))}
          </Grid>
        </Section>

        <Card.Root>
          <Card.Header>
            <Card.Title asChild>
              <h2>GET EARLY ACCESS</h2>
            </Card.Title>
            <Card.Description>Join the waitlist for free access when we launch</Card.Description>
          </Card.Header>
          <Card.Content>
            <Text tone="muted">Free for early members • Paid after launch</Text>
          </Card.Content>
          <Card.Footer>
            <Button asChild>
              <Link to="/waitlist">JOIN WAITLIST</Link>
            </Button>
          </Card.Footer>
        </Card.Root>

        <Card.Root>
          <Card.Header>
            <Card.Title asChild>
              <h2>MOCKUP</h2>
            </Card.Title>
            <Card.Description>See how booking a gym on {BRAND.name} will look.</Card.Description>
          </Card.Header>
          <Card.Footer>
            <Button asChild variant="outline">
              <Link to="/gym-mockup">VIEW MOCKUP</Link>
            </Button>
          </Card.Footer>
        </Card.Root>
      </Stack>
    </Container>
  );
}

export function meta({ matches }: Route.MetaArgs) {
  return [
    { title: `${BRAND.name} | ${BRAND.tagline}` },
    { name: "description", content: BRAND.description },
    { property: "og:title", content: BRAND.name },
    { property: "og:description", content: BRAND.description },
    ...socialImageMeta(rootOrigin(matches), DEFAULT_SOCIAL_IMAGE, BRAND.name),
    ...pageAddressMeta(rootOrigin(matches), "/"),
  ];
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
