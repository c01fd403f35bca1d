import {
  Badge,
  BOOKING_STATUS_LABELS,
  BOOKING_TYPE_LABELS,
  type Currency,
  Field,
  formatBookingDuration,
  formatPrice,
  Heading,
  Input,
  Select,
  Table,
} from "@gymroam/design-system";
import { data, Form, Link, useLoaderData } from "react-router";
import {
  AdminCount,
  AdminFilterButtons,
  AdminPager,
  AdminQueryError,
  AdminTable,
  formatAdminTime,
} from "~/components/admin-list";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { getWorker } from "~/context.server";
import { getDb } from "~/db/client.server";
import { ADMIN_SEARCH_MAX, BOOKING_STATUS_FILTER_LABELS } from "~/domain/admin-lists";
import { BOOKING_STATUSES } from "~/domain/catalog";
import { displayBookingType } from "~/domain/pricing";
import { BookingQuerySchema, parseAdminQuery } from "~/domain/schemas/admin-lists";
import { ADMIN_HEADERS } from "~/lib/admin.server";
import { listAdminBookings } from "~/models/admin-lists.server";
import type { Route } from "./+types/bookings";

const QUERY_KEYS = ["status", "gym", "from", "to", "page"] as const;

/** /admin/bookings?status=&gym=&from=&to=&page=: every booking, latest booking date first. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const worker = getWorker(context);
  const params = new URL(request.url).searchParams;
  const parsed = parseAdminQuery(BookingQuerySchema, params, QUERY_KEYS);
  if (!parsed.ok) {
    const raw = (key: string) => (params.get(key) ?? "").slice(0, ADMIN_SEARCH_MAX);
    return data(
      {
        error: parsed.message,
        filters: { status: "all" as const, gym: raw("gym"), from: raw("from"), to: raw("to") },
        rows: [],
        total: 0,
        page: 1,
        pageCount: 1,
        pageSize: 1,
      },
      { status: 400, headers: ADMIN_HEADERS },
    );
  }
  const { status, gym, from, to } = parsed.query;
  const list = await listAdminBookings(getDb(worker.config.db), parsed.query);
  return data(
    {
      error: null,
      filters: { status, gym, from: from ?? "", to: to ?? "" },
      rows: list.rows.map((row) => ({
        id: row.id,
        reference: row.reference,
        gymId: row.gymId,
        gymName: row.gymName,
        athleteName: row.athleteName,
        athleteEmail: row.athleteEmail,
        // A day pass covering 7 or 30 days reads as the week or month pass it is.
        type: `${BOOKING_TYPE_LABELS[displayBookingType(row.bookingType, row.passDays)]} (${formatBookingDuration(displayBookingType(row.bookingType, row.passDays), row.durationHours)})`,
        bookingDate: row.bookingDate,
        time: `${row.startTime}-${row.endTime}`,
        athletes: row.athletes,
        total: formatPrice(row.totalCents, row.currency as Currency, { cents: "always" }),
        refund:
          row.refundCents > 0
            ? formatPrice(row.refundCents, row.currency as Currency, { cents: "always" })
            : null,
        status: row.status,
        /** A payment event that did not match the booking: for the admin to look into. */
        flagged: row.flaggedReason,
        createdAt: formatAdminTime(row.createdAt),
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

const STATUS_OPTIONS = (["all", ...BOOKING_STATUSES] as const).map((value) => ({
  value,
  label: BOOKING_STATUS_FILTER_LABELS[value],
}));
const COLUMNS = [
  "Reference",
  "Gym",
  "Athlete",
  "Type",
  "When",
  "Athletes",
  "Total",
  "Status",
  "Booked",
] as const;

export default function AdminBookings() {
  const { error, filters, rows, total, page, pageCount, pageSize } = useLoaderData<typeof loader>();
  const filtered = filters.status !== "all" || filters.gym !== "" || filters.from !== "" || filters.to !== "";
  return (
    <section aria-labelledby="bookings-heading" className="flex min-w-0 flex-col gap-4">
      <Heading level={2} size="md" id="bookings-heading">
        Bookings
      </Heading>
      <Form
        key={JSON.stringify(filters)}
        method="get"
        action="/admin/bookings"
        role="search"
        aria-label="Filter bookings"
        className="grid items-end gap-3 sm:grid-cols-2 lg:grid-cols-[12rem_minmax(0,1fr)_11rem_11rem_auto]"
      >
        <Field.Root id="bookings-status">
          <Field.Label>Status</Field.Label>
          <Select name="status" options={STATUS_OPTIONS} defaultValue={filters.status} />
        </Field.Root>
        <Field.Root id="bookings-gym">
          <Field.Label>Gym</Field.Label>
          <Input
            name="gym"
            type="search"
            placeholder="Gym name or id"
            defaultValue={filters.gym}
            maxLength={ADMIN_SEARCH_MAX}
          />
        </Field.Root>
        <Field.Root id="bookings-from">
          <Field.Label>From date</Field.Label>
          <Input name="from" type="date" defaultValue={filters.from} />
        </Field.Root>
        <Field.Root id="bookings-to">
          <Field.Label>To date</Field.Label>
          <Input name="to" type="date" defaultValue={filters.to} />
        </Field.Root>
        <AdminFilterButtons clearTo={filtered ? "/admin/bookings" : null} />
      </Form>
      <AdminQueryError message={error} />
      <AdminCount total={total} page={page} pageSize={pageSize} noun={["booking", "bookings"]} />
      <AdminTable
        caption={filtered ? "Bookings matching the filters" : "All bookings, latest booking date first"}
        columns={COLUMNS}
        empty={filtered ? "No bookings match these filters." : "No bookings yet."}
      >
        {rows.map((row) => (
          <Table.Row key={row.id} data-booking-id={row.id}>
            <Table.Cell className="font-mono whitespace-nowrap">{row.reference}</Table.Cell>
            <Table.Cell className="min-w-32">
              <Link to={`/gym/${row.gymId}`} className="font-semibold text-link underline">
                {row.gymName}
              </Link>
              <span className="block text-xs text-fg-muted">Gym {row.gymId}</span>
            </Table.Cell>
            <Table.Cell>
              <span className="block">{row.athleteName}</span>
              <a href={`mailto:${row.athleteEmail}`} className="block whitespace-nowrap text-link underline">
                {row.athleteEmail}
              </a>
            </Table.Cell>
            <Table.Cell className="whitespace-nowrap">{row.type}</Table.Cell>
            <Table.Cell className="whitespace-nowrap">
              <span className="block">{row.bookingDate}</span>
              <span className="block text-fg-muted">{row.time}</span>
            </Table.Cell>
            <Table.Cell>{row.athletes}</Table.Cell>
            <Table.Cell className="whitespace-nowrap">
              {row.total}
              {row.refund ? <span className="block text-xs text-fg-muted">Refunded {row.refund}</span> : null}
            </Table.Cell>
            <Table.Cell>
              <Badge variant={row.status}>{BOOKING_STATUS_LABELS[row.status]}</Badge>
              {row.flagged ? (
                <span className="mt-1 block max-w-56 text-xs text-danger-fg [overflow-wrap:anywhere]">
                  <Badge variant="cancelled">Flagged</Badge> {row.flagged}
                </span>
              ) : null}
            </Table.Cell>
            <Table.Cell className="min-w-28">
              <time dateTime={row.createdAtIso}>{row.createdAt}</time>
            </Table.Cell>
          </Table.Row>
        ))}
      </AdminTable>
      <AdminPager page={page} pageCount={pageCount} label="Booking pages" />
    </section>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
