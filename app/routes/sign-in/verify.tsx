import { Alert, Button, Card, Container, Heading, Stack, Text } from "@gymroam/design-system";
import { data, Form, Link, useActionData, useLoaderData, useNavigation } from "react-router";
import { BRAND } from "~/config/brand";
import { getWorker } from "~/context.server";
import { ACCOUNT_MESSAGES, safeNext } from "~/domain/schemas/account";
import { readForm } from "~/lib/form.server";
import { getSession, redirectWithToast } from "~/session.server";
import { completeSignIn, linkAddress } from "~/use-cases/accounts.server";
import { caseContext } from "~/use-cases/context.server";
import type { Route } from "./+types/verify";

/**
 * The link in the sign-in e-mail. Opening it names the address being signed in and shows one button;
 * pressing it (a POST) uses the token. Mail scanners that open every link in a message (Outlook's Safe
 * Links, corporate gateways) only GET, so they cannot spend the link before the person does.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { config } = getWorker(context);
  const url = new URL(request.url);
  const token = (url.searchParams.get("token") ?? "").slice(0, 200);
  const email = linkAddress(url.searchParams.get("email"));
  const asked = (await getSession(config, request)).get("signInEmail");
  return { token, email: email ?? null, askedHere: email !== undefined && asked === email };
}

/**
 * The token is in the URL: never cached, and never sent to another site as a Referer. Same-origin, not
 * no-referrer: under no-referrer a browser sends `Origin: null` with the page's own POST, which the
 * origin check (CSRF) rightly refuses.
 */
const LINK_HEADERS = { "Referrer-Policy": "same-origin", "Cache-Control": "no-store" } as const;
export function headers() {
  return LINK_HEADERS;
}

export async function action({ request, context }: Route.ActionArgs) {
  const { config } = getWorker(context);
  const form = await readForm(request);
  const token = form.get("token");
  const shown = linkAddress(typeof form.get("email") === "string" ? (form.get("email") as string) : null);
  // Without the address the page named, nothing is spent: the person never saw whose account it is.
  if (!shown) return data({ error: ACCOUNT_MESSAGES.linkRefused }, { status: 400 });
  const session = await getSession(config, request);
  const result = await completeSignIn(caseContext(config), {
    token: typeof token === "string" ? token : "",
    visitorId: session.get("userId"),
    requestedEmail: session.get("signInEmail"),
    shownEmail: shown,
    userAgent: request.headers.get("User-Agent"),
  });
  if (!result.ok)
    return data({ error: result.message }, { status: result.code === "unavailable" ? 503 : 400 });
  session.unset("signInEmail");
  // Merged: the account is the visitor identity from now on. Not merged (a link asked for elsewhere):
  // this browser keeps its anonymous identity, which comes back on sign-out.
  if (result.value.merged) {
    session.unset("userId");
    session.unset("linkedBookings");
  }
  const next = safeNext(session.get("afterSignIn")) ?? "/account";
  session.unset("afterSignIn");
  const headers = new Headers();
  for (const cookie of result.value.headers.getSetCookie()) headers.append("Set-Cookie", cookie);
  return redirectWithToast(config, request, next, ACCOUNT_MESSAGES.signedIn, { headers }, session);
}

export default function VerifySignIn() {
  const { token, email, askedHere } = useLoaderData<typeof loader>();
  const error = useActionData<typeof action>()?.error;
  const busy = useNavigation().state !== "idle";
  return (
    <Container size="sm" className="py-10 sm:py-16">
      <Card.Root>
        <Card.Header>
          <Heading level={1} size="lg">
            Sign in to {BRAND.name}
          </Heading>
        </Card.Header>
        <Card.Content>
          {error || !token || !email ? (
            <Stack gap="md">
              <Alert variant="danger" title="Link refused">
                {error ?? ACCOUNT_MESSAGES.linkRefused}
              </Alert>
              <Text>
                <Link to="/sign-in" className="font-semibold underline">
                  Ask for a new sign-in link
                </Link>
              </Text>
            </Stack>
          ) : (
            <Form method="post" className="flex flex-col gap-4">
              <Text>
                You are signing in as <strong>{email}</strong>. If that is not your e-mail address, close this
                page: someone else asked for this link.
              </Text>
              <Text size="sm" tone="muted">
                {askedHere
                  ? "Bookings, reviews and saved gyms made on this browser without an account move into this account."
                  : "This link was asked for on another browser, so nothing made on this browser without an account moves into this account."}
              </Text>
              <Text>Press the button to finish signing in on this device.</Text>
              <input type="hidden" name="token" value={token} />
              <input type="hidden" name="email" value={email} />
              <Stack direction="row" align="center" gap="md">
                <Button type="submit" disabled={busy}>
                  {busy ? "Signing in..." : "Sign in"}
                </Button>
              </Stack>
            </Form>
          )}
        </Card.Content>
      </Card.Root>
    </Container>
  );
}

export function meta() {
  return [{ title: `Sign in | ${BRAND.name}` }, { name: "robots", content: "noindex" }];
}
