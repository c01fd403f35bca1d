import type { SubmissionResult } from "@conform-to/react";
import { parseWithValibot } from "@conform-to/valibot";
import {
  Button,
  Card,
  CheckIcon,
  CircleCheckIcon,
  Container,
  Grid,
  Heading,
  Stack,
  Text,
} from "@gymroam/design-system";
import { lazy } from "react";
import { data, Link, redirect, useLoaderData } from "react-router";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { BRAND } from "~/config/brand";
import { getWorker } from "~/context.server";
import { WaitlistSchema } from "~/domain/schemas/waitlist";
import { readForm } from "~/lib/form.server";
import { DEFAULT_SOCIAL_IMAGE, pageAddressMeta, rootOrigin, socialImageMeta } from "~/lib/social-image";
import { caseContext } from "~/use-cases/context.server";
import { joinWaitlist } from "~/use-cases/join-waitlist.server";
import { FAILURE_STATUS } from "~/use-cases/result";
import type { Route } from "./+types/route";

// Conform and the form code load as the page hydrates, outside its first-load JavaScript; a
// client navigation shows the page once they have loaded too.
const loadForms = () => import("./forms");
const WaitlistForm = lazy(() => loadForms().then((m) => ({ default: m.WaitlistForm })));
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [
  async (_, next) => {
    await Promise.all([next(), loadForms()]);
  },
];

/** The thank-you view is /waitlist?joined (post/redirect/get: a reload never joins twice). */
const JOINED_PARAM = "joined";

export function loader({ request }: Route.LoaderArgs) {
  return { joined: new URL(request.url).searchParams.has(JOINED_PARAM) };
}

type ActionReply = { result: SubmissionResult<string[]>; failed?: true };

export async function action({ request, context }: Route.ActionArgs) {
  const submission = parseWithValibot(await readForm(request), { schema: WaitlistSchema });
  if (submission.status !== "success") {
    return data<ActionReply>({ result: submission.reply() }, { status: 400 });
  }
  // A second join with the same e-mail is the same friendly success (and no second row).
  const joined = await joinWaitlist(caseContext(getWorker(context).config), submission.value);
  if (!joined.ok) {
    return data<ActionReply>(
      { result: submission.reply({ formErrors: [joined.message] }), failed: true },
      { status: FAILURE_STATUS[joined.code] },
    );
  }
  return redirect(`/waitlist?${JOINED_PARAM}`);
}

const FREE_LINE = "Free for early members • Paid after launch";

/** What joining early gets you: shown beside the form and on the thank-you view. */
const PERKS = [
  {
    title: "Free access at launch",
    text: `Early members use ${BRAND.name} free when we launch. Paid plans only start after launch, and never retroactively.`,
  },
  {
    title: "Early access",
    text: "Book day passes, recovery amenities and trainers before the public launch, starting with the first cities to go live.",
  },
  {
    title: "Founding-member pricing",
    text: "When paid plans begin, founding members keep a lower price for as long as they stay members.",
  },
  {
    title: "A say in what we build",
    text: "Invitations to try new features first and tell us what travelling athletes need.",
  },
  {
    title: "Launch news for your city",
    text: "An e-mail when gyms near you are ready to book, and nothing more often than that.",
  },
] as const;

export default function WaitlistPage() {
  const { joined } = useLoaderData<typeof loader>();
  return <Container size="lg">{joined ? <ThankYou /> : <JoinWaitlist />}</Container>;
}

function JoinWaitlist() {
  return (
    <Stack gap="lg">
      <Stack gap="xs">
        <Heading level={1}>Join the waitlist</Heading>
        <Text size="lg">Get free access to {BRAND.name} when we launch.</Text>
        <Text tone="muted">{FREE_LINE}</Text>
      </Stack>

      <Grid columns={1} gap="lg" className="items-start md:grid-cols-[minmax(0,1fr)_20rem]">
        <Card.Root>
          <Card.Header>
            <Card.Title asChild>
              <h2>Your details</h2>
            </Card.Title>
            <Card.Description>Fields marked with * are required.</Card.Description>
          </Card.Header>
          <Card.Content>
            <WaitlistForm />
          </Card.Content>
        </Card.Root>

        <Card.Root asChild>
          <aside aria-labelledby="waitlist-perks">
            <Card.Header>
              <Card.Title asChild>
                <h2 id="waitlist-perks">Why join early</h2>
              </Card.Title>
            </Card.Header>
            <Card.Content>
              <PerkList compact />
            </Card.Content>
          </aside>
        </Card.Root>
      </Grid>
    </Stack>
  );
}

function PerkList({ compact = false }: { compact?: boolean }) {
  return (
    <ul className="flex flex-col gap-3">
      {PERKS.map((perk) => (
        <li key={perk.title} className="flex gap-3">
          <CheckIcon aria-hidden="true" className="mt-1 size-5 shrink-0 text-success-fg" />
          <span>
            <span className="block font-semibold">{perk.title}</span>
            {compact ? null : <span className="block text-fg-muted">{perk.text}</span>}
          </span>
        </li>
      ))}
    </ul>
  );
}

function ThankYou() {
  return (
    <Stack gap="lg" className="mx-auto max-w-2xl">
      <Stack gap="sm" align="center" className="text-center">
        <CircleCheckIcon aria-hidden="true" className="size-12 text-success-fg" />
        <Heading level={1}>You're on the list!</Heading>
        <Text size="lg">
          Thanks for joining the {BRAND.name} waitlist. We'll e-mail you as soon as early access opens.
        </Text>
        <Text tone="muted">{FREE_LINE}</Text>
      </Stack>
      <Card.Root asChild>
        <section aria-labelledby="waitlist-joined-perks">
          <Card.Header>
            <Card.Title asChild>
              <h2 id="waitlist-joined-perks">Your early member perks</h2>
            </Card.Title>
          </Card.Header>
          <Card.Content>
            <PerkList />
          </Card.Content>
        </section>
      </Card.Root>
      <Stack direction="row" gap="sm" justify="center" wrap>
        <Button asChild>
          <Link to="/gym-feed">Browse Gyms</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/">Back to Home</Link>
        </Button>
      </Stack>
    </Stack>
  );
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const title = loaderData?.joined
    ? `You're on the waitlist | ${BRAND.name}`
    : `Join the waitlist | ${BRAND.name}`;
  const description = `Join the ${BRAND.name} waitlist for free access when we launch. ${FREE_LINE}.`;
  return [
    { title },
    { name: "description", content: description },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    ...socialImageMeta(rootOrigin(matches), DEFAULT_SOCIAL_IMAGE, BRAND.name),
    ...pageAddressMeta(rootOrigin(matches), "/waitlist"),
  ];
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
