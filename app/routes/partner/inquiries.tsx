import { parseWithValibot } from "@conform-to/valibot";
import {
  Alert,
  Button,
  Field,
  Heading,
  InquiryCard,
  Select,
  Stack,
  Text,
  Textarea,
} from "@gymroam/design-system";
import { data, Form, useActionData, useLoaderData, useNavigation } from "react-router";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { PartnerGymFilter } from "~/components/partner-gym-filter";
import { getWorker } from "~/context.server";
import { getDb } from "~/db/client.server";
import { INQUIRY_STATUSES } from "~/domain/catalog";
import { INQUIRY_STATUS_LABELS, type InquiryStatus, nextStatuses } from "~/domain/inquiry-status";
import { InquiryActionSchema } from "~/domain/schemas/partner";
import { readForm } from "~/lib/form.server";
import { ownerInquiries } from "~/models/gym-inquiries.server";
import { pagePath } from "~/routes/+shared/api.server";
import { gymOptions, ownerScope } from "~/routes/+shared/partner-scope.server";
import { redirectWithToast } from "~/session.server";
import { caseContext } from "~/use-cases/context.server";
import { replyToInquiry, setInquiryStatus } from "~/use-cases/owner-inquiries.server";
import { FAILURE_STATUS } from "~/use-cases/result";
import type { Route } from "./+types/inquiries";

/**
 * /partner/inquiries?status=&gym=: team booking inquiries and athletes' messages to the
 * owner's gyms, newest first, with their follow-up status; the owner moves the status on or replies by
 * e-mail (through the outbox, Reply-To the owner; a pending one becomes contacted).
 */

export function meta() {
  return [{ title: "Inquiries | Partner console" }];
}

const STATUS_FILTER = [
  { value: "all", label: "All statuses" },
  ...INQUIRY_STATUSES.map((value) => ({ value, label: INQUIRY_STATUS_LABELS[value] })),
];

const ACTION_LABELS: Record<InquiryStatus, string> = {
  pending: "Mark pending",
  contacted: "Mark contacted",
  closed: "Close",
};

