import { Badge, Field, Heading, Select, Table } from "@gymroam/design-system";
import { data, Form, Link, useLoaderData } from "react-router";
import {
  AdminCount,
  AdminFilterButtons,
  AdminPager,
  AdminQueryError,
  AdminTable,
  formatAdminTime,
  MAIL_STATUS_BADGE,
} from "~/components/admin-list";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { getWorker } from "~/context.server";
import { getDb } from "~/db/client.server";
import { MAIL_STATUSES } from "~/domain/catalog";
import { OutboxQuerySchema, parseAdminQuery } from "~/domain/schemas/admin-lists";
import { ADMIN_HEADERS } from "~/lib/admin.server";
import { listOutbox } from "~/models/admin-lists.server";
import type { Route } from "./+types/outbox";

/**
 * /admin/outbox?status=&kind=&page=: every message the product sends, newest first, with where its
 * delivery stands (queued, sending, sent, failed), its attempts and its last error.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const worker = getWorker(context);
  const params = new URL(request.url).searchParams;
  const parsed = parseAdminQuery(OutboxQuerySchema, params, ["status", "kind", "page"]);
  if (!parsed.ok)
    return data(
      {
        error: parsed.message,
        status: "all" as const,
        kind: "",
        kinds: [],
        rows: [],
        total: 0,
        page: 1,
        pageCount: 1,
        pageSize: 1,
      },
      { status: 400, headers: ADMIN_HEADERS },
    );
  const list = await listOutbox(getDb(worker.config.db), parsed.query);
  return data(
    {
      error: null,
      status: parsed.query.status,
      kind: parsed.query.kind,
      // A kind in the URL that no message has (yet) stays selectable, so the select shows the filter.
      kinds:
        parsed.query.kind && !list.kinds.includes(parsed.query.kind)
          ? [...list.kinds, parsed.query.kind]
          : list.kinds,
      rows: list.rows.map((row) => ({
        ...row,
        createdAt: formatAdminTime(row.createdAt),
        createdAtIso: row.createdAt.toISOString(),
        sentAt: formatAdminTime(row.sentAt),
      })),
      total: list.total,
      page: list.page,
      pageCount: list.pageCount,
      pageSize: list.pageSize,
    },
    { headers: ADMIN_HEADERS },
  );
}

const COLUMNS = ["Created", "To", "Subject", "Kind", "Status", "Attempts", "Last error"] as const;
const STATUS_OPTIONS = [
  { value: "all", label: "All statuses" },
  ...MAIL_STATUSES.map((value) => ({ value, label: value[0]!.toUpperCase() + value.slice(1) })),
];

export default function AdminOutbox() {
  const { error, status, kind, kinds, rows, total, page, pageCount, pageSize } =
    useLoaderData<typeof loader>();
  const filtered = kind !== "" || status !== "all";
  const options = [
    { value: "", label: "All kinds" },
    ...kinds.map((k) => ({ value: k, label: kindLabel(k) })),
  ];
  return (
    <section aria-labelledby="outbox-heading" className="flex min-w-0 flex-col gap-4">
      <Heading level={2} size="md" id="outbox-heading">
        Mail outbox
      </Heading>
      <Form
        key={`${status}/${kind}`}
        method="get"
        action="/admin/outbox"
        role="search"
        aria-label="Filter the outbox"
        className="grid items-end gap-3 sm:grid-cols-[12rem_16rem_auto]"
      >
        <Field.Root id="outbox-status">
          <Field.Label>Status</Field.Label>
          <Select name="status" options={STATUS_OPTIONS} defaultValue={status} />
        </Field.Root>
        <Field.Root id="outbox-kind">
          <Field.Label>Kind</Field.Label>
          <Select name="kind" options={options} defaultValue={kind} />
        </Field.Root>
        <AdminFilterButtons clearTo={filtered ? "/admin/outbox" : null} />
      </Form>
      <AdminQueryError message={error} />
      <AdminCount total={total} page={page} pageSize={pageSize} noun={["message", "messages"]} />
      <AdminTable
        caption={`${status === "all" ? "Outbox messages" : `Outbox messages ${status}`}${kind ? ` of kind ${kind}` : ""}, newest first`}
        columns={COLUMNS}
        empty={filtered ? "No messages match this filter." : "No messages yet."}
      >
        {rows.map((row) => (
          <Table.Row key={row.id} data-mail-id={row.id}>
            <Table.Cell className="whitespace-nowrap">
              <time dateTime={row.createdAtIso}>{row.createdAt}</time>
            </Table.Cell>
            <Table.Cell className="whitespace-nowrap">{row.toAddress}</Table.Cell>
            <Table.Cell className="min-w-60">
              <Link to={`/admin/outbox/${row.id}`} className="font-semibold text-link underline">
                {row.subject}
              </Link>
            </Table.Cell>
            <Table.Cell className="text-xs whitespace-nowrap">{kindLabel(row.kind)}</Table.Cell>
            <Table.Cell className="whitespace-nowrap">
              <Badge variant={MAIL_STATUS_BADGE[row.status]}>{row.status}</Badge>
              {row.sentAt ? <span className="mt-1 block text-xs text-fg-muted">{row.sentAt}</span> : null}
            </Table.Cell>
            <Table.Cell className="text-right tabular-nums">{row.attempts}</Table.Cell>
            <Table.Cell className="min-w-48 max-w-80 text-sm break-words text-danger-fg">
              {row.lastError ?? ""}
            </Table.Cell>
          </Table.Row>
        ))}
      </AdminTable>
      <AdminPager page={page} pageCount={pageCount} label="Outbox pages" />
    </section>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}

/** A message kind in words: "owner_booking_cancellation" reads "Owner booking cancellation". */
function kindLabel(kind: string): string {
  const words = kind.replaceAll("_", " ");
  return words.charAt(0).toUpperCase() + words.slice(1);
}
