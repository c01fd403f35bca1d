import type { SubmissionResult } from "@conform-to/react";
import { parseWithValibot } from "@conform-to/valibot";
import {
  Badge,
  Button,
  buttonVariants,
  Card,
  Container,
  Dialog,
  EmptyState,
  Field,
  Grid,
  Heading,
  Input,
  NumberStepper,
  SearchIcon,
  Select,
  Stack,
  Text,
  UsersIcon,
  useToast,
} from "@gymroam/design-system";
import { lazy, useEffect } from "react";
import { data, Form, Link, useActionData, useLoaderData, useLocation, useNavigation } from "react-router";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { GymResultCard } from "~/components/gym-result-card";
import { ShareButton } from "~/components/share-button";
import { BRAND } from "~/config/brand";
import { getWorker } from "~/context.server";
import { getDb } from "~/db/client.server";
import { TEAM_SPORTS } from "~/domain/catalog";
import { todayInZone } from "~/domain/dates";
import { parseGymSearch, withoutRefusedDates } from "~/domain/gym-search";
import { resultCount } from "~/domain/gym-search-options";
import { TeamInquiryFormSchema } from "~/domain/schemas/team-inquiry";
import { GYM_NOT_FOUND, TEAM_INQUIRY_TOASTS, teamHostingProblem } from "~/domain/team-inquiry";
import { getVisitorId } from "~/identity.server";
import { readForm } from "~/lib/form.server";
import { searchGyms } from "~/models/gym-search.server";
import { savedGymIds } from "~/models/saved-gym.server";
import { getInquiryGym } from "~/models/team-inquiry.server";
import { pagePath, parseId } from "~/routes/+shared/api.server";
import { redirectWithToast } from "~/session.server";
import { caseContext } from "~/use-cases/context.server";
import { FAILURE_STATUS } from "~/use-cases/result";
import { sendTeamInquiry } from "~/use-cases/team-inquiry.server";
import type { Route } from "./+types/route";

// Conform and the form code load as the page hydrates, outside its first-load JavaScript; a
// client navigation shows the page once they have loaded too.
const loadForms = () => import("./forms");
const InquiryForm = lazy(() => loadForms().then((m) => ({ default: m.InquiryForm })));
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [
  async (_, next) => {
    await Promise.all([next(), loadForms()]);
  },
];

/** Teams of this size or more are the pitch; the form's minimum is 1 (spec). */
const TEAM_PITCH_SIZE = 5;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { config } = getWorker(context);
  const today = todayInZone("Pacific/Auckland");
  // A past date or an end before the start is shown on its field, with what was typed kept; the search
  // runs without it (not a full-page 400).
  const dated = withoutRefusedDates(new URL(request.url).searchParams, today);
  const params = dated.params;
  // ?inquire=GYMID shows the team inquiry form for that gym in the page (the no-JavaScript path).
  const inquire = params.get("inquire");
  params.delete("inquire");
  const sport = params.get("sport") ?? "";
  if (sport !== "" && !(TEAM_SPORTS as readonly string[]).includes(sport)) {
    throw data({ message: "Choose one of the listed sports." }, { status: 400 });
  }
  // The team sports are training styles, not gym sport tags: they are kept for the inquiry, not filtered on.
  params.delete("sport");
  if (!params.has("sort")) params.set("sort", "rating");
  if (!params.get("teamSize")) params.set("teamSize", String(TEAM_PITCH_SIZE));
  const parsed = parseGymSearch(params);
  if (!parsed.ok) throw data({ message: parsed.message }, { status: 400 });
  const db = getDb(config.db);
  let inquiryGym: { id: number; name: string; city: string } | undefined;
  if (inquire !== null) {
    const gymId = parseId(inquire);
    const found = gymId === undefined ? undefined : await getInquiryGym(db, gymId);
    if (!found) throw data(GYM_NOT_FOUND, { status: 404, statusText: "Not Found" });
    // No Book for Team where the gym hosts no teams (the inquiry would be refused anyway).
    const problem = teamHostingProblem(found, 1);
    if (problem) throw data({ message: problem.message }, { status: 400 });
    inquiryGym = { id: found.id, name: found.name, city: found.city };
  }
  const result = await searchGyms(db, parsed.query);
  const userId = await getVisitorId(config, request);
  const saved =
    userId === undefined
      ? []
      : await savedGymIds(
          db,
          userId,
          result.gyms.map((g) => g.id),
        );
  const { from, to } = parsed.query;
  return {
    query: parsed.query,
    sport,
    result,
    saved,
    today,
    typedDates: dated.typed,
    dateErrors: dated.errors,
    inquiryGym,
    /** What the inquiry form starts with: the team size the list was searched for (5 unless set), sport and dates. */
    inquiryDefaults: {
      teamSize: String(parsed.query.teamSize ?? TEAM_PITCH_SIZE),
      sport,
      preferredDates: from && to && to !== from ? `${from} to ${to}` : (from ?? to ?? ""),
    },
  };
}

