import { Badge, Button, Field, FilterIcon, Heading, Select, Stack, Table } from "@gymroam/design-system";
import { data, Form, Link, useLoaderData } from "react-router";
import { APPLICATION_STATUS_BADGE } from "~/components/admin-approval";
import { AdminCount, AdminPager, AdminQueryError, formatUtc } from "~/components/admin-list";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { getWorker } from "~/context.server";
import { getDb } from "~/db/client.server";
import { APPLICATION_STATUS_LABELS } from "~/domain/admin-approvals";
import { APPLICATION_STATUSES } from "~/domain/catalog";
import { parseApplicationQuery } from "~/domain/schemas/admin-approvals";
import { ADMIN_HEADERS, requireAdminPage } from "~/lib/admin.server";
import { listGymApplications } from "~/models/gym-application-review.server";
import type { Route } from "./+types/gym-applications";

/** /admin/gym-applications?status=&page=: the spec's list view of gym-owner applications, newest first. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const worker = getWorker(context);
  await requireAdminPage(worker, request);
  const parsed = parseApplicationQuery(new URL(request.url).searchParams);
  if (!parsed.ok)
    return data(
      {
        error: parsed.message,
        status: "all" as const,
        rows: [],
        total: 0,
        page: 1,
        pageCount: 1,
        pageSize: 1,
      },
      { status: 400, headers: ADMIN_HEADERS },
    );
  const list = await listGymApplications(getDb(worker.config.db), parsed.query);
  return data(
    {
      error: null,
      status: parsed.query.status,
      rows: list.rows.map((row) => ({
        ...row,
        submittedAt: formatUtc(row.submittedAt),
        submittedAtIso: row.submittedAt.toISOString(),
      })),
      total: list.total,
      page: list.page,
      pageCount: list.pageCount,
      pageSize: list.pageSize,
    },
    { headers: ADMIN_HEADERS },
  );
}

const STATUS_OPTIONS = [
  { value: "all", label: "All statuses" },
  ...APPLICATION_STATUSES.map((value) => ({ value, label: APPLICATION_STATUS_LABELS[value] })),
];
const COLUMNS = [
  "Id",
  "Gym and business",
  "Contact",
  "City",
  "Country",
  "Status",
  "Submitted",
  "Review",
] as const;

export default function AdminGymApplications() {
  const { error, status, rows, total, page, pageCount, pageSize } = useLoaderData<typeof loader>();
  return (
    <section aria-labelledby="gym-applications-heading" className="flex min-w-0 flex-col gap-4">
      <Heading level={2} size="md" id="gym-applications-heading">
        Gym applications
      </Heading>
      <Form
        key={status}
        method="get"
        action="/admin/gym-applications"
        role="search"
        aria-label="Filter gym applications"
        className="grid items-end gap-3 sm:grid-cols-[14rem_auto]"
      >
        <Field.Root id="gym-applications-status">
          <Field.Label>Status</Field.Label>
          <Select name="status" options={STATUS_OPTIONS} defaultValue={status} />
        </Field.Root>
        <Stack direction="row" gap="sm" align="center">
          <Button type="submit" variant="secondary">
            <FilterIcon aria-hidden="true" /> Filter
          </Button>
          {status !== "all" ? (
            <Button asChild variant="ghost">
              <Link to="/admin/gym-applications">Clear</Link>
            </Button>
          ) : null}
        </Stack>
      </Form>
      <AdminQueryError message={error} />
      <AdminCount total={total} page={page} pageSize={pageSize} noun={["application", "applications"]} />
      <Table.Root
        caption={
          status === "all"
            ? "Gym applications, newest first"
            : `${APPLICATION_STATUS_LABELS[status]} gym applications, newest first`
        }
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
                No gym applications {status === "all" ? "yet" : "with this status"}.
              </Table.Cell>
            </Table.Row>
          ) : (
            rows.map((row) => (
              <Table.Row key={row.id} data-application-id={row.id}>
                <Table.Cell>{row.id}</Table.Cell>
                <Table.Cell className="min-w-40">
                  <span className="block font-semibold">{row.gymName}</span>
                  <span className="block text-fg-muted">{row.businessName}</span>
                </Table.Cell>
                <Table.Cell className="min-w-44">
                  <span className="block">{row.contactName}</span>
                  <a
                    href={`mailto:${row.contactEmail}`}
                    className="block whitespace-nowrap text-link underline"
                  >
                    {row.contactEmail}
                  </a>
                </Table.Cell>
                <Table.Cell>{row.city}</Table.Cell>
                <Table.Cell className="whitespace-nowrap">{row.country}</Table.Cell>
                <Table.Cell>
                  <Badge variant={APPLICATION_STATUS_BADGE[row.status]}>
                    {APPLICATION_STATUS_LABELS[row.status]}
                  </Badge>
                </Table.Cell>
                <Table.Cell className="whitespace-nowrap">
                  <time dateTime={row.submittedAtIso}>{row.submittedAt}</time>
                </Table.Cell>
                <Table.Cell>
                  <Button asChild size="sm" variant={row.status === "pending" ? "primary" : "outline"}>
                    <Link to={`/admin/gym-applications/${row.id}`} aria-label={`Review ${row.gymName}`}>
                      Review
                    </Link>
                  </Button>
                </Table.Cell>
              </Table.Row>
            ))
          )}
        </Table.Body>
      </Table.Root>
      <AdminPager page={page} pageCount={pageCount} label="Gym application pages" />
    </section>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
