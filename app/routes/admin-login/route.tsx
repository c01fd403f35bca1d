import { Button, Card, Container, Field, Heading, Input, Stack, Text } from "@gymroam/design-system";
import { data, Form, redirect, useLoaderData, useNavigation } from "react-router";
import { BRAND } from "~/config/brand";
import { getWorker } from "~/context.server";
import { getDb } from "~/db/client.server";
import { ADMIN_MESSAGES } from "~/domain/admin";
import { ADMIN_HEADERS } from "~/lib/admin.server";
import { readForm } from "~/lib/form.server";
import { clientHash, isAdmin, login, sessionCookie } from "~/models/admin-auth.server";
import { redirectWithToast } from "~/session.server";
import type { Route } from "./+types/route";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { config } = getWorker(context);
  if (await isAdmin(getDb(config.db), request, Date.now())) throw redirect("/admin");
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
  if (typeof password !== "string" || password === "" || password.length > 1000)
    return redirectWithToast(config, request, "/admin-login", {
      title: ADMIN_MESSAGES.loginFailed.title,
      description: ADMIN_MESSAGES.passwordRequired,
      variant: "destructive",
    });
  const result = await login(
    getDb(config.db),
    config,
    await clientHash(config, request),
    password,
    Date.now(),
  );
  if (!result.ok)
    return redirectWithToast(config, request, "/admin-login", {
      title: ADMIN_MESSAGES.loginFailed.title,
      description: result.message,
      variant: "destructive",
    });
  return redirectWithToast(config, request, "/admin", ADMIN_MESSAGES.loginSucceeded, {
    headers: { "Set-Cookie": sessionCookie(result.token, result.expiresAt) },
  });
}

export default function AdminLogin() {
  const { configured } = useLoaderData<typeof loader>();
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
