import { Alert, Button, Card, Container, Heading, Stack, Text } from "@gymroam/design-system";
import { data, Form, Link, useActionData, useLoaderData, useNavigation } from "react-router";
import { BRAND } from "~/config/brand";
import { getWorker } from "~/context.server";
import { ACCOUNT_MESSAGES, safeNext } from "~/domain/schemas/account";
import { readForm } from "~/lib/form.server";
import { getSession, redirectWithToast } from "~/session.server";
import { completeSignIn } from "~/use-cases/accounts.server";
import { caseContext } from "~/use-cases/context.server";
import type { Route } from "./+types/verify";

/**
 * The link in the sign-in e-mail. Opening it shows one button; pressing it (a POST) uses the token.
 * Mail scanners that open every link in a message (Outlook's Safe Links, corporate gateways) only
 * GET, so they cannot spend the link before the person does.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  return data(
    { token: token.slice(0, 200) },
    { headers: { "Referrer-Policy": "no-referrer", "Cache-Control": "no-store" } },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  const { config } = getWorker(context);
  const form = await readForm(request);
  const token = form.get("token");
  const session = await getSession(config, request);
  const result = await completeSignIn(caseContext(config), {
    token: typeof token === "string" ? token : "",
    visitorId: session.get("userId"),
    userAgent: request.headers.get("User-Agent"),
  });
  if (!result.ok)
    return data({ error: result.message }, { status: result.code === "unavailable" ? 503 : 400 });
  // The account is the visitor identity from now on; the anonymous one was merged into it.
  session.unset("userId");
  session.unset("linkedBookings");
  const next = safeNext(session.get("afterSignIn")) ?? "/account";
  session.unset("afterSignIn");
  const headers = new Headers();
  for (const cookie of result.value.headers.getSetCookie()) headers.append("Set-Cookie", cookie);
  return redirectWithToast(config, request, next, ACCOUNT_MESSAGES.signedIn, { headers }, session);
}

export default function VerifySignIn() {
  const { token } = useLoaderData<typeof loader>();
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
          {error || !token ? (
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
              <Text>Press the button to finish signing in on this device.</Text>
              <input type="hidden" name="token" value={token} />
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