type InquiryReply = {
  gymId: string;
  result: SubmissionResult<string[]>;
  toast: { title: string; description: string; variant: "destructive" } | null;
};

/** The page's form: a team inquiry (intent=inquiry; the hearts post to /favourites). */
export async function action({ request, context }: Route.ActionArgs) {
  const formData = await readForm(request);
  const ctx = caseContext(getWorker(context).config);
  const gymId = String(formData.get("gymId") ?? "");
  const submission = parseWithValibot(formData, { schema: TeamInquiryFormSchema });
  if (submission.status !== "success") {
    return data<InquiryReply>({ gymId, result: submission.reply(), toast: null }, { status: 400 });
  }
  const sent = await sendTeamInquiry(ctx, submission.value);
  if (!sent.ok) {
    const description = sent.message;
    return data<InquiryReply>(
      {
        gymId,
        // On its field when it has one (a team larger than the gym hosts), else above the form.
        result: submission.reply(
          sent.field === "teamSize"
            ? { fieldErrors: { teamSize: [description] } }
            : { formErrors: [description] },
        ),
        toast: { title: TEAM_INQUIRY_TOASTS.failedTitle, description, variant: "destructive" },
      },
      { status: FAILURE_STATUS[sent.code] },
    );
  }
  // Back to the listing the team searched, without the inline form.
  const back = new URL(pagePath(request), "http://localhost");
  back.searchParams.delete("inquire");
  return redirectWithToast(
    ctx.config,
    request,
    `${back.pathname}${back.search}`,
    TEAM_INQUIRY_TOASTS.submitted(sent.value.gymName),
  );
}

