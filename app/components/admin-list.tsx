import {
  AlertCircleIcon,
  type BadgeVariant,
  Button,
  Field,
  FilterIcon,
  Select,
  Stack,
  Table,
  Text,
} from "@gymroam/design-system";
import type { ReactNode } from "react";
import { Form, Link } from "react-router";
import type { MailStatus } from "~/domain/catalog";
import { localDateTime, OPERATOR_TIME_ZONE } from "~/domain/dates";

/*
 * Small pieces shared by the admin list tabs (waitlist, inquiries, bookings, outbox).
 */

/** Outbox delivery status colours (the badge text always names the status). */
export const MAIL_STATUS_BADGE: Record<MailStatus, BadgeVariant> = {
  queued: "pending",
  sending: "pending",
  sent: "confirmed",
  failed: "cancelled",
};

/**
 * An instant as the admin reads it: in the operator's zone with its abbreviation ("2026-11-25 08:30
 * NZDT"), never the UTC day (domain/dates.ts, issue 20); formatted once on the server so SSR and
 * hydration agree.
 */
export function formatAdminTime(date: Date | null | undefined): string {
  if (!date) return "";
  return localDateTime(date, OPERATOR_TIME_ZONE);
}

/** A filter the server refused (bad date, unknown status ...): said in words, next to the form. */
export function AdminQueryError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p
      role="alert"
      className="flex items-center gap-2 rounded-lg border border-danger-fg/40 bg-surface-muted p-3 font-medium text-danger-fg"
    >
      <AlertCircleIcon aria-hidden="true" className="size-5 shrink-0" />
      {message}
    </p>
  );
}

/** "12 sign-ups" / "Showing 51-100 of 230 bookings", announced politely after a search. */
export function AdminCount({
  total,
  page,
  pageSize,
  noun,
}: {
  total: number;
  page: number;
  pageSize: number;
  noun: [singular: string, plural: string];
}) {
  const word = total === 1 ? noun[0] : noun[1];
  const first = (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  return (
    <Text tone="muted" size="sm" role="status">
      {total <= pageSize || first > total
        ? `${total} ${word}`
        : `Showing ${first}-${last} of ${total} ${word}`}
    </Text>
  );
}

/** Previous / next page links for an admin list (the shared Pager). */
export { Pager as AdminPager } from "./pager";

/** A filter form's buttons: Filter, and Clear (back to `clearTo`) while a filter is applied. */
export function AdminFilterButtons({ clearTo }: { clearTo: string | null }) {
  return (
    <Stack direction="row" gap="sm" align="center">
      <Button type="submit" variant="secondary">
        <FilterIcon aria-hidden="true" /> Filter
      </Button>
      {clearTo ? (
        <Button asChild variant="ghost">
          <Link to={clearTo}>Clear</Link>
        </Button>
      ) : null}
    </Stack>
  );
}

/** The status filter above a list tab: a GET form that keeps working without JavaScript. */
export function AdminStatusFilter({
  path,
  id,
  label,
  status,
  options,
}: {
  /** The tab's path, e.g. /admin/inquiries. */
  path: string;
  id: string;
  /** What is filtered, e.g. "team inquiries" (names the search landmark). */
  label: string;
  status: string;
  options: { value: string; label: string }[];
}) {
  return (
    <Form
      key={status}
      method="get"
      action={path}
      role="search"
      aria-label={`Filter ${label}`}
      className="grid items-end gap-3 sm:grid-cols-[14rem_auto]"
    >
      <Field.Root id={id}>
        <Field.Label>Status</Field.Label>
        <Select name="status" options={options} defaultValue={status} />
      </Field.Root>
      <AdminFilterButtons clearTo={status !== "all" ? path : null} />
    </Form>
  );
}

/** A list tab's table: caption, column heads, and one row saying so when there is nothing to show. */
export function AdminTable({
  caption,
  columns,
  empty,
  children,
}: {
  caption: string;
  columns: readonly string[];
  /** Shown in a full-width row when `children` is empty. */
  empty: string;
  children: ReactNode[];
}) {
  return (
    <Table.Root caption={caption}>
      <Table.Header>
        <Table.Row>
          {columns.map((column) => (
            <Table.Head key={column}>{column}</Table.Head>
          ))}
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {children.length === 0 ? (
          <Table.Row>
            <Table.Cell colSpan={columns.length} className="py-6 text-center text-fg-muted">
              {empty}
            </Table.Cell>
          </Table.Row>
        ) : (
          children
        )}
      </Table.Body>
    </Table.Root>
  );
}
