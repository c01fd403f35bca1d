import { Badge, Button, Field, FilterIcon, Heading, Select, Stack, Table } from "@gymroam/design-system";
import { data, Form, Link, useLoaderData } from "react-router";
import { APPLICATION_STATUS_BADGE } from "~/components/admin-approval";
import { AdminCount, AdminPager, AdminQueryError, formatUtc } from "~/components/admin-list";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { getWorker } from "~/context.server";
import { getDb } from "~/db/client.server";
import { APPLICATION_STATUS_LABELS } from "~/domain/admin-approvals";
import { APPLICATION_STATUSES, FOLLOWERS_COUNT_LABELS, PRIMARY_SPORT_LABELS } from "~/domain/catalog";
import { parseApplicationQuery } from "~/domain/schemas/admin-approvals";
import { ADMIN_HEADERS, requireAdminPage } from "~/lib/admin.server";
import { listAmbassadorApplications } from "~/models/ambassador-review.server";
import type { Route } from "./+types/ambassadors";

/** /admin/ambassadors?status=&page=: ambassador applications, newest first, with their codes. */
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
  const list = await listAmbassadorApplications(getDb(worker.config.db), parsed.query);
  return data(
    {
      error: null,
      status: parsed.query.status,
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

const STATUS_OPTIONS = [
  { value: "all", label: "All statuses" },
  ...APPLICATION_STATUSES.map((value) => ({ value, label: APPLICATION_STATUS_LABELS[value] })),
];
const COLUMNS = [
  "Id",
  "Applicant",
  "Location",
  "Sport",
  "Followers",
  "Status",
  "Code",
  "Applied",
  "Review",
] as const;

export default function AdminAmbassadors() {
  const { error, status, rows, total, page, pageCount, pageSize } = useLoaderData<typeof loader>();
  return (
    <section aria-labelledby="ambassadors-heading" className="flex min-w-0 flex-col gap-4">
      <Heading level={2} size="md" id="ambassadors-heading">
        Ambassador applications
      </Heading>
      <Form
        key={status}
        method="get"
        action="/admin/ambassadors"
        role="search"
        aria-label="Filter ambassador applications"
        className="grid items-end gap-3 sm:grid-cols-[14rem_auto]"
      >
        <Field.Root id="ambassadors-status">
          <Field.Label>Status</Field.Label>
          <Select name="status" options={STATUS_OPTIONS} defaultValue={status} />
        </Field.Root>
        <Stack direction="row" gap="sm" align="center">
          <Button type="submit" variant="secondary">
            <FilterIcon aria-hidden="true" /> Filter
          </Button>
          {status !== "all" ? (
            <Button asChild variant="ghost">
              <Link to="/admin/ambassadors">Clear</Link>
            </Button>
          ) : null}
        </Stack>
      </Form>
      <AdminQueryError message={error} />
      <AdminCount total={total} page={page} pageSize={pageSize} noun={["application", "applications"]} />
      <Table.Root
        caption={
          status === "all"
            ? "Ambassador applications, newest first"
            : `${APPLICATION_STATUS_LABELS[status]} ambassador applications, newest first`
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
                No ambassador applications {status === "all" ? "yet" : "with this status"}.
              </Table.Cell>
            </Table.Row>
          ) : (
            rows.map((row) => (
              <Table.Row key={row.id} data-application-id={row.id}>
                <Table.Cell>{row.id}</Table.Cell>
                <Table.Cell className="min-w-44">
                  <span className="block font-semibold">{row.fullName}</span>
                  <a href={`mailto:${row.email}`} className="block whitespace-nowrap text-link underline">
                    {row.email}
                  </a>
                </Table.Cell>
                <Table.Cell className="min-w-32">{row.location}</Table.Cell>
                <Table.Cell>{PRIMARY_SPORT_LABELS[row.primarySport]}</Table.Cell>
                <Table.Cell className="whitespace-nowrap">
                  {FOLLOWERS_COUNT_LABELS[row.followersCount]}
                </Table.Cell>
                <Table.Cell>
                  <Badge variant={APPLICATION_STATUS_BADGE[row.status]}>
                    {APPLICATION_STATUS_LABELS[row.status]}
                  </Badge>
                </Table.Cell>
                <Table.Cell className="font-mono">{row.ambassadorCode}</Table.Cell>
                <Table.Cell className="whitespace-nowrap">
                  <time dateTime={row.createdAtIso}>{row.createdAt}</time>
                </Table.Cell>
                <Table.Cell>
                  <Button asChild size="sm" variant={row.status === "pending" ? "primary" : "outline"}>
                    <Link to={`/admin/ambassadors/${row.id}`} aria-label={`Review ${row.fullName}`}>
                      Review
                    </Link>
                  </Button>
                </Table.Cell>
              </Table.Row>
            ))
          )}
        </Table.Body>
      </Table.Root>
      <AdminPager page={page} pageCount={pageCount} label="Ambassador application pages" />
    </section>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
