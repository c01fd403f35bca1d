import { parseWithValibot } from "@conform-to/valibot";
import { Card, Container, Heading, Stack, Text } from "@gymroam/design-system";
import { lazy } from "react";
import { data, Link, redirect, useLoaderData } from "react-router";
import { BRAND } from "~/config/brand";
import { getWorker } from "~/context.server";
import { ACCOUNT_MESSAGES, SignInSchema, safeNext } from "~/domain/schemas/account";
import { signedInAccount } from "~/identity.server";
import { readForm } from "~/lib/form.server";
import { getSession, redirectWithToast } from "~/session.server";
import { requestSignInLink } from "~/use-cases/accounts.server";
import { caseContext } from "~/use-cases/context.server";
import { FAILURE_STATUS } from "~/use-cases/result";
import type { Route } from "./+types/route";

// Conform and the form code load as the page hydrates, outside its first-load JavaScript; a
// client navigation shows the page once they have loaded too.
const loadForms = () => import("./forms");
const SignInForm = lazy(() => loadForms().then((m) => ({ default: m.SignInForm })));
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [
  async (_, next) => {
    await Promise.all([next(), loadForms()]);
  },
];

/**
 * Sign in by e-mail link: an e-mail in, "Check your e-mail" out, and a one-time
 * link (15 minutes) in the inbox. Posts are rate-limited by the root middleware like every public
 * form, and per address by the use case.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { config } = getWorker(context);
  const url = new URL(request.url);
  const next = safeNext(url.searchParams.get("next")) ?? "";
  // fresh=1: an admin area asks for a recent sign-in, so a signed-in person gets the form again.
  const fresh = url.searchParams.get("fresh") === "1";
  if (!fresh && url.searchParams.get("sent") !== "1" && (await signedInAccount(config, request)))
    throw redirect(next || "/account");
  return {
    sent: url.searchParams.get("sent") === "1",
    refused: url.searchParams.get("error") === "link",
    next,
    email: (url.searchParams.get("email") ?? "").slice(0, 255),
    configured: config.sessionSecrets.length > 0,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { config } = getWorker(context);
  const submission = parseWithValibot(await readForm(request), { schema: SignInSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const result = await requestSignInLink(caseContext(config), { email: submission.value.email });
  if (!result.ok)
    return data(
      {
        result: submission.reply(
          result.field === "email"
            ? { fieldErrors: { email: [result.message] } }
            : { formErrors: [result.message] },
        ),
      },
      {
        status: FAILURE_STATUS[result.code],
        headers: result.retryAfter ? { "Retry-After": String(result.retryAfter) } : undefined,
      },
    );
  // Where to go after signing in on this browser (the link itself carries no destination).
  const session = await getSession(config, request);
  const next = safeNext(submission.value.next);
  session.set("afterSignIn", next ?? "/account");
  // Only a link asked for from this browser may take this browser's anonymous bookings along.
  session.set("signInEmail", submission.value.email.trim().toLowerCase());
  return redirectWithToast(
    config,
    request,
    "/sign-in?sent=1",
    {
      title: ACCOUNT_MESSAGES.checkEmail,
      description: "We sent you a sign-in link. It works once, for 15 minutes.",
    },
    undefined,
    session,
  );
}

export default function SignIn() {
  const { sent, refused, next, email, configured } = useLoaderData<typeof loader>();
  return (
    <Container size="sm" className="py-10 sm:py-16">
      <Card.Root>
        <Card.Header>
          <Heading level={1} size="lg">
            {sent ? ACCOUNT_MESSAGES.checkEmail : "Sign in"}
          </Heading>
        </Card.Header>
        <Card.Content>
          {sent ? (
            <Stack gap="md">
              <Text>
                We sent a sign-in link to the address you entered. Open it on any device within 15 minutes; it
                works once.
              </Text>
              <Text size="sm" tone="muted">
                Nothing arrived? Check your spam folder, or{" "}
                <Link to="/sign-in" className="underline">
                  ask for a new link
                </Link>
                .
              </Text>
            </Stack>
          ) : configured ? (
            <SignInForm refused={refused} next={next} email={email} />
          ) : (
            <Text role="alert">{ACCOUNT_MESSAGES.notConfigured}</Text>
          )}
        </Card.Content>
      </Card.Root>
    </Container>
  );
}

export function meta() {
  return [{ title: `Sign in | ${BRAND.name}` }, { name: "robots", content: "noindex" }];
}
