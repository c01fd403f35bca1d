import {
  Button,
  Card,
  CircleCheckIcon,
  Container,
  ExternalLinkIcon,
  Heading,
  MailIcon,
  Stack,
  Text,
  Link as TextLink,
} from "@gymroam/design-system";
import { Link } from "react-router";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { BRAND } from "~/config/brand";
import {
  APPLICATION_REVIEW_TEXT,
  COMMISSION_PERCENT,
  formatNzd,
  MIN_PAYOUT_CENTS,
  ordinal,
  PAYOUT_DAY_OF_MONTH,
} from "~/domain/ambassador";

const STEPS = [
  {
    title: "Application review",
    text: `Our team reviews your application within ${APPLICATION_REVIEW_TEXT}.`,
  },
  {
    title: "Decision by e-mail",
    text: "We e-mail you our decision. If you are approved, the e-mail carries your unique ambassador code and access to your ambassador portal.",
  },
  {
    title: "Onboarding",
    text: "We walk you through the program: your code and link, how attribution works and how to share them.",
  },
  {
    title: "Start earning",
    text: `Share your code or link and earn ${COMMISSION_PERCENT}% commission on every confirmed booking made through it.`,
  },
] as const;

const BENEFITS = [
  `${COMMISSION_PERCENT}% commission on every confirmed booking made through your code or link`,
  "Your own ambassador code and a shareable link",
  "An ambassador portal with your referred bookings and earnings",
  `Monthly payouts on the ${ordinal(PAYOUT_DAY_OF_MONTH)} by bank transfer (minimum ${formatNzd(MIN_PAYOUT_CENTS)}; international transfers supported)`,
  `Early looks at new gyms and features as ${BRAND.name} grows across New Zealand and Australia`,
] as const;

export default function AmbassadorThankYou() {
  const handle = BRAND.socialHandle;
  return (
    <Container size="md">
      <Stack gap="lg">
        <Stack gap="sm" align="center" className="text-center">
          <CircleCheckIcon aria-hidden="true" className="size-12 text-success-fg" />
          <Heading level={1}>Thank you for applying!</Heading>
          <Text tone="muted" className="max-w-prose">
            Your application to the {BRAND.name} Ambassador Program has been received. We have sent a
            confirmation to your e-mail address.
          </Text>
        </Stack>

        <Card.Root asChild>
          <section aria-labelledby="next-steps">
            <Card.Header>
              <Card.Title asChild>
                <h2 id="next-steps">What happens next</h2>
              </Card.Title>
            </Card.Header>
            <Card.Content>
              <ol className="flex flex-col gap-4">
                {STEPS.map((step, index) => (
                  <li key={step.title} className="flex gap-3">
                    <span
                      aria-hidden="true"
                      className="flex size-8 shrink-0 items-center justify-center rounded-full bg-primary font-bold text-primary-fg"
                    >
                      {index + 1}
                    </span>
                    <span className="flex flex-col gap-0.5">
                      <Text weight="semibold" asChild>
                        <span>{step.title}</span>
                      </Text>
                      <Text tone="muted" asChild>
                        <span>{step.text}</span>
                      </Text>
                    </span>
                  </li>
                ))}
              </ol>
            </Card.Content>
          </section>
        </Card.Root>

        <Card.Root asChild>
          <section aria-labelledby="benefits">
            <Card.Header>
              <Card.Title asChild>
                <h2 id="benefits">Ambassador benefits</h2>
              </Card.Title>
            </Card.Header>
            <Card.Content>
              <ul className="flex flex-col gap-2">
                {BENEFITS.map((benefit) => (
                  <li key={benefit} className="flex items-start gap-2">
                    <CircleCheckIcon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success-fg" />
                    <span>{benefit}</span>
                  </li>
                ))}
              </ul>
            </Card.Content>
          </section>
        </Card.Root>

        <Card.Root asChild>
          <section aria-labelledby="contact">
            <Card.Header>
              <Card.Title asChild>
                <h2 id="contact">Questions?</h2>
              </Card.Title>
            </Card.Header>
            <Card.Content>
              <Stack gap="xs">
                <Text className="flex items-center gap-2">
                  <MailIcon aria-hidden="true" className="size-4 shrink-0" />
                  <TextLink href={`mailto:${BRAND.contactEmail}`}>{BRAND.contactEmail}</TextLink>
                </Text>
                <Text>
                  Or message us on Instagram at {handle}. {BRAND.responsePromise}
                </Text>
              </Stack>
            </Card.Content>
          </section>
        </Card.Root>

        <Stack direction="row" gap="sm" wrap justify="center">
          <Button asChild size="lg">
            <Link to="/gym-feed">Browse Gyms</Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <a href={BRAND.socialUrl} target="_blank" rel="noopener noreferrer">
              Follow {handle}
              <ExternalLinkIcon aria-hidden="true" className="size-4" />
              <span className="sr-only">(opens in a new tab)</span>
            </a>
          </Button>
        </Stack>
      </Stack>
    </Container>
  );
}

export function meta() {
  return [
    { title: `Application Submitted | ${BRAND.name} Ambassador Program` },
    { name: "description", content: `What happens after you apply to the ${BRAND.name} Ambassador Program.` },
    { name: "robots", content: "noindex" },
  ];
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
