import { Badge, Button, Field, FilterIcon, Heading, Select, Stack, Table } from "@gymroam/design-system";
import { data, Form, Link, useLoaderData } from "react-router";
import {
  AdminCount,
  AdminPager,
  AdminQueryError,
  formatUtc,
  MAIL_STATUS_BADGE,
} from "~/components/admin-list";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { getWorker } from "~/context.server";
import { getDb } from "~/db/client.server";
import { OutboxQuerySchema, parseAdminQuery } from "~/domain/schemas/admin-lists";
import { ADMIN_HEADERS } from "~/lib/admin.server";
import { listOutbox } from "~/models/admin-lists.server";
import type { Route } from "./+types/outbox";

/** /admin/outbox?kind=&page=: every message the product sends, newest first. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const worker = getWorker(context);
  const params = new URL(request.url).searchParams;
  const parsed = parseAdminQuery(OutboxQuerySchema, params, ["kind", "page"]);
  if (!parsed.ok)
    return data(
      { error: parsed.message, kind: "", kinds: [], rows: [], total: 0, page: 1, pageCount: 1, pageSize: 1 },
      { status: 400, headers: ADMIN_HEADERS },
    );
  const list = await listOutbox(getDb(worker.config.db), parsed.query);
  return data(
    {
      error: null,
      kind: parsed.query.kind,
      // A kind in the URL that no message has (yet) stays selectable, so the select shows the filter.
      kinds:
        parsed.query.kind && !list.kinds.includes(parsed.query.kind)
          ? [...list.kinds, parsed.query.kind]
          : list.kinds,
      rows: list.rows.map((row) => ({
        ...row,
        createdAt: formatUtc(row.createdAt),
        createdAtIso: row.createdAt.toISOString(),
      })),
      total: list.total,
      page: list.page,
      pageCount: list.pageCount,
      pageSize: list.pageSize,
    },
    { headers: ADMIN_HEADERS },
  );
}

const COLUMNS = ["Created", "To", "Subject", "Kind", "Status"] as const;

export default function AdminOutbox() {
  const { error, kind, kinds, rows, total, page, pageCount, pageSize } = useLoaderData<typeof loader>();
  const options = [{ value: "", label: "All kinds" }, ...kinds.map((k) => ({ value: k, label: k }))];
  return (
    <section aria-labelledby="outbox-heading" className="flex min-w-0 flex-col gap-4">
      <Heading level={2} size="md" id="outbox-heading">
        Mail outbox
      </Heading>
      <Form
        key={kind}
        method="get"
        action="/admin/outbox"
        role="search"
        aria-label="Filter the outbox"
        className="grid items-end gap-3 sm:grid-cols-[16rem_auto]"
      >
        <Field.Root id="outbox-kind">
          <Field.Label>Kind</Field.Label>
          <Select name="kind" options={options} defaultValue={kind} />
        </Field.Root>
        <Stack direction="row" gap="sm" align="center">
          <Button type="submit" variant="secondary">
            <FilterIcon aria-hidden="true" /> Filter
          </Button>
          {kind ? (
            <Button asChild variant="ghost">
              <Link to="/admin/outbox">Clear</Link>
            </Button>
          ) : null}
        </Stack>
      </Form>
      <AdminQueryError message={error} />
      <AdminCount total={total} page={page} pageSize={pageSize} noun={["message", "messages"]} />
      <Table.Root
        caption={kind ? `Outbox messages of kind ${kind}, newest first` : "Outbox messages, newest first"}
      >
        <Table.Header>
          <Table.Row>
            {COLUMNS.map((column) => (
              <Table.Head key={column}>{column}</Table.Head>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.length === 0 ? (
            <Table.Row>
              <Table.Cell colSpan={COLUMNS.length} className="py-6 text-center text-fg-muted">
                {kind ? "No messages of this kind." : "No messages yet."}
              </Table.Cell>
            </Table.Row>
          ) : (
            rows.map((row) => (
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
                <Table.Cell className="font-mono text-xs whitespace-nowrap">{row.kind}</Table.Cell>
                <Table.Cell>
                  <Badge variant={MAIL_STATUS_BADGE[row.status]}>{row.status}</Badge>
                </Table.Cell>
              </Table.Row>
            ))
          )}
        </Table.Body>
      </Table.Root>
      <AdminPager page={page} pageCount={pageCount} label="Outbox pages" />
    </section>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
