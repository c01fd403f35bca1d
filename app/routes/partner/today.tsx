import { parseWithValibot } from "@conform-to/valibot";
import {
  Alert,
  BOOKING_TYPE_LABELS,
  Button,
  DaySchedule,
  Disclosure,
  type DoorState,
  Field,
  Heading,
  Input,
  Stack,
  Text,
} from "@gymroam/design-system";
import { data, Form, Link, useActionData, useLoaderData, useNavigation } from "react-router";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { PartnerGymFilter } from "~/components/partner-gym-filter";
import { getWorker } from "~/context.server";
import { getDb } from "~/db/client.server";
import { isIsoDate, todayInZone } from "~/domain/dates";
import { displayBookingType } from "~/domain/pricing";
import { BookingActionSchema } from "~/domain/schemas/partner";
import { noShowProblem, passValidity } from "~/domain/visits";
import { addDays } from "~/domain/zoned-time";
import { readForm } from "~/lib/form.server";
import { longDate, money } from "~/mail/format";
import { bookingCountsByDay, dayBookings, daySlotLoad } from "~/models/partner-day.server";
import { waitingBySlot } from "~/models/slot-waitlist.server";
import { pagePath } from "~/routes/+shared/api.server";
import { gymOptions, ownerScope } from "~/routes/+shared/partner-scope.server";
import { redirectWithToast } from "~/session.server";
import { cancelBooking } from "~/use-cases/cancel-booking.server";
import { doorTime } from "~/use-cases/check-in.server";
import { caseContext } from "~/use-cases/context.server";
import { markNoShow } from "~/use-cases/mark-no-show.server";
import { FAILURE_STATUS } from "~/use-cases/result";
import type { Route } from "./+types/today";

/**
 * /partner/today?date=&gym=: the bookings of a day at the owner's gyms, in each venue's
 * zone (dates and times are stored venue-local), with capacity used per slot; the owner cancels a
 * booking on the athlete's behalf (full refund, athlete e-mailed) or marks a no-show (after the start).
 */

