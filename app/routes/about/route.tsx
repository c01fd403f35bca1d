import { Button, Container, Heading, Prose, Stack } from "@gymroam/design-system";
import { Link } from "react-router";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { BRAND } from "~/config/brand";
import { pageAddressMeta, rootOrigin } from "~/lib/social-image";
import type { Route } from "./+types/route";

export default function About() {
  return (
    <Container size="md">
      <Stack gap="lg">
        <Heading level={1}>About {BRAND.name}</Heading>
        <Prose>
          <p>
            <strong>{BRAND.tagline}.</strong> {BRAND.name} is an assistant for athletes: a marketplace for
            gyms, recovery amenities and trainers across New Zealand and Australia.
          </p>
          <h2>Our story</h2>
          <p>
            {BRAND.name} was founded in {BRAND.founded} and is based in {BRAND.basedIn}. It started with a
            simple frustration: every away game, training camp and work trip meant hours of searching for a
            gym with the right equipment, an honest price and opening hours that fit. Powerlifters need
            platforms and calibrated plates, rugby teams need space for a squad, everyone needs a sauna or an
            ice bath after a hard week.
          </p>
          <p>
            So we built one place to find, compare, save and book them: day passes and hourly access, premium
            recovery amenities and trainers, with real prices, real reviews and instant confirmation.
          </p>
          <h2>Our mission</h2>
          <p>
            To let athletes keep their routine anywhere. Wherever you land, you should be able to train the
            way you train at home, and gym owners should be able to welcome you without paperwork.
          </p>
          <h2>For gym owners</h2>
          <p>
            There are no upfront or listing fees. You earn when athletes book, and your listing goes live once
            we approve it.
          </p>
          <h2>Contact</h2>
          <p>
            E-mail <a href={`mailto:${BRAND.contactEmail}`}>{BRAND.contactEmail}</a> or find us at{" "}
            <a href={BRAND.socialUrl} rel="noopener noreferrer">
              {BRAND.socialHandle}
            </a>
            . {BRAND.responsePromise}
          </p>
        </Prose>
        <Stack direction="row" gap="sm" wrap>
          <Button asChild size="lg">
            <Link to="/gym-feed">Find a Gym</Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to="/add-gym">List Your Facility</Link>
          </Button>
        </Stack>
      </Stack>
    </Container>
  );
}

export function meta({ matches }: Route.MetaArgs) {
  return [
    { title: `About us | ${BRAND.name}` },
    {
      name: "description",
      content: `${BRAND.name} was founded in ${BRAND.founded} in ${BRAND.basedIn} to let athletes keep their routine anywhere.`,
    },
    ...pageAddressMeta(rootOrigin(matches), "/about"),
  ];
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
