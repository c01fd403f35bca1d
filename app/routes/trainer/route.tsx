import { parseWithValibot } from "@conform-to/valibot";
import {
  Avatar,
  Badge,
  Button,
  Card,
  Container,
  EmptyState,
  Grid,
  Heading,
  Price,
  Prose,
  Stack,
  StarRating,
  Text,
} from "@gymroam/design-system";
import { lazy } from "react";
import { data, Link, useLoaderData } from "react-router";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { BRAND } from "~/config/brand";
import { getWorker } from "~/context.server";
import { getDb } from "~/db/client.server";
import { earliestToday } from "~/domain/dates";
import { trainerRequestSchema } from "~/domain/schemas/trainer-request";
import { readTrip } from "~/domain/trip";
import { readForm } from "~/lib/form.server";
import { getTrainer } from "~/models/trainer.server";
import { pagePath, parseId } from "~/routes/+shared/api.server";
import { redirectWithToast } from "~/session.server";
import { caseContext } from "~/use-cases/context.server";
import { requestTrainerSessions } from "~/use-cases/request-trainer-sessions.server";
import { FAILURE_STATUS } from "~/use-cases/result";
import type { Route } from "./+types/route";

// Conform and the form code load as the page hydrates, outside its first-load JavaScript; a
// client navigation shows the page once they have loaded too.
const loadForms = () => import("./forms");
const SessionRequestForm = lazy(() => loadForms().then((m) => ({ default: m.SessionRequestForm })));
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [
  async (_, next) => {
    await Promise.all([next(), loadForms()]);
  },
];

const NOT_FOUND = "Trainer not found";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const id = parseId(params.id);
  const trainer = id === undefined ? undefined : await getTrainer(getDb(getWorker(context).config.db), id);
  if (!trainer) throw data(NOT_FOUND, { status: 404, statusText: "Not Found" });
  const today = earliestToday();
  // The trainer search's dates and sessions (?from=&to=&sessions=) start the request form; unusable
  // values are dropped here, and the action validates whatever is sent.
  const search = new URL(request.url).searchParams;
  const trip = readTrip(search, today);
  const sessions = search.get("sessions") ?? "";
  const requestDefaults = {
    ...(trip.from ? { from: trip.from } : {}),
    ...(trip.to ? { to: trip.to } : {}),
    ...(/^\d{1,2}$/.test(sessions) && Number(sessions) >= 1 && Number(sessions) <= 30 ? { sessions } : {}),
  };
  return { trainer, today, requestDefaults };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const ctx = caseContext(getWorker(context).config);
  const id = parseId(params.id);
  if (id === undefined) throw data(NOT_FOUND, { status: 404 });
  const submission = parseWithValibot(await readForm(request), {
    schema: trainerRequestSchema(earliestToday()),
  });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const sent = await requestTrainerSessions(ctx, id, submission.value);
  if (!sent.ok) throw data(sent.message, { status: FAILURE_STATUS[sent.code] });
  return redirectWithToast(ctx.config, request, pagePath(request), {
    title: "Request sent!",
    description: `${sent.value.trainerName} will reply to you by e-mail.`,
  });
}

