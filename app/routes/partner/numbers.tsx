import { Button, CapacityMeter, Field, Heading, Select, Stack, Table, Text } from "@gymroam/design-system";
import { data, Form, useLoaderData } from "react-router";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { getWorker } from "~/context.server";
import { getDb } from "~/db/client.server";
import { todayInZone, WEEKDAY_NAMES } from "~/domain/dates";
import { figuresBy, monthOf, occupancyByWeekday, weekOf } from "~/domain/partner-numbers";
import { addDays } from "~/domain/zoned-time";
import { longDate, money, monthName } from "~/mail/format";
import { gymHoursFor, heldSlots, paidBookings } from "~/models/partner-numbers.server";
import { gymOptions, ownerScope } from "~/routes/+shared/partner-scope.server";
import type { Route } from "./+types/numbers";

/**
 * /partner/numbers?gym=: bookings, revenue (after refunds) and the gym's share per week
 * (the last 12 and the next 4) and per month (the last 6 and the next 2), per currency, and occupancy
 * by weekday over the last 12 weeks. The arithmetic is domain/partner-numbers.ts, with the ledger's
 * split (domain/ledger.ts) at each booking's own percentage.
 */

export function meta() {
  return [{ title: "Numbers | Partner console" }];
}

const WEEKS_BACK = 12;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { config } = getWorker(context);
  const scope = await ownerScope(context, request);
  const db = getDb(config.db);
  const ids = scope.selected.map((g) => g.id);
  const today = todayInZone(scope.selected[0]?.timeZone ?? "Pacific/Auckland", Date.now());
  const thisWeek = weekOf(today);
  const weeksFrom = addDays(thisWeek, -7 * (WEEKS_BACK - 1));
  const weeksTo = addDays(thisWeek, 7 * 5);
  const [year, month] = today.split("-").map(Number) as [number, number];
  const monthStart = (offset: number) => {
    const d = new Date(Date.UTC(year, month - 1 + offset, 1));
    return d.toISOString().slice(0, 10);
  };
  const monthsFrom = monthStart(-5);
  const monthsTo = monthStart(3);
  const from = monthsFrom < weeksFrom ? monthsFrom : weeksFrom;
  const to = monthsTo > weeksTo ? monthsTo : weeksTo;
  const occupancyFrom = addDays(today, -7 * WEEKS_BACK);
  const occupancyTo = addDays(today, 1);
  const [rows, held, gyms] = await Promise.all([
    paidBookings(db, ids, from, to),
    heldSlots(db, ids, occupancyFrom, occupancyTo),
    gymHoursFor(db, ids),
  ]);
  const inWeeks = rows.filter((r) => r.bookingDate >= weeksFrom && r.bookingDate < weeksTo);
  const inMonths = rows.filter((r) => r.bookingDate >= monthsFrom && r.bookingDate < monthsTo);
  const present = (f: ReturnType<typeof figuresBy>[number], label: string) => ({
    key: `${f.period}-${f.currency}`,
    label,
    currency: f.currency,
    bookings: f.bookings,
    cancelled: f.cancelled,
    revenue: money(f.revenueCents, f.currency),
    share: money(f.gymShareCents, f.currency),
  });
  return data(
    {
      gymId: scope.gymId,
      gymOptions: scope.gyms.length > 1 ? gymOptions(scope.gyms) : null,
      sharePercents: [...new Set(scope.selected.map((g) => g.sharePercent))].sort((a, b) => a - b),
      weeks: figuresBy(inWeeks, weekOf).map((f) =>
        present(f, `Week of ${longDate(f.period)}${f.period === thisWeek ? " (this week)" : ""}`),
      ),
      months: figuresBy(inMonths, monthOf).map((f) => present(f, monthName(f.period))),
      occupancyRange: `${longDate(occupancyFrom)} to ${longDate(today)}`,
      occupancy: occupancyByWeekday(gyms, held, occupancyFrom, occupancyTo).map((o) => ({
        weekday: WEEKDAY_NAMES[o.weekday]!,
        used: o.heldSlots,
        capacity: o.openSlots,
        text: o.ratio === null ? "Closed" : `${Math.round(o.ratio * 100)}%`,
      })),
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

type Row = ReturnType<typeof useLoaderData<typeof loader>>["weeks"][number];

function FiguresTable({ caption, rows, first }: { caption: string; rows: Row[]; first: string }) {
  if (rows.length === 0) return <Text tone="muted">No paid bookings in this period.</Text>;
  return (
    <Table.Root caption={caption}>
      <Table.Header>
        <Table.Row>
          <Table.Head>{first}</Table.Head>
          <Table.Head>Bookings</Table.Head>
          <Table.Head>Cancelled</Table.Head>
          <Table.Head>Revenue</Table.Head>
          <Table.Head>Your share</Table.Head>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {rows.map((r) => (
          <Table.Row key={r.key}>
            <Table.Cell className="min-w-40">{r.label}</Table.Cell>
            <Table.Cell className="tabular-nums">{r.bookings}</Table.Cell>
            <Table.Cell className="tabular-nums">{r.cancelled}</Table.Cell>
            <Table.Cell className="tabular-nums">{r.revenue}</Table.Cell>
            <Table.Cell className="tabular-nums font-semibold">{r.share}</Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}

export default function PartnerNumbers() {
  const page = useLoaderData<typeof loader>();
  return (
    <Stack gap="lg">
      <Stack gap="sm">
        <Heading level={2} size="lg">
          Numbers
        </Heading>
        <Text tone="muted">
          Revenue is what athletes paid, less refunds. Your share is {page.sharePercents.join("% or ")}% of
          each booking's revenue (the split it was booked under).
        </Text>
      </Stack>
      {page.gymOptions ? (
        <Form method="get" className="flex flex-wrap items-end gap-3">
          <Field.Root id="numbers-gym">
            <Field.Label>Gym</Field.Label>
            <Select
              name="gym"
              defaultValue={page.gymId ? String(page.gymId) : "all"}
              options={page.gymOptions}
            />
          </Field.Root>
          <Button type="submit" variant="secondary">
            Show
          </Button>
        </Form>
      ) : null}
      <section aria-labelledby="weeks-heading" className="flex flex-col gap-3">
        <Heading level={3} size="md" id="weeks-heading">
          By week
        </Heading>
        <FiguresTable caption="Bookings and revenue by week, newest first" rows={page.weeks} first="Week" />
      </section>
      <section aria-labelledby="months-heading" className="flex flex-col gap-3">
        <Heading level={3} size="md" id="months-heading">
          By month
        </Heading>
        <FiguresTable
          caption="Bookings and revenue by month, newest first"
          rows={page.months}
          first="Month"
        />
      </section>
      <section aria-labelledby="occupancy-heading" className="flex flex-col gap-3">
        <Heading level={3} size="md" id="occupancy-heading">
          Occupancy by weekday
        </Heading>
        <Text size="sm" tone="muted">
          Athletes booked against your capacity while open, {page.occupancyRange}.
        </Text>
        <ul className="flex max-w-xl flex-col gap-2">
          {page.occupancy.map((o) => (
            <li key={o.weekday} className="grid grid-cols-[7rem_1fr] items-center gap-3">
              <span className="text-sm font-semibold">{o.weekday}</span>
              <CapacityMeter
                used={o.used}
                capacity={o.capacity}
                label={`${o.weekday} occupancy`}
                valueText={o.text}
              />
            </li>
          ))}
        </ul>
      </section>
    </Stack>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