export function meta() {
  return [{ title: "Today | Partner console" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { config } = getWorker(context);
  const scope = await ownerScope(context, request);
  const db = getDb(config.db);
  const now = Date.now();
  const zone = scope.selected[0]?.timeZone ?? "Pacific/Auckland";
  const today = todayInZone(zone, now);
  const asked = new URL(request.url).searchParams.get("date");
  const date = asked && isIsoDate(asked) ? asked : today;
  const ids = scope.selected.map((g) => g.id);
  const [bookings, slots, counts, waiting] = await Promise.all([
    dayBookings(db, ids, date),
    daySlotLoad(db, ids, date),
    bookingCountsByDay(db, ids, today, addDays(today, 7)),
    waitingBySlot(db, ids, date),
  ]);
  const days = Array.from({ length: 7 }, (_, i) => {
    const day = addDays(today, i);
    return { date: day, count: counts.find((c) => c.date === day)?.count ?? 0 };
  });
  return data(
    {
      date,
      dateLabel: longDate(date),
      today,
      previous: addDays(date, -1),
      next: addDays(date, 1),
      days: days.map((d) => ({ ...d, label: i18nDay(d.date, today) })),
      gymId: scope.gymId,
      gymOptions: scope.gyms.length > 1 ? gymOptions(scope.gyms) : null,
      gyms: scope.selected.map((gym) => ({
        id: gym.id,
        name: gym.name,
        slots: slots
          .filter((s) => s.gymId === gym.id && s.booked > 0)
          .map((s) => ({
            time: s.slotTime,
            booked: s.booked,
            capacity: s.capacity,
            // Athletes in line for a freed place in this slot.
            waiting: waiting.find((w) => w.gymId === gym.id && w.slotTime === s.slotTime)?.waiting ?? 0,
          })),
        bookings: bookings
          .filter((b) => b.gymId === gym.id)
          .map((b) => {
            const open = b.status === "pending" || b.status === "confirmed";
            const atDoor = b.checkedInAt !== null || b.noShowAt !== null;
            // A week or month pass is checked in once a day: the door shows this day's check-in.
            const checkedIn = b.passDays > 1 ? b.dayCheckedInAt : (b.checkedInAt?.getTime() ?? null);
            const type = displayBookingType(b.bookingType, b.passDays);
            const validity = passValidity(b.bookingDate, b.passDays);
            return {
              id: b.id,
              athleteName: b.athleteName,
              athletes: b.athletes,
              typeLabel:
                b.bookingType === "hourly"
                  ? `Hourly, ${b.durationHours} ${b.durationHours === 1 ? "hour" : "hours"}`
                  : validity
                    ? `${BOOKING_TYPE_LABELS[type]}, ${validity}`
                    : BOOKING_TYPE_LABELS[type],
              time: `${b.startTime}–${b.endTime}`,
              reference: b.reference,
              status: b.status,
              amenities: b.amenities,
              specialRequests: b.specialRequests,
              door: (checkedIn ? "checked-in" : b.noShowAt ? "no-show" : null) as DoorState,
              doorTime: checkedIn ? doorTime(checkedIn, gym.timeZone).split(" on ")[0] : null,
              note:
                b.status === "cancelled"
                  ? `${b.cancelledBy === "owner" ? "Cancelled by you" : "Cancelled by the athlete"}${b.refundCents > 0 ? `: ${money(b.refundCents, b.currency)} refunded.` : "."}`
                  : null,
              // Only what is still to come can be cancelled; a no-show only on its day (domain/visits).
              canCancel: open && !atDoor && b.endsAt.getTime() > now,
              refund: money(b.totalCents - b.refundCents, b.currency),
              canMarkNoShow:
                noShowProblem(
                  {
                    ...b,
                    timeZone: gym.timeZone,
                    startsAt: b.startsAt.getTime(),
                    checkedInAt: b.checkedInAt?.getTime() ?? null,
                    noShowAt: b.noShowAt?.getTime() ?? null,
                  },
                  now,
                ) === undefined,
            };
          }),
      })),
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

function i18nDay(date: string, today: string) {
  if (date === today) return "Today";
  if (date === addDays(today, 1)) return "Tomorrow";
  return new Intl.DateTimeFormat("en-NZ", { weekday: "short", day: "numeric", timeZone: "UTC" }).format(
    new Date(`${date}T00:00:00Z`),
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  const worker = getWorker(context);
  const scope = await ownerScope(context, request);
  const submission = parseWithValibot(await readForm(request), { schema: BookingActionSchema });
  if (submission.status !== "success")
    return data({ message: "Choose a booking and what to do with it." }, { status: 400 });
  const ctx = caseContext(worker.config);
  const { intent, bookingId } = submission.value;
  const result =
    intent === "cancel"
      ? await cancelBooking(ctx, { bookingId, actor: { kind: "owner", ownerId: scope.ownerId } })
      : await markNoShow(ctx, { ownerId: scope.ownerId, bookingId });
  if (!result.ok) return data({ message: result.message }, { status: FAILURE_STATUS[result.code] });
  return redirectWithToast(worker.config, request, pagePath(request), {
    title: intent === "cancel" ? "Booking cancelled" : "Marked as a no-show",
    description:
      intent === "cancel"
        ? "The athlete is refunded in full and has been e-mailed."
        : "Recorded. No-shows are not refunded.",
  });
}

export default function PartnerToday() {
  const page = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  const query = (date: string) => `?date=${date}${page.gymId ? `&gym=${page.gymId}` : ""}`;
  return (
    <Stack gap="lg">
      <Stack gap="sm">
        <Heading level={2} size="lg">
          {page.date === page.today ? "Today" : page.dateLabel}
        </Heading>
        {page.date === page.today ? <Text tone="muted">{page.dateLabel}</Text> : null}
      </Stack>
      <nav aria-label="Days" className="flex flex-wrap items-center gap-2">
        <Button asChild variant="outline" size="sm">
          <Link to={query(page.previous)}>Previous day</Link>
        </Button>
        {page.days.map((day) => (
          <Button key={day.date} asChild size="sm" variant={day.date === page.date ? "secondary" : "ghost"}>
            <Link to={query(day.date)} aria-current={day.date === page.date ? "date" : undefined}>
              {day.label} ({day.count})
            </Link>
          </Button>
        ))}
        <Button asChild variant="outline" size="sm">
          <Link to={query(page.next)}>Next day</Link>
        </Button>
      </nav>
      <Form method="get" className="flex flex-wrap items-end gap-3">
        <Field.Root id="today-date">
          <Field.Label>Day</Field.Label>
          <Input type="date" name="date" defaultValue={page.date} />
        </Field.Root>
        <PartnerGymFilter id="today-gym" gymId={page.gymId} gymOptions={page.gymOptions} />
      </Form>
      {actionData?.message ? <Alert variant="danger">{actionData.message}</Alert> : null}
      {page.gyms.map((gym) => (
        <section key={gym.id} aria-labelledby={`gym-${gym.id}`} className="flex flex-col gap-4">
          <Heading level={3} size="md" id={`gym-${gym.id}`}>
            {gym.name}
          </Heading>
          <DaySchedule.Slots slots={gym.slots} headingLevel={4} />
          <DaySchedule.List aria-label={`Bookings at ${gym.name}`}>
            {gym.bookings.map((b) => (
              <DaySchedule.Booking
                key={b.id}
                headingLevel={4}
                athleteName={b.athleteName}
                athletes={b.athletes}
                typeLabel={b.typeLabel}
                time={b.time}
                reference={b.reference}
                status={b.status}
                amenities={b.amenities}
                specialRequests={b.specialRequests}
                door={b.door}
                doorTime={b.doorTime}
                note={b.note}
                actions={
                  b.canCancel || b.canMarkNoShow ? (
                    <>
                      {b.canMarkNoShow ? (
                        <Form method="post">
                          <input type="hidden" name="bookingId" value={b.id} />
                          <Button
                            type="submit"
                            name="intent"
                            value="no-show"
                            size="sm"
                            variant="outline"
                            disabled={busy}
                          >
                            Mark no-show
                          </Button>
                        </Form>
                      ) : null}
                      {b.canCancel ? (
                        <Disclosure summary="Cancel on the athlete's behalf">
                          <Form method="post" className="flex flex-col items-start gap-2">
                            <Text size="sm">
                              {b.athleteName} is refunded {b.refund} in full and e-mailed. This can't be
                              undone.
                            </Text>
                            <input type="hidden" name="bookingId" value={b.id} />
                            <Button
                              type="submit"
                              name="intent"
                              value="cancel"
                              size="sm"
                              variant="destructive"
                              disabled={busy}
                            >
                              Cancel and refund {b.refund}
                            </Button>
                          </Form>
                        </Disclosure>
                      ) : null}
                    </>
                  ) : null
                }
              />
            ))}
          </DaySchedule.List>
        </section>
      ))}
    </Stack>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
