import { parseWithValibot } from "@conform-to/valibot";
import {
  Alert,
  ArrowLeftIcon,
  Badge,
  Button,
  Card,
  EmptyState,
  Heading,
  MailIcon,
  Stack,
} from "@gymroam/design-system";
import { data, Form, Link, useActionData, useLoaderData, useNavigation } from "react-router";
import * as v from "valibot";
import { formatAdminTime, MAIL_STATUS_BADGE } from "~/components/admin-list";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { getWorker } from "~/context.server";
import { getDb } from "~/db/client.server";
import { ADMIN_HEADERS } from "~/lib/admin.server";
import { readForm } from "~/lib/form.server";
import { getAdmin } from "~/middleware/admin.server";
import { getOutboxMessage } from "~/models/admin-lists.server";
import { pagePath, parseId } from "~/routes/+shared/api.server";
import { redirectWithToast } from "~/session.server";
import { resendMail } from "~/use-cases/resend-mail.server";
import { FAILURE_STATUS } from "~/use-cases/result";
import type { Route } from "./+types/outbox-message";

const NOT_FOUND = "Message not found: it may have been removed, or the link is wrong.";

/** /admin/outbox/:id: one outbox message in full. Every text is rendered as text, never as HTML. */
export async function loader({ context, params }: Route.LoaderArgs) {
  const worker = getWorker(context);
  const id = parseId(params.id);
  const message = id === undefined ? undefined : await getOutboxMessage(getDb(worker.config.db), id);
  if (!message) throw data({ message: NOT_FOUND }, { status: 404, headers: ADMIN_HEADERS });
  return data(
    {
      message: {
        ...message,
        createdAt: formatAdminTime(message.createdAt),
        createdAtIso: message.createdAt.toISOString(),
        sentAt: formatAdminTime(message.sentAt),
        nextAttemptAt: message.status === "queued" ? formatAdminTime(message.nextAttemptAt) : "",
      },
    },
    { headers: ADMIN_HEADERS },
  );
}

const RESEND_REFUSED = "Unknown request: use the Resend button.";
const ResendFormSchema = v.object({ intent: v.literal("resend", RESEND_REFUSED) });

/**
 * Resend: a sent or failed message goes back to the queue with a fresh attempt budget (the worker
 * kicks the outbox after this response). The admin middleware has checked the session and origin.
 */
export async function action({ request, context, params }: Route.ActionArgs) {
  const worker = getWorker(context);
  const submission = parseWithValibot(await readForm(request), { schema: ResendFormSchema });
  const id = parseId(params.id);
  if (submission.status !== "success" || id === undefined)
    return data({ message: RESEND_REFUSED }, { status: 400 });
  const result = await resendMail({ config: worker.config, actor: getAdmin(context) }, { id });
  if (!result.ok) return data({ message: result.message }, { status: FAILURE_STATUS[result.code] });
  return redirectWithToast(worker.config, request, pagePath(request), {
    title: "Message queued again",
    description: `It will be sent to ${result.value.to} in a moment.`,
  });
}

function BackLink() {
  return (
    <Button asChild variant="ghost" size="sm" className="w-fit">
      <Link to="/admin/outbox">
        <ArrowLeftIcon aria-hidden="true" /> Back to the outbox
      </Link>
    </Button>
  );
}

export default function AdminOutboxMessage() {
  const { message } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  const canResend = message.status === "sent" || message.status === "failed";
  const facts: [string, string | number | null][] = [
    ["From", message.fromAddress],
    ["To", message.toAddress],
    ["Kind", message.kind],
    ["Created", message.createdAt],
    ["Sent", message.sentAt || "Not yet"],
    ["Next attempt", message.nextAttemptAt],
    ["Attempts", message.attempts],
    ["Message-ID", message.messageId],
    ["Provider id", message.providerMessageId],
    ["Related to", message.relatedType ? `${message.relatedType} ${message.relatedId ?? ""}`.trim() : null],
  ];
  return (
    <article aria-labelledby="outbox-message-heading" className="flex min-w-0 flex-col gap-4">
      <BackLink />
      <Card.Root>
        <Card.Header>
          <p className="text-sm text-fg-muted">Message {message.id}</p>
          <Heading level={2} size="md" id="outbox-message-heading" className="break-words">
            {message.subject}
          </Heading>
          <Badge variant={MAIL_STATUS_BADGE[message.status]}>{message.status}</Badge>
        </Card.Header>
        <Card.Content className="flex flex-col gap-4">
          {actionData?.message ? <Alert variant="danger">{actionData.message}</Alert> : null}
          {message.lastError ? (
            <Alert variant={message.status === "failed" ? "danger" : "warning"} title="Last error">
              {message.lastError}
            </Alert>
          ) : null}
          <Stack direction="row" gap="sm" align="center" className="flex-wrap">
            {canResend ? (
              <Form method="post">
                <input type="hidden" name="intent" value="resend" />
                <Button type="submit" variant="secondary" size="sm" disabled={busy}>
                  Resend
                </Button>
              </Form>
            ) : null}
            {message.hasRaw ? (
              <Button asChild variant="ghost" size="sm">
                <a href={`/admin/outbox/${message.id}/raw`}>View raw source (RFC 5322)</a>
              </Button>
            ) : null}
          </Stack>
          <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[8rem_minmax(0,1fr)]">
            {facts
              .filter(([, value]) => value !== null && value !== "")
              .map(([label, value]) => (
                <div key={label} className="contents">
                  <dt className="font-semibold text-fg-muted">{label}</dt>
                  <dd className="mb-2 [overflow-wrap:anywhere] sm:mb-0">
                    {label === "Created" ? <time dateTime={message.createdAtIso}>{value}</time> : value}
                  </dd>
                </div>
              ))}
          </dl>
          <section aria-labelledby="outbox-text-heading" className="flex flex-col gap-2">
            <Heading level={3} size="sm" id="outbox-text-heading">
              Text body
            </Heading>
            <pre
              data-testid="outbox-text-body"
              className="max-w-full rounded-lg border border-border bg-surface-muted p-4 font-mono text-sm whitespace-pre-wrap break-words"
            >
              {message.textBody}
            </pre>
          </section>
          {message.htmlBody ? (
            <details className="rounded-lg border border-border p-3">
              <summary className="cursor-pointer font-semibold">HTML version (source, not rendered)</summary>
              <pre className="mt-3 max-w-full font-mono text-xs whitespace-pre-wrap break-words">
                {message.htmlBody}
              </pre>
            </details>
          ) : null}
        </Card.Content>
      </Card.Root>
    </article>
  );
}

export function ErrorBoundary() {
  return (
    <GeneralErrorBoundary
      statusHandlers={{
        404: () => (
          <EmptyState
            icon={<MailIcon aria-hidden="true" />}
            title="Message not found"
            description={NOT_FOUND}
            action={
              <Button asChild>
                <Link to="/admin/outbox">Back to the outbox</Link>
              </Button>
            }
          />
        ),
      }}
    />
  );
}
