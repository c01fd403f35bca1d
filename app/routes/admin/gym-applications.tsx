import { Table } from "@gymroam/design-system";
import { useLoaderData } from "react-router";
import { formatAdminTime } from "~/components/admin-list";
import { ApplicationList } from "~/components/application-review";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { getWorker } from "~/context.server";
import { getDb } from "~/db/client.server";
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
  const list = useLoaderData<typeof loader>();
  return (
    <ApplicationList
      kind="gym"
      list={list}
      columns={COLUMNS}
      name={(row) => row.gymName}
      received={(row) => [row.submittedAt, row.submittedAtIso]}
      cells={(row) => (
        <>
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
        </>
      )}
    />
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
