import type { SubmissionResult } from "@conform-to/react";
import { parseWithValibot } from "@conform-to/valibot";
import {
  Card,
  CircleCheckIcon,
  Container,
  Grid,
  Heading,
  Stack,
  Text,
  Link as TextLink,
} from "@gymroam/design-system";
import { lazy } from "react";
import { data, Link, redirect } from "react-router";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { BRAND } from "~/config/brand";
import { getWorker } from "~/context.server";
import { GYM_APPLICATION_REVIEW_DAYS } from "~/domain/policies";
import { GYM_APPLICATION_SECRET_FIELDS, GymApplicationSchema } from "~/domain/schemas/gym-application";
import { readForm } from "~/lib/form.server";
import { pageAddressMeta, rootOrigin } from "~/lib/social-image";
import { applyAsGym } from "~/use-cases/apply-gym.server";
import { caseContext } from "~/use-cases/context.server";
import { FAILURE_STATUS } from "~/use-cases/result";
import type { Route } from "./+types/route";

// Conform and the form code load as the page hydrates, outside its first-load JavaScript; a
// client navigation shows the page once they have loaded too.
const loadForms = () => import("./forms");
const ApplicationForm = lazy(() => loadForms().then((m) => ({ default: m.ApplicationForm })));
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [
  async (_, next) => {
    await Promise.all([next(), loadForms()]);
  },
];

/** The reply never carries the payout details back: not even to re-fill the form. */
function withoutSecrets(result: SubmissionResult<string[]>): SubmissionResult<string[]> {
  if (!result.initialValue) return result;
  const initialValue = { ...result.initialValue };
  for (const key of GYM_APPLICATION_SECRET_FIELDS) delete initialValue[key];
  return { ...result, initialValue };
}

export async function action({ request, context }: Route.ActionArgs) {
  const submission = parseWithValibot(await readForm(request), { schema: GymApplicationSchema });
  if (submission.status !== "success") {
    return data({ result: withoutSecrets(submission.reply()), failed: false }, { status: 400 });
  }
  const applied = await applyAsGym(caseContext(getWorker(context).config), submission.value);
  if (!applied.ok) {
    return data(
      { result: withoutSecrets(submission.reply({ formErrors: [applied.message] })), failed: true },
      { status: FAILURE_STATUS[applied.code] },
    );
  }
  return redirect("/gym-application-thank-you");
}

const BENEFITS = [
  { title: "No upfront or listing fees", text: "Listing is free. You earn when athletes book." },
  {
    title: "Reach travelling athletes",
    text: "Athletes and teams on the road find you by city, equipment and recovery facilities.",
  },
  {
    title: "Bookings paid up front",
    text: "Day passes, hourly access and recovery amenities are paid when booked; payment fees are on us.",
  },
  { title: "Teams welcome", text: "Say you host teams and squads can send you group inquiries directly." },
] as const;

const STEPS = [
  { title: "Submit", text: "Tell us about your facility, rates, hours and equipment below." },
  {
    title: "Review",
    text: `Our team reviews your application and contacts you within ${GYM_APPLICATION_REVIEW_DAYS}.`,
  },
  { title: "Live once approved", text: "Your listing goes live and athletes can book straight away." },
] as const;

export default function AddGym() {
  return (
    <Container size="lg">
      <Stack gap="xl">
        <Stack gap="sm">
          <Heading level={1}>List your facility on {BRAND.name}</Heading>
          <Text size="lg" tone="muted">
            Get discovered by travelling athletes across New Zealand and Australia. No upfront or listing
            fees: you earn when athletes book, and your listing goes live once approved.
          </Text>
        </Stack>

        <section aria-labelledby="benefits-heading">
          <Stack gap="md">
            <Heading level={2} size="md" id="benefits-heading">
              Why list with us
            </Heading>
            <Grid columns={2} className="grid-cols-1 sm:grid-cols-2">
              {BENEFITS.map((benefit) => (
                <Stack key={benefit.title} direction="row" gap="sm" align="start">
                  <CircleCheckIcon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
                  <Stack gap="none">
                    <Text weight="semibold">{benefit.title}</Text>
                    <Text size="sm" tone="muted">
                      {benefit.text}
                    </Text>
                  </Stack>
                </Stack>
              ))}
            </Grid>
            <Text size="sm">
              Read the{" "}
              <TextLink asChild>
                <Link to="/gym-terms">partner terms for gym owners</Link>
              </TextLink>{" "}
              for revenue share, payouts and the cancellation policy athletes see.
            </Text>
          </Stack>
        </section>

        <section aria-labelledby="steps-heading">
          <Stack gap="md">
            <Heading level={2} size="md" id="steps-heading">
              How it works
            </Heading>
            <ol className="grid grid-cols-1 gap-4 md:grid-cols-3">
              {STEPS.map((step, i) => (
                <li key={step.title}>
                  <Card.Root className="h-full">
                    <Card.Content className="flex h-full gap-3 pt-5">
                      <span
                        aria-hidden="true"
                        className="flex size-8 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-bold text-primary-fg"
                      >
                        {i + 1}
                      </span>
                      <Stack gap="none">
                        <Text weight="semibold">
                          <span className="sr-only">Step {i + 1}: </span>
                          {step.title}
                        </Text>
                        <Text size="sm" tone="muted">
                          {step.text}
                        </Text>
                      </Stack>
                    </Card.Content>
                  </Card.Root>
                </li>
              ))}
            </ol>
          </Stack>
        </section>

        <ApplicationForm />
      </Stack>
    </Container>
  );
}

export function meta({ matches }: Route.MetaArgs) {
  return [
    { title: `List your gym | ${BRAND.name}` },
    {
      name: "description",
      content:
        "List your gym for free: no upfront or listing fees, earn when travelling athletes book, live once approved.",
    },
    ...pageAddressMeta(rootOrigin(matches), "/add-gym"),
  ];
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
