import { Button, Container, Heading, Prose, Stack, Text } from "@gymroam/design-system";
import { Link } from "react-router";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { BRAND } from "~/config/brand";
import { CANCELLATION_POLICY, PLATFORM_REVENUE_SHARE } from "~/domain/policies";
import { pageAddressMeta, rootOrigin } from "~/lib/social-image";
import type { Route } from "./+types/route";

export default function GymTerms() {
  return (
    <Container size="md">
      <Stack gap="lg">
        <Stack gap="xs">
          <Heading level={1}>Partner terms for gym owners</Heading>
          <Text tone="muted">Get discovered by travelling athletes.</Text>
        </Stack>
        <Prose>
          <h2>What it costs</h2>
          <ul>
            <li>No upfront fees and no listing fees.</li>
            <li>You earn when athletes book: day passes, hourly access and premium recovery amenities.</li>
            <li>
              Amenity revenue is shared {PLATFORM_REVENUE_SHARE.gym}/{PLATFORM_REVENUE_SHARE.platform}:{" "}
              {PLATFORM_REVENUE_SHARE.gym}% to the gym, {PLATFORM_REVENUE_SHARE.platform}% to {BRAND.name}.
              Payment fees are covered by the platform.
            </li>
          </ul>
          <h2>How listing works</h2>
          <ol>
            <li>Apply with your facility's details, rates, hours, equipment and amenities.</li>
            <li>We review your application within 3-5 business days.</li>
            <li>Your listing goes live once approved, and athletes can book straight away.</li>
          </ol>
          <h2>Your responsibilities</h2>
          <ul>
            <li>Keep your rates, opening hours, operating days and capacity accurate.</li>
            <li>Honour confirmed bookings and check athletes in on presentation of their confirmation.</li>
            <li>Tell athletes your gym rules and check-in policy; we show them on your listing.</li>
          </ul>
          <h2>Cancellation policy shown to athletes</h2>
          <ul>
            {CANCELLATION_POLICY.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          <h2>Payouts</h2>
          <p>
            Athletes pay when they book. Your share of each completed booking is paid to the bank account you
            give us during onboarding; bank details are collected securely and never shown publicly.
          </p>
        </Prose>
        <Stack direction="row">
          <Button asChild size="lg">
            <Link to="/add-gym">Add Your Gym</Link>
          </Button>
        </Stack>
      </Stack>
    </Container>
  );
}

export function meta({ matches }: Route.MetaArgs) {
  return [
    { title: `Partner terms for gym owners | ${BRAND.name}` },
    {
      name: "description",
      content:
        "List your gym for free: no upfront or listing fees, earn when athletes book, live once approved.",
    },
    ...pageAddressMeta(rootOrigin(matches), "/gym-terms"),
  ];
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
