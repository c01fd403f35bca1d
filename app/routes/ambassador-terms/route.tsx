import {
  ArrowLeftIcon,
  Button,
  Container,
  Heading,
  Prose,
  Stack,
  Text,
  Link as TextLink,
} from "@gymroam/design-system";
import { Link } from "react-router";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { BRAND } from "~/config/brand";
import {
  ACTIVITY,
  AMBASSADOR_TERMS,
  COMMISSION_EARNING_DAYS,
  COMMISSION_PERCENT,
  ELIGIBILITY,
  FINAL_PAYMENT_DAYS,
  formatNzd,
  MIN_PAYOUT_CENTS,
  NOTICE_DAYS,
  ordinal,
  PAYOUT_DAY_OF_MONTH,
  US_1099_THRESHOLD_USD,
} from "~/domain/ambassador";
import { pageAddressMeta, rootOrigin } from "~/lib/social-image";
import type { Route } from "./+types/route";

export default function AmbassadorTerms() {
  return (
    <Container size="md">
      <Stack gap="lg">
        <TextLink
          asChild
          tone="muted"
          underline="hover"
          className="inline-flex items-center gap-1 self-start"
        >
          <Link to="/">
            <ArrowLeftIcon aria-hidden="true" className="size-4" />
            Back to Home
          </Link>
        </TextLink>
        <Stack gap="xs">
          <Heading level={1}>Ambassador Program Terms and Conditions</Heading>
          <Text tone="muted">
            Version {AMBASSADOR_TERMS.version} · Last updated{" "}
            <time dateTime={AMBASSADOR_TERMS.lastUpdatedIso}>{AMBASSADOR_TERMS.lastUpdated}</time>
          </Text>
        </Stack>
        <Prose>
          <p>
            These terms govern your participation in the {BRAND.name} Ambassador Program (the "Program").{" "}
            {BRAND.name} was founded in {BRAND.founded} and is based in {BRAND.basedIn}. Approved ambassadors
            receive a unique ambassador code and link and earn commission on confirmed bookings made through
            them. By applying to the Program you agree to these terms.
          </p>

          <h2>1. Eligibility</h2>
          <p>To become an ambassador you must:</p>
          <ul>
            <li>have at least {ELIGIBILITY.minYearsInSport} years of experience in your primary sport;</li>
            <li>
              have at least {ELIGIBILITY.minCombinedFollowers} combined followers across your social media
              accounts;
            </li>
            <li>be {ELIGIBILITY.minAge} years of age or over;</li>
            <li>have a clean criminal background.</li>
          </ul>
          <p>We may ask you for evidence of any of these while we review your application.</p>

          <h2>2. Independent contractor status</h2>
          <p>
            You take part in the Program as an independent contractor. Nothing in these terms makes you an
            employee, partner, agent or joint venturer of {BRAND.name}. You are responsible for your own
            taxes, insurance and expenses, and you may not make commitments on {BRAND.name}'s behalf.
          </p>

          <h2>3. Commission</h2>
          <ul>
            <li>
              You earn <strong>{COMMISSION_PERCENT}% commission</strong> on every confirmed booking made
              through your ambassador code or link.
            </li>
            <li>
              A commission is earned {COMMISSION_EARNING_DAYS} days after the referred booking is completed.
            </li>
            <li>
              A booking that is cancelled or refunded earns no commission; commission already recorded for it
              is reversed.
            </li>
          </ul>

          <h2>4. Payouts</h2>
          <ul>
            <li>Earned commission is paid monthly, on the {ordinal(PAYOUT_DAY_OF_MONTH)} of each month.</li>
            <li>
              The minimum payout is {formatNzd(MIN_PAYOUT_CENTS)}. Earned commission below the minimum carries
              over to the next month.
            </li>
            <li>Payouts are made by bank transfer; international transfers are supported.</li>
            <li>
              If your participation ends, final payments are made within {FINAL_PAYMENT_DAYS} days of
              termination.
            </li>
          </ul>

          <h2>5. Taxes</h2>
          <p>
            You are responsible for any tax on your commission. Ambassadors in the United States who earn over{" "}
            {`$${US_1099_THRESHOLD_USD}`} in a year receive a 1099 form.
          </p>

          <h2>6. Activity requirements</h2>
          <p>To stay in the Program you agree to:</p>
          <ul>
            <li>
              generate at least {ACTIVITY.minBookingsPerQuarter} booking per quarter through your code or
              link;
            </li>
            <li>publish at least {ACTIVITY.minPostsPerMonth} content posts per month;</li>
            <li>
              reply to the {BRAND.name} team within {ACTIVITY.replyWithinHours} hours;
            </li>
            <li>take part in quarterly check-ins with the {BRAND.name} team.</li>
          </ul>

          <h2>7. Content and conduct</h2>
          <p>
            Be honest about {BRAND.name} and the gyms you feature, make clear in your posts that you are a{" "}
            {BRAND.name} ambassador, and never share your code or link through spam or misleading offers.
          </p>

          <h2>8. Term and renewal</h2>
          <p>Your ambassador agreement runs for one year from approval and is renewed annually.</p>

          <h2>9. Termination</h2>
          <p>
            Either you or {BRAND.name} may end your participation by giving {NOTICE_DAYS.termination} days'
            written notice. Commission earned up to termination is paid within {FINAL_PAYMENT_DAYS} days.
          </p>

          <h2>10. Changes to these terms</h2>
          <p>
            We will give you {NOTICE_DAYS.termsChange} days' notice of any change to these terms before it
            takes effect.
          </p>

          <h2>11. Governing law and disputes</h2>
          <p>
            These terms are governed by the laws of New Zealand. Any dispute goes to arbitration in New
            Zealand.
          </p>

          <h2>12. Contact</h2>
          <p>
            Questions about the Program? E-mail{" "}
            <a href={`mailto:${BRAND.contactEmail}`}>{BRAND.contactEmail}</a>. {BRAND.responsePromise}
          </p>
        </Prose>
        <Stack direction="row">
          <Button asChild size="lg">
            <Link to="/ambassador-application">Proceed to Application</Link>
          </Button>
        </Stack>
      </Stack>
    </Container>
  );
}

export function meta({ matches }: Route.MetaArgs) {
  return [
    { title: `Ambassador Program Terms | ${BRAND.name}` },
    {
      name: "description",
      content: `${BRAND.name} Ambassador Program terms: ${COMMISSION_PERCENT}% commission on confirmed bookings through your code or link, monthly payouts on the ${ordinal(PAYOUT_DAY_OF_MONTH)} (minimum ${formatNzd(MIN_PAYOUT_CENTS)}).`,
    },
    ...pageAddressMeta(rootOrigin(matches), "/ambassador-terms"),
  ];
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
