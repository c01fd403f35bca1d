import { Badge, Button, Heading, Table } from "@gymroam/design-system";
import { Link, useLoaderData } from "react-router";
import {
  AdminCount,
  AdminPager,
  AdminQueryError,
  AdminStatusFilter,
  AdminTable,
  formatAdminTime,
} from "~/components/admin-list";
import { APPLICATION_STATUS_BADGE } from "~/components/application-status";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { getWorker } from "~/context.server";
import { getDb } from "~/db/client.server";
import { APPLICATION_STATUS_LABELS } from "~/domain/admin-approvals";
import { APPLICATION_STATUSES, FOLLOWERS_COUNT_LABELS, PRIMARY_SPORT_LABELS } from "~/domain/catalog";
import { parseApplicationQuery } from "~/domain/schemas/admin-approvals";
import { adminListData, adminListRefused } from "~/lib/admin.server";
import { listAmbassadorApplications } from "~/models/ambassador-review.server";
import type { Route } from "./+types/ambassadors";

/** /admin/ambassadors?status=&page=: ambassador applications, newest first, with their codes. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const worker = getWorker(context);
  const parsed = parseApplicationQuery(new URL(request.url).searchParams);
  if (!parsed.ok) return adminListRefused(parsed.message);
  const list = await listAmbassadorApplications(getDb(worker.config.db), parsed.query);
  return adminListData(parsed.query.status, list, (row) => ({
    ...row,
    createdAt: formatAdminTime(row.createdAt),
    createdAtIso: row.createdAt.toISOString(),
  }));
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
      <AdminStatusFilter
        path="/admin/ambassadors"
        id="ambassadors-status"
        label="ambassador applications"
        status={status}
        options={STATUS_OPTIONS}
      />
      <AdminQueryError message={error} />
      <AdminCount total={total} page={page} pageSize={pageSize} noun={["application", "applications"]} />
      <AdminTable
        caption={
          status === "all"
            ? "Ambassador applications, newest first"
            : `${APPLICATION_STATUS_LABELS[status]} ambassador applications, newest first`
        }
        columns={COLUMNS}
        empty={`No ambassador applications ${status === "all" ? "yet" : "with this status"}.`}
      >
        {rows.map((row) => (
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
        ))}
      </AdminTable>
      <AdminPager page={page} pageCount={pageCount} label="Ambassador application pages" />
    </section>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