/** "24 Nov 2026, 14:05" in the gym's zone. */
function receivedAt(instant: Date, timeZone: string) {
  return new Intl.DateTimeFormat("en-NZ", {
    day: "numeric",
    month: "short",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
    timeZone,
  }).format(instant);
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { config } = getWorker(context);
  const scope = await ownerScope(context, request);
  const rawStatus = new URL(request.url).searchParams.get("status");
  const status = INQUIRY_STATUSES.find((s) => s === rawStatus);
  const rows = await ownerInquiries(
    getDb(config.db),
    scope.selected.map((g) => g.id),
    status,
  );
  const zoneOf = new Map(scope.gyms.map((g) => [g.id, g.timeZone]));
  return data(
    {
      status: status ?? "all",
      gymId: scope.gymId,
      gymOptions: scope.gyms.length > 1 ? gymOptions(scope.gyms) : null,
      inquiries: rows.map((row) => ({
        key: `${row.kind}-${row.id}`,
        kind: row.kind,
        id: row.id,
        kindLabel: row.kind === "team" ? "Team inquiry" : "Message",
        title: row.teamName ?? row.name,
        name: row.name,
        email: row.email,
        phone: row.phone,
        gymName: row.gymName,
        status: row.status,
        received: receivedAt(row.createdAt, zoneOf.get(row.gymId) ?? "Pacific/Auckland"),
        details: [
          ...(row.teamSize !== null ? [["Team size", String(row.teamSize)] as [string, string]] : []),
          ...(row.sport ? [["Sport", row.sport] as [string, string]] : []),
          ...(row.preferredDates ? [["Preferred dates", row.preferredDates] as [string, string]] : []),
        ],
        body: row.body,
        replies:
          row.replies === 0
            ? "Not replied yet"
            : row.replies === 1
              ? "Replied once"
              : `Replied ${row.replies} times`,
        next: nextStatuses(row.status),
      })),
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  const worker = getWorker(context);
  const scope = await ownerScope(context, request);
  const submission = parseWithValibot(await readForm(request), { schema: InquiryActionSchema });
  if (submission.status !== "success") {
    const message = Object.values(submission.error ?? {}).flat()[0] ?? "Choose an inquiry and what to do.";
    return data({ message, key: null as string | null }, { status: 400 });
  }
  const input = submission.value;
  const ctx = caseContext(worker.config);
  const result =
    input.intent === "status"
      ? await setInquiryStatus(ctx, {
          ownerId: scope.ownerId,
          kind: input.kind,
          id: input.id,
          status: input.status,
        })
      : await replyToInquiry(ctx, {
          ownerId: scope.ownerId,
          ownerEmail: scope.ownerEmail,
          kind: input.kind,
          id: input.id,
          reply: input.reply,
        });
  if (!result.ok)
    return data(
      { message: result.message, key: `${input.kind}-${input.id}` },
      { status: FAILURE_STATUS[result.code] },
    );
  return redirectWithToast(worker.config, request, pagePath(request), {
    title: input.intent === "reply" ? "Reply sent" : "Inquiry updated",
    description:
      input.intent === "reply"
        ? `Your reply is on its way; answers come to ${scope.ownerEmail}.`
        : `Now ${INQUIRY_STATUS_LABELS[result.value.status].toLowerCase()}.`,
  });
}

export default function PartnerInquiries() {
  const page = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  return (
    <Stack gap="lg">
      <Heading level={2} size="lg">
        Inquiries and messages
      </Heading>
      <Form method="get" className="flex flex-wrap items-end gap-3">
        <Field.Root id="inquiries-status">
          <Field.Label>Status</Field.Label>
          <Select name="status" defaultValue={page.status} options={STATUS_FILTER} />
        </Field.Root>
        <PartnerGymFilter id="inquiries-gym" gymId={page.gymId} gymOptions={page.gymOptions} />
      </Form>
      {actionData?.message && !actionData.key ? <Alert variant="danger">{actionData.message}</Alert> : null}
      {page.inquiries.length === 0 ? (
        <Text tone="muted">
          {page.status === "all" ? "No inquiries or messages yet." : "No inquiries with this status."}
        </Text>
      ) : (
        <ul className="flex flex-col gap-4">
          {page.inquiries.map((inq) => (
            <li key={inq.key}>
              <InquiryCard
                kindLabel={inq.kindLabel}
                title={inq.title}
                name={inq.name}
                email={inq.email}
                phone={inq.phone}
                gymName={inq.gymName}
                status={inq.status}
                received={inq.received}
                details={inq.details}
                body={inq.body}
                replies={inq.replies}
                actions={
                  <>
                    {actionData?.key === inq.key ? (
                      <Alert variant="danger">{actionData.message}</Alert>
                    ) : null}
                    {inq.next.length > 0 ? (
                      <Form method="post" className="flex flex-wrap gap-2">
                        <input type="hidden" name="intent" value="status" />
                        <input type="hidden" name="kind" value={inq.kind} />
                        <input type="hidden" name="id" value={inq.id} />
                        {inq.next.map((next) => (
                          <Button
                            key={next}
                            type="submit"
                            name="status"
                            value={next}
                            size="sm"
                            variant={next === "closed" ? "outline" : "secondary"}
                            disabled={busy}
                          >
                            {ACTION_LABELS[next]}
                          </Button>
                        ))}
                      </Form>
                    ) : null}
                    <Form method="post" className="flex flex-col gap-2">
                      <input type="hidden" name="intent" value="reply" />
                      <input type="hidden" name="kind" value={inq.kind} />
                      <input type="hidden" name="id" value={inq.id} />
                      <Field.Root id={`reply-${inq.key}`}>
                        <Field.Label>Reply to {inq.name}</Field.Label>
                        <Field.Description>
                          Sent by e-mail; their answer comes to your e-mail.
                        </Field.Description>
                        <Textarea name="reply" rows={3} maxLength={5000} required />
                      </Field.Root>
                      <Button type="submit" size="sm" className="self-start" disabled={busy}>
                        Send reply
                      </Button>
                    </Form>
                  </>
                }
              />
            </li>
          ))}
        </ul>
      )}
    </Stack>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
