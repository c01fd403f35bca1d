import { Alert, Button, Container, Heading, Stack, Text } from "@gymroam/design-system";
import { data, Form, useActionData, useLoaderData } from "react-router";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { BRAND } from "~/config/brand";
import { getWorker } from "~/context.server";
import { UNSUBSCRIBE_MESSAGES } from "~/domain/unsubscribe";
import { drainBody } from "~/lib/form.server";
import { caseContext } from "~/use-cases/context.server";
import { FAILURE_STATUS } from "~/use-cases/result";
import { checkOptOutLink, optOutOfReviewRequests } from "~/use-cases/unsubscribe.server";
import type { Route } from "./+types/route";

/**
 * /unsubscribe/{booking id}/{signature}: the review request's List-Unsubscribe link. Opening it
 * changes nothing (link checkers open links); the button posts, and so does a mail client's
 * one-click unsubscribe (RFC 8058: `List-Unsubscribe=One-Click`, answered 200).
 */
export async function loader({ context, params }: Route.LoaderArgs) {
  const ctx = caseContext(getWorker(context).config);
  const valid = await checkOptOutLink(ctx, params);
  return data({ valid }, { status: valid ? 200 : 404, headers: { "Cache-Control": "private, no-store" } });
}

export async function action({ context, params, request }: Route.ActionArgs) {
  // The body says nothing we need (one-click sends `List-Unsubscribe=One-Click`, the button nothing).
  await drainBody(request);
  const result = await optOutOfReviewRequests(caseContext(getWorker(context).config), params);
  if (!result.ok)
    return data({ done: false, error: result.message }, { status: FAILURE_STATUS[result.code] });
  return data({ done: true, error: null });
}

export default function Unsubscribe() {
  const { valid } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  return (
    <Container size="sm">
      <Stack gap="md">
        <Heading level={1}>Review requests</Heading>
        {answer?.done ? (
          <Alert variant="info" role="status">
            {UNSUBSCRIBE_MESSAGES.done}
          </Alert>
        ) : !valid || answer?.error ? (
          <Alert variant="danger">{answer?.error ?? UNSUBSCRIBE_MESSAGES.invalid}</Alert>
        ) : (
          <>
            <Text>
              After a visit, {BRAND.name} e-mails you to ask for a review of the gym. Stop these e-mails to
              this address?
            </Text>
            <Form method="post">
              <Button type="submit">Unsubscribe</Button>
            </Form>
          </>
        )}
      </Stack>
    </Container>
  );
}

export function meta() {
  return [{ title: `Unsubscribe | ${BRAND.name}` }, { name: "robots", content: "noindex" }];
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
