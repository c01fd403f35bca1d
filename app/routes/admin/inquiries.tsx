import { parseWithValibot } from "@conform-to/valibot";
import { Badge, type BadgeVariant, Button, Heading, Table } from "@gymroam/design-system";
import { data, Form, Link, useActionData, useLoaderData, useNavigation } from "react-router";
import {
  AdminCount,
  AdminPager,
  AdminQueryError,
  AdminStatusFilter,
  AdminTable,
  formatAdminTime,
} from "~/components/admin-list";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { getWorker } from "~/context.server";
import { getDb } from "~/db/client.server";
import { INQUIRY_NEXT, INQUIRY_STATUS_LABELS } from "~/domain/admin-lists";
import { INQUIRY_STATUSES, type InquiryStatus } from "~/domain/catalog";
import {
  ADMIN_LIST_MESSAGES,
  InquiryQuerySchema,
  InquiryStatusFormSchema,
  parseAdminQuery,
} from "~/domain/schemas/admin-lists";
import { adminListData, adminListRefused } from "~/lib/admin.server";
import { readForm } from "~/lib/form.server";
import { getAdmin } from "~/middleware/admin.server";
import { listInquiries } from "~/models/admin-lists.server";
import { pagePath } from "~/routes/+shared/api.server";
import { redirectWithToast } from "~/session.server";
import { changeInquiryStatus } from "~/use-cases/admin-decisions.server";
import { FAILURE_STATUS } from "~/use-cases/result";
import type { Route } from "./+types/inquiries";

/** /admin/inquiries?status=&page=: team booking inquiries, newest first, with their status. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const worker = getWorker(context);
  const params = new URL(request.url).searchParams;
  const parsed = parseAdminQuery(InquiryQuerySchema, params, ["status", "page"]);
  if (!parsed.ok) return adminListRefused(parsed.message);
  const list = await listInquiries(getDb(worker.config.db), parsed.query);
  return adminListData(parsed.query.status, list, (row) => ({
    ...row,
    createdAt: formatAdminTime(row.createdAt),
    createdAtIso: row.createdAt.toISOString(),
  }));
}

/** Marks an inquiry contacted or closed (forward only; the server checks the current status). */
export async function action({ request, context }: Route.ActionArgs) {
  const worker = getWorker(context);
  const submission = parseWithValibot(await readForm(request), { schema: InquiryStatusFormSchema });
  if (submission.status !== "success") {
    const issue = Object.values(submission.error ?? {}).flat()[0];
    return data({ message: issue ?? ADMIN_LIST_MESSAGES.inquiry }, { status: 400 });
  }
  const { inquiryId, status } = submission.value;
  const result = await changeInquiryStatus(
    { config: worker.config, actor: getAdmin(context) },
    { inquiryId, status },
  );
  if (!result.ok) return data({ message: result.message }, { status: FAILURE_STATUS[result.code] });
  return redirectWithToast(worker.config, request, pagePath(request), {
    title: "Inquiry updated",
    description: `${result.value.teamName}'s inquiry is now ${INQUIRY_STATUS_LABELS[status].toLowerCase()}.`,
  });
}

const STATUS_BADGE: Record<InquiryStatus, BadgeVariant> = {
  pending: "pending",
  contacted: "completed",
  closed: "outline",
};
const STATUS_OPTIONS = [
  { value: "all", label: "All statuses" },
  ...INQUIRY_STATUSES.map((value) => ({ value, label: INQUIRY_STATUS_LABELS[value] })),
];
const ACTION_LABELS: Record<InquiryStatus, string> = {
  pending: "",
  contacted: "Mark contacted",
  closed: "Close",
};
const COLUMNS = ["Received", "Gym", "Team", "Contact", "Preferred dates", "Requirements", "Status"] as const;

export default function AdminInquiries() {
  const { error, status, rows, total, page, pageCount, pageSize } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  return (
    <section aria-labelledby="inquiries-heading" className="flex min-w-0 flex-col gap-4">
      <Heading level={2} size="md" id="inquiries-heading">
        Team inquiries
      </Heading>
      <AdminStatusFilter
        path="/admin/inquiries"
        id="inquiries-status"
        label="team inquiries"
        status={status}
        options={STATUS_OPTIONS}
      />
      <AdminQueryError message={error ?? actionData?.message ?? null} />
      <AdminCount total={total} page={page} pageSize={pageSize} noun={["inquiry", "inquiries"]} />
      <AdminTable
        caption={
          status === "all"
            ? "Team booking inquiries, newest first"
            : `${INQUIRY_STATUS_LABELS[status]} team booking inquiries, newest first`
        }
        columns={COLUMNS}
        empty={`No team inquiries ${status === "all" ? "yet" : "with this status"}.`}
      >
        {rows.map((row) => (
          <Table.Row key={row.id} data-inquiry-id={row.id}>
            <Table.Cell className="min-w-28">
              <time dateTime={row.createdAtIso}>{row.createdAt}</time>
            </Table.Cell>
            <Table.Cell className="min-w-32">
              <Link to={`/gym/${row.gymId}`} className="font-semibold text-link underline">
                {row.gymName}
              </Link>
            </Table.Cell>
            <Table.Cell className="min-w-36">
              <span className="block font-semibold">{row.teamName}</span>
              <span className="block">Team size: {row.teamSize}</span>
              {row.sport ? <span className="block text-fg-muted">Sport: {row.sport}</span> : null}
            </Table.Cell>
            <Table.Cell className="min-w-44">
              <span className="block">{row.contactName}</span>
              <a href={`mailto:${row.email}`} className="block whitespace-nowrap text-link underline">
                {row.email}
              </a>
              {row.phone ? <span className="block whitespace-nowrap">{row.phone}</span> : null}
            </Table.Cell>
            <Table.Cell className="min-w-36 whitespace-pre-line">{row.preferredDates}</Table.Cell>
            <Table.Cell className="min-w-48 whitespace-pre-line">{row.specialRequirements}</Table.Cell>
            <Table.Cell className="min-w-36">
              <Badge variant={STATUS_BADGE[row.status]}>{INQUIRY_STATUS_LABELS[row.status]}</Badge>
              {INQUIRY_NEXT[row.status].length === 0 ? null : (
                <Form method="post" className="mt-2 flex flex-col items-start gap-2">
                  <input type="hidden" name="intent" value="status" />
                  <input type="hidden" name="inquiryId" value={row.id} />
                  {INQUIRY_NEXT[row.status].map((next) => (
                    <Button
                      key={next}
                      type="submit"
                      name="status"
                      value={next}
                      size="sm"
                      variant={next === "closed" ? "outline" : "secondary"}
                      disabled={busy}
                      className="whitespace-nowrap"
                      aria-label={`${ACTION_LABELS[next]}: ${row.teamName}`}
                    >
                      {ACTION_LABELS[next]}
                    </Button>
                  ))}
                </Form>
              )}
            </Table.Cell>
          </Table.Row>
        ))}
      </AdminTable>
      <AdminPager page={page} pageCount={pageCount} label="Team inquiry pages" />
    </section>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
