import { Heading, Table, Text } from "@gymroam/design-system";
import { useLoaderData } from "react-router";
import { AdminTable, formatAdminTime } from "~/components/admin-list";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { getWorker } from "~/context.server";
import { getDb } from "~/db/client.server";
import { AUDIT_PAGE_SIZE, listAudit } from "~/models/audit.server";
import type { Route } from "./+types/audit";

/** /admin/audit: every admin decision, newest first: who, what, when, before → after. */
export async function loader({ context }: Route.LoaderArgs) {
  const rows = await listAudit(getDb(getWorker(context).config.db));
  return {
    pageSize: AUDIT_PAGE_SIZE,
    rows: rows.map((row) => ({
      id: row.id,
      actor: row.actor,
      action: row.action,
      subject: `${row.subjectType.replaceAll("_", " ")} ${row.subjectId}`,
      before: describe(row.before),
      after: describe(row.after),
      at: formatAdminTime(row.createdAt),
      atIso: row.createdAt.toISOString(),
    })),
  };
}

/** `{"status":"pending"}` → `status: pending`. */
function describe(json: string | null): string {
  if (!json) return "—";
  try {
    const value = JSON.parse(json) as Record<string, unknown>;
    return Object.entries(value)
      .filter(([, v]) => v !== null && v !== undefined && v !== "")
      .map(([k, v]) => `${k}: ${String(v)}`)
      .join(", ");
  } catch {
    return json;
  }
}

export default function AdminAudit() {
  const { rows, pageSize } = useLoaderData<typeof loader>();
  return (
    <section className="flex flex-col gap-4" aria-labelledby="audit-heading">
      <Heading level={2} size="md" id="audit-heading">
        Audit log
      </Heading>
      <Text size="sm" tone="muted">
        Every admin decision (approve, reject, revoke, inquiry status, resend) with who made it; the newest{" "}
        {pageSize}.
      </Text>
      <AdminTable
        caption="Admin decisions"
        columns={["When", "Who", "Action", "Record", "Before", "After"]}
        empty="No decisions yet."
      >
        {rows.map((row) => (
          <Table.Row key={row.id}>
            <Table.Cell>
              <time dateTime={row.atIso}>{row.at}</time>
            </Table.Cell>
            <Table.Cell>{row.actor}</Table.Cell>
            <Table.Cell>{row.action}</Table.Cell>
            <Table.Cell>{row.subject}</Table.Cell>
            <Table.Cell>{row.before}</Table.Cell>
            <Table.Cell>{row.after}</Table.Cell>
          </Table.Row>
        ))}
      </AdminTable>
    </section>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