export default function TeamBooking() {
  const { query, sport, result, saved, today, typedDates, dateErrors, inquiryGym, inquiryDefaults } =
    useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const location = useLocation();
  const { toast } = useToast();
  const busy = useNavigation().state !== "idle";
  const teamSize = query.teamSize ?? TEAM_PITCH_SIZE;
  const failed = actionData && "gymId" in actionData ? actionData : undefined;

  useEffect(() => {
    if (failed?.toast) toast(failed.toast);
  }, [failed, toast]);

  const inquireHref = (gymId: number) => {
    const params = new URLSearchParams(location.search);
    params.set("inquire", String(gymId));
    return `/team-booking?${params}`;
  };
  const closeHref = () => {
    const params = new URLSearchParams(location.search);
    params.delete("inquire");
    const search = params.toString();
    return `/team-booking${search ? `?${search}` : ""}`;
  };
  return (
    <Container size="xl">
      <Stack gap="lg">
        <Stack gap="xs">
          <Heading level={1}>Travelling with a team</Heading>
          <Text tone="muted">
            Gyms that welcome teams of {TEAM_PITCH_SIZE} or more: space for the whole squad, on the days you
            need.
          </Text>
        </Stack>
        <Form method="get" action="/team-booking" role="search" aria-label="Search team-ready gyms">
          <Grid columns={4} className="items-start lg:grid-cols-6">
            <Field.Root id="team-city" className="col-span-2">
              <Field.Label>Search</Field.Label>
              <Input
                name="city"
                type="search"
                placeholder="City, e.g. Brisbane"
                defaultValue={query.city ?? ""}
              />
            </Field.Root>
            <Field.Root id="team-from" errors={dateErrors.from ? [dateErrors.from] : undefined}>
              <Field.Label>Access from</Field.Label>
              <Input name="from" type="date" min={today} defaultValue={typedDates.from || query.from || ""} />
              <Field.Error />
            </Field.Root>
            <Field.Root id="team-to" errors={dateErrors.to ? [dateErrors.to] : undefined}>
              <Field.Label>Access to</Field.Label>
              <Input name="to" type="date" min={today} defaultValue={typedDates.to || query.to || ""} />
              <Field.Error />
            </Field.Root>
            <Field.Root id="team-size">
              <Field.Label>Team size</Field.Label>
              <NumberStepper label="Team size" name="teamSize" min={1} max={200} defaultValue={teamSize} />
            </Field.Root>
            <Field.Root id="team-sport">
              <Field.Label>Sport</Field.Label>
              <Select
                name="sport"
                defaultValue={sport}
                placeholder="Any sport"
                options={TEAM_SPORTS.map((s) => ({ value: s, label: s }))}
              />
            </Field.Root>
          </Grid>
          <Stack direction="row" className="mt-4">
            <Button type="submit" loading={busy}>
              <SearchIcon aria-hidden="true" /> Search
            </Button>
          </Stack>
        </Form>

        {inquiryGym ? (
          <Card.Root asChild>
            <section aria-labelledby="inline-inquiry-heading">
              <Card.Header>
                <Card.Title asChild>
                  <h2 id="inline-inquiry-heading">Team inquiry: {inquiryGym.name}</h2>
                </Card.Title>
                <Card.Description>{INQUIRY_DESCRIPTION}</Card.Description>
              </Card.Header>
              <Card.Content>
                <InquiryForm
                  id={`inquiry-inline-${inquiryGym.id}`}
                  gymId={inquiryGym.id}
                  defaults={inquiryDefaults}
                  lastResult={failed?.gymId === String(inquiryGym.id) ? failed.result : undefined}
                  cancel={
                    <Button asChild variant="ghost">
                      <Link to={closeHref()}>Cancel</Link>
                    </Button>
                  }
                />
              </Card.Content>
            </section>
          </Card.Root>
        ) : null}

        <Text tone="muted" aria-live="polite">
          {resultCount(result)} {result.total === 1 ? "gym hosts" : "gyms host"} teams of {teamSize}
          {query.city ? ` in ${query.city}` : ""}
        </Text>
        {result.gyms.length === 0 ? (
          <EmptyState
            icon={<UsersIcon aria-hidden="true" />}
            title="No gyms found"
            description="No gyms found matching your criteria in this area."
            action={
              <Button asChild variant="outline">
                <Link to="/team-booking">Clear search</Link>
              </Button>
            }
          />
        ) : (
          <Grid columns={3}>
            {result.gyms.map((gym) => {
              const teamReady = gym.canHostTeams && (gym.maxTeamSize ?? 0) >= teamSize;
              const failedHere = failed?.gymId === String(gym.id) && inquiryGym?.id !== gym.id;
              return (
                <Stack key={gym.id} gap="xs">
                  {teamReady ? <Badge variant="confirmed">Team Ready · up to {gym.maxTeamSize}</Badge> : null}
                  <GymResultCard
                    gym={gym}
                    saved={saved.includes(gym.id)}
                    headingLevel={2}
                    action={
                      <Stack direction="row" gap="sm" wrap>
                        {teamReady ? (
                          // A link without JavaScript (?inquire= shows the form in the page); a dialog with it.
                          // A new location (after each submission) remounts it: closed, or open with errors.
                          <Dialog.Root key={`${location.key}-${gym.id}`} defaultOpen={failedHere}>
                            <Dialog.Trigger asChild>
                              <Link to={inquireHref(gym.id)} className={buttonVariants()}>
                                Book for Team<span className="sr-only"> at {gym.name}</span>
                              </Link>
                            </Dialog.Trigger>
                            <Dialog.Content>
                              <Dialog.Header>
                                <Dialog.Title>Book {gym.name} for your team</Dialog.Title>
                                <Dialog.Description>{INQUIRY_DESCRIPTION}</Dialog.Description>
                              </Dialog.Header>
                              <InquiryForm
                                id={`inquiry-dialog-${gym.id}`}
                                gymId={gym.id}
                                defaults={inquiryDefaults}
                                lastResult={failedHere ? failed?.result : undefined}
                              />
                            </Dialog.Content>
                          </Dialog.Root>
                        ) : null}
                        <Button asChild variant={teamReady ? "outline" : "primary"}>
                          <Link to={`/gym/${gym.id}`}>View Details</Link>
                        </Button>
                        <ShareButton path={`/gym/${gym.id}`} title={gym.name} />
                      </Stack>
                    }
                  />
                </Stack>
              );
            })}
          </Grid>
        )}
      </Stack>
    </Container>
  );
}

const INQUIRY_DESCRIPTION =
  "Tell the gym about your team and when you'd like to train; they reply by e-mail with availability and pricing.";

export function meta() {
  return [
    { title: `Team gym bookings | ${BRAND.name}` },
    {
      name: "description",
      content: "Find gyms that host teams of 5 or more across New Zealand and Australia.",
    },
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
              title={GYM_NOT_FOUND}
              description="This gym is not listed, or is no longer taking team inquiries."
              action={
                <Button asChild>
                  <Link to="/team-booking">Back to team booking</Link>
                </Button>
              }
            />
          </Container>
        ),
      }}
    />
  );
}