export default function TrainerProfile() {
  const { trainer, today, requestDefaults } = useLoaderData<typeof loader>();
  const currency = trainer.currency as "NZD" | "AUD";

  return (
    <Container size="lg">
      <Grid columns={1} className="items-start gap-8 md:grid-cols-[minmax(0,1fr)_22rem]">
        <Stack gap="lg">
          <Stack direction="row" gap="md" align="center">
            <Avatar name={trainer.name} src={trainer.images[0] ?? undefined} alt="" size="xl" />
            <Stack gap="xs">
              <Heading level={1}>{trainer.name}</Heading>
              <Text tone="muted">
                {trainer.city}, {trainer.country}
              </Text>
              {trainer.reviewCount > 0 ? (
                <StarRating value={trainer.rating} count={trainer.reviewCount} showValue />
              ) : (
                <Text tone="muted">No reviews yet</Text>
              )}
            </Stack>
          </Stack>
          <Stack direction="row" gap="xs" wrap>
            {trainer.isOnline ? <Badge variant="outline">Online</Badge> : null}
            {trainer.isInPerson ? <Badge variant="outline">In-Person</Badge> : null}
          </Stack>
          {trainer.bio ? (
            <Prose>
              <p>{trainer.bio}</p>
            </Prose>
          ) : null}
          <TagSection title="Specializations" items={trainer.specializations} />
          <TagSection title="Certifications" items={trainer.certifications} />
          <TagSection title="Languages" items={trainer.languages} />
          <Stack gap="xs">
            <Heading level={2} size="md">
              Reviews
            </Heading>
            {/* Trainers have no reviews yet (the count is 0 until there are reviews to show with it). */}
            <Text tone="muted">
              {trainer.reviewCount === 0
                ? "No reviews yet."
                : `${trainer.reviewCount} ${trainer.reviewCount === 1 ? "review" : "reviews"}.`}
            </Text>
          </Stack>
          <Stack gap="xs">
            <Heading level={2} size="md">
              Experience and availability
            </Heading>
            <Text>
              {trainer.experienceYears} {trainer.experienceYears === 1 ? "year" : "years"} coaching.{" "}
              {trainer.availability ?? "Ask about availability."}
            </Text>
          </Stack>
        </Stack>

        <Stack gap="md">
          <Card.Root>
            <Card.Header>
              <Card.Title asChild>
                <h2>Rates</h2>
              </Card.Title>
            </Card.Header>
            <Card.Content>
              <Stack gap="xs">
                <Price cents={trainer.hourlyRateCents} currency={currency} suffix="/hour" />
                {trainer.sessionRateCents != null ? (
                  <Price cents={trainer.sessionRateCents} currency={currency} suffix="/session" />
                ) : null}
                {trainer.weeklyRateCents != null ? (
                  <Price cents={trainer.weeklyRateCents} currency={currency} suffix="/week" />
                ) : null}
                {trainer.monthlyRateCents != null ? (
                  <Price cents={trainer.monthlyRateCents} currency={currency} suffix="/month" />
                ) : null}
              </Stack>
            </Card.Content>
          </Card.Root>

          <Card.Root>
            <Card.Header>
              <Card.Title asChild>
                <h2>Request sessions</h2>
              </Card.Title>
              <Card.Description>{trainer.name} replies by e-mail, usually within 24 hours.</Card.Description>
            </Card.Header>
            <Card.Content>
              <SessionRequestForm today={today} defaults={requestDefaults} />
            </Card.Content>
          </Card.Root>
        </Stack>
      </Grid>
    </Container>
  );
}

function TagSection({ title, items }: { title: string; items: readonly string[] }) {
  if (items.length === 0) return null;
  return (
    <Stack gap="xs">
      <Heading level={2} size="md">
        {title}
      </Heading>
      <Stack direction="row" gap="xs" wrap>
        {items.map((item) => (
          <Badge key={item}>{item}</Badge>
        ))}
      </Stack>
    </Stack>
  );
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [{ title: `${NOT_FOUND} | ${BRAND.name}` }];
  const { trainer } = loaderData;
  return [
    { title: `${trainer.name}, trainer in ${trainer.city} | ${BRAND.name}` },
    { name: "description", content: trainer.bio ?? `${trainer.name} coaches in ${trainer.city}.` },
  ];
}

export function ErrorBoundary() {
  return (
    <GeneralErrorBoundary
      statusHandlers={{
        404: () => (
          <Container>
            <EmptyState
              headingLevel={1}
              title={NOT_FOUND}
              description="This trainer is not listed any more."
              action={
                <Button asChild>
                  <Link to="/trainer-feed">Back to trainers</Link>
                </Button>
              }
            />
          </Container>
        ),
      }}
    />
  );
}
