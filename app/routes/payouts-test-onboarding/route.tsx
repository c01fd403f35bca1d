import { parseWithValibot } from "@conform-to/valibot";
import { Alert, Button, Card, Container, Heading, Stack, Text } from "@gymroam/design-system";
import { data, Form, redirect, useLoaderData } from "react-router";
import * as v from "valibot";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { BRAND } from "~/config/brand";
import { getWorker } from "~/context.server";
import { readForm } from "~/lib/form.server";
import { caseContext } from "~/use-cases/context.server";
import { completeTestOnboarding } from "~/use-cases/payouts.server";
import type { Route } from "./+types/route";

/**
 * /payouts/test-onboarding?account=&return=: the offline provider's stand-in for Stripe's Express
 * onboarding, so payouts can be set up locally and in tests. It exists only while the test
 * provider is in use: with Stripe configured, or in production, it is a 404.
 */
const AccountSchema = v.pipe(v.string(), v.regex(/^acct_test_[a-z_0-9]{1,60}$/));
/** Only a path on this site: never an absolute URL (no open redirect). */
const ReturnSchema = v.pipe(
  v.string(),
  v.regex(/^\/[A-Za-z0-9/_.?=&-]{0,200}$/),
  v.check((s) => !s.startsWith("//")),
);

const CompleteSchema = v.object({ account: AccountSchema, return: ReturnSchema });

function refuseUnlessTest(context: Route.LoaderArgs["context"]) {
  const ctx = caseContext(getWorker(context).config);
  if (ctx.provider.name !== "test") throw data({ message: "Not found" }, { status: 404 });
  return ctx;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  refuseUnlessTest(context);
  const params = new URL(request.url).searchParams;
  const parsed = v.safeParse(CompleteSchema, {
    account: params.get("account"),
    return: params.get("return") ?? "/",
  });
  if (!parsed.success) throw data({ message: "Unknown test account." }, { status: 400 });
  return { account: parsed.output.account, returnTo: parsed.output.return };
}

export async function action({ request, context }: Route.ActionArgs) {
  const ctx = refuseUnlessTest(context);
  const submission = parseWithValibot(await readForm(request), { schema: CompleteSchema });
  if (submission.status !== "success") throw data({ message: "Unknown test account." }, { status: 400 });
  const done = await completeTestOnboarding(ctx, submission.value.account);
  if (!done.ok) throw data({ message: done.message }, { status: 400 });
  return redirect(submission.value.return);
}

export function meta() {
  return [{ title: `Test payout onboarding | ${BRAND.name}` }, { name: "robots", content: "noindex" }];
}

export default function TestOnboarding() {
  const { account, returnTo } = useLoaderData<typeof loader>();
  return (
    <Container size="sm" className="py-10">
      <Card.Root>
        <Card.Header>
          <Heading level={1} size="md">
            Test payout onboarding
          </Heading>
        </Card.Header>
        <Card.Content>
          <Stack gap="md">
            <Alert variant="warning" title="Test mode">
              Stripe is not configured, so this page stands in for Stripe's Express onboarding. No bank
              details are asked for and no money moves.
            </Alert>
            <Text size="sm">
              Account <span className="font-mono">{account}</span>
            </Text>
            <Form method="post">
              <input type="hidden" name="account" value={account} />
              <input type="hidden" name="return" value={returnTo} />
              <Button type="submit">Complete onboarding</Button>
            </Form>
          </Stack>
        </Card.Content>
      </Card.Root>
    </Container>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
