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
import { APPLICATION_STATUSES } from "~/domain/catalog";
import { parseApplicationQuery } from "~/domain/schemas/admin-approvals";
import { adminListData, adminListRefused } from "~/lib/admin.server";
import { listGymApplications } from "~/models/gym-application-review.server";
import type { Route } from "./+types/gym-applications";

/** /admin/gym-applications?status=&page=: the spec's list view of gym-owner applications, newest first. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const worker = getWorker(context);
  const parsed = parseApplicationQuery(new URL(request.url).searchParams);
  if (!parsed.ok) return adminListRefused(parsed.message);
  const list = await listGymApplications(getDb(worker.config.db), parsed.query);
  return adminListData(parsed.query.status, list, (row) => ({
    ...row,
    submittedAt: formatAdminTime(row.submittedAt),
    submittedAtIso: row.submittedAt.toISOString(),
  }));
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
      <AdminStatusFilter
        path="/admin/gym-applications"
        id="gym-applications-status"
        label="gym applications"
        status={status}
        options={STATUS_OPTIONS}
      />
      <AdminQueryError message={error} />
      <AdminCount total={total} page={page} pageSize={pageSize} noun={["application", "applications"]} />
      <AdminTable
        caption={
          status === "all"
            ? "Gym applications, newest first"
            : `${APPLICATION_STATUS_LABELS[status]} gym applications, newest first`
        }
        columns={COLUMNS}
        empty={`No gym applications ${status === "all" ? "yet" : "with this status"}.`}
      >
        {rows.map((row) => (
          <Table.Row key={row.id} data-application-id={row.id}>
            <Table.Cell>{row.id}</Table.Cell>
            <Table.Cell className="min-w-40">
              <span className="block font-semibold">{row.gymName}</span>
              <span className="block text-fg-muted">{row.businessName}</span>
            </Table.Cell>
            <Table.Cell className="min-w-44">
              <span className="block">{row.contactName}</span>
              <a href={`mailto:${row.contactEmail}`} className="block whitespace-nowrap text-link underline">
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
        ))}
      </AdminTable>
      <AdminPager page={page} pageCount={pageCount} label="Gym application pages" />
    </section>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
