import { Button, Card, Container, Field, Heading, Input, Stack, Text } from "@gymroam/design-system";
import { data, Form, useActionData, useLoaderData, useNavigation } from "react-router";
import { BRAND } from "~/config/brand";
import { getWorker } from "~/context.server";
import { ADMIN_MESSAGES } from "~/domain/admin";
import { ADMIN_HEADERS } from "~/lib/admin.server";
import { readForm } from "~/lib/form.server";
import { signedInAdminMiddleware } from "~/middleware/admin.server";
import { sessionCookie } from "~/models/admin-auth.server";
import { redirectWithToast } from "~/session.server";
import { signInAdmin } from "~/use-cases/admin-sign-in.server";
import type { Route } from "./+types/route";

/** Signed in already: on to /admin. (Attempts are rate-limited by the root middleware.) */
export const middleware: Route.MiddlewareFunction[] = [signedInAdminMiddleware];

export async function loader({ context }: Route.LoaderArgs) {
  const { config } = getWorker(context);
  const configured = Boolean(config.adminPassword) && config.sessionSecrets.length > 0;
  return data({ configured }, { headers: ADMIN_HEADERS });
}

export function meta() {
  return [{ title: `Admin sign-in | ${BRAND.name}` }, { name: "robots", content: "noindex" }];
}

export async function action({ request, context }: Route.ActionArgs) {
  const { config } = getWorker(context);
  const form = await readForm(request);
  const password = form.get("password");
  const result = await signInAdmin(config, {
    password: typeof password === "string" ? password : "",
    request,
  });
  // Paused sign-in is said in the form itself, with Retry-After; a wrong password is the spec's toast.
  if (!result.ok && result.code === "rate_limited")
    return data(
      { message: result.message },
      { status: 429, headers: { ...ADMIN_HEADERS, "Retry-After": String(result.retryAfter ?? 60) } },
    );
  if (!result.ok)
    return redirectWithToast(config, request, "/admin-login", {
      title: ADMIN_MESSAGES.loginFailed.title,
      description: result.message,
      variant: "destructive",
    });
  return redirectWithToast(config, request, "/admin", ADMIN_MESSAGES.loginSucceeded, {
    headers: { "Set-Cookie": sessionCookie(result.value.token, result.value.expiresAt) },
  });
}

export default function AdminLogin() {
  const { configured } = useLoaderData<typeof loader>();
  const paused = useActionData<typeof action>()?.message;
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  return (
    <Container size="sm" className="py-16">
      <Card.Root>
        <Card.Header>
          <Heading level={1} size="lg">
            Admin sign-in
          </Heading>
        </Card.Header>
        <Card.Content>
          {configured ? (
            <Form method="post" className="flex flex-col gap-4">
              <Field.Root id="admin-password">
                <Field.Label required>Password</Field.Label>
                <Input
                  type="password"
                  name="password"
                  autoComplete="current-password"
                  required
                  maxLength={1000}
                />
              </Field.Root>
              {paused ? (
                <Text role="alert" className="font-medium text-danger-fg">
                  {paused}
                </Text>
              ) : null}
              <Stack direction="row" align="center" gap="md">
                <Button type="submit" disabled={busy}>
                  {busy ? "Signing in..." : "Sign in"}
                </Button>
              </Stack>
              <Text size="sm" tone="muted">
                After 5 wrong passwords sign-in pauses for 15 minutes.
              </Text>
            </Form>
          ) : (
            <Text role="alert">{ADMIN_MESSAGES.notConfigured}</Text>
          )}
        </Card.Content>
      </Card.Root>
    </Container>
  );
}
