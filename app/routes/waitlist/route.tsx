import {
  getFormProps,
  getInputProps,
  getSelectProps,
  getTextareaProps,
  type SubmissionResult,
  useForm,
} from "@conform-to/react";
import { getValibotConstraint, parseWithValibot } from "@conform-to/valibot";
import {
  AlertCircleIcon,
  Button,
  Card,
  CheckIcon,
  CircleCheckIcon,
  Container,
  Grid,
  Heading,
  Input,
  Select,
  Stack,
  Text,
  Textarea,
  useToast,
} from "@gymroam/design-system";
import { useEffect } from "react";
import { data, Form, Link, redirect, useActionData, useLoaderData, useNavigation } from "react-router";
import { ConformField } from "~/components/conform-field";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { BRAND } from "~/config/brand";
import { getWorker } from "~/context.server";
import { getDb } from "~/db/client.server";
import { PRIMARY_SPORT_LABELS, PRIMARY_SPORTS } from "~/domain/catalog";
import {
  WAITLIST_MESSAGES,
  WAITLIST_SOURCE_LABELS,
  WAITLIST_SOURCES,
  WaitlistSchema,
} from "~/domain/schemas/waitlist";
import { readForm } from "~/lib/form.server";
import { joinWaitlist } from "~/models/waitlist.server";
import type { Route } from "./+types/route";

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
  try {
    // A second join with the same e-mail is the same friendly success (and no second row).
    await joinWaitlist(getDb(getWorker(context).config.db), submission.value);
  } catch (error) {
    console.error("waitlist: join failed", error);
    return data<ActionReply>(
      { result: submission.reply({ formErrors: [WAITLIST_MESSAGES.failed] }), failed: true },
      { status: 503 },
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
  const reply = useActionData<typeof action>();
  const navigation = useNavigation();
  const pending = navigation.state !== "idle" && navigation.formMethod === "POST";
  const { toast } = useToast();
  const [form, fields] = useForm({
    id: "waitlist",
    lastResult: reply?.result,
    constraint: getValibotConstraint(WaitlistSchema),
    onValidate: ({ formData }) => parseWithValibot(formData, { schema: WaitlistSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });

  useEffect(() => {
    if (reply?.failed)
      toast({ title: "Something went wrong", description: WAITLIST_MESSAGES.failed, variant: "destructive" });
  }, [reply, toast]);

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
            <Form method="post" {...getFormProps(form)}>
              <Stack gap="md">
                {form.errors?.length ? (
                  <div
                    id={form.errorId}
                    role="alert"
                    className="flex items-start gap-2 rounded-md border border-cancelled-fg/30 bg-cancelled p-3 text-sm text-cancelled-fg"
                  >
                    <AlertCircleIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                    {form.errors.join(" ")}
                  </div>
                ) : null}
                <ConformField meta={fields.name} label="Name" required>
                  <Input {...getInputProps(fields.name, { type: "text" })} autoComplete="name" />
                </ConformField>
                <ConformField meta={fields.email} label="E-mail" required>
                  <Input {...getInputProps(fields.email, { type: "email" })} autoComplete="email" />
                </ConformField>
                <ConformField meta={fields.location} label="Location" required>
                  <Input
                    {...getInputProps(fields.location, { type: "text" })}
                    autoComplete="address-level2"
                    placeholder="City, country (e.g. Wellington, New Zealand)"
                  />
                </ConformField>
                <ConformField meta={fields.sport} label="Primary sport" required>
                  <Select
                    {...getSelectProps(fields.sport)}
                    placeholder="Choose your sport"
                    options={PRIMARY_SPORTS.map((sport) => ({
                      value: sport,
                      label: PRIMARY_SPORT_LABELS[sport],
                    }))}
                  />
                </ConformField>
                <ConformField meta={fields.howDidYouHear} label="How did you hear about us?">
                  <Select
                    {...getSelectProps(fields.howDidYouHear)}
                    placeholder="Choose one (optional)"
                    options={WAITLIST_SOURCES.map((source) => ({
                      value: source,
                      label: WAITLIST_SOURCE_LABELS[source],
                    }))}
                  />
                </ConformField>
                <ConformField meta={fields.additionalInfo} label="Anything else we should know?">
                  <Textarea
                    {...getTextareaProps(fields.additionalInfo)}
                    rows={3}
                    placeholder="Where you train, where you travel, what you would like to book"
                  />
                </ConformField>
                <Button type="submit" size="lg" loading={pending}>
                  {pending ? "Joining..." : "Join Waitlist"}
                </Button>
              </Stack>
            </Form>
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

export function meta({ loaderData }: Route.MetaArgs) {
  const title = loaderData?.joined
    ? `You're on the waitlist | ${BRAND.name}`
    : `Join the waitlist | ${BRAND.name}`;
  const description = `Join the ${BRAND.name} waitlist for free access when we launch. ${FREE_LINE}.`;
  return [
    { title },
    { name: "description", content: description },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
  ];
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
