import { Table } from "@gymroam/design-system";
import { useLoaderData } from "react-router";
import { formatAdminTime } from "~/components/admin-list";
import { ApplicationList } from "~/components/application-review";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { getWorker } from "~/context.server";
import { getDb } from "~/db/client.server";
import { FOLLOWERS_COUNT_LABELS, PRIMARY_SPORT_LABELS } from "~/domain/athlete-profile";
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
  const list = useLoaderData<typeof loader>();
  return (
    <ApplicationList
      kind="ambassador"
      list={list}
      columns={COLUMNS}
      name={(row) => row.fullName}
      received={(row) => [row.createdAt, row.createdAtIso]}
      cells={(row) => (
        <>
          <Table.Cell className="min-w-44">
            <span className="block font-semibold">{row.fullName}</span>
            <a href={`mailto:${row.email}`} className="block whitespace-nowrap text-link underline">
              {row.email}
            </a>
          </Table.Cell>
          <Table.Cell className="min-w-32">{row.location}</Table.Cell>
          <Table.Cell>{PRIMARY_SPORT_LABELS[row.primarySport]}</Table.Cell>
          <Table.Cell className="whitespace-nowrap">{FOLLOWERS_COUNT_LABELS[row.followersCount]}</Table.Cell>
        </>
      )}
      trailingCells={(row) => <Table.Cell className="font-mono">{row.ambassadorCode}</Table.Cell>}
    />
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
