import type { ComponentProps, ReactNode } from "react";
import { cn } from "../../lib/cn";
import { Badge } from "../../primitives/Badge/Badge";
import { CapacityMeter } from "../../primitives/CapacityMeter/CapacityMeter";
import { Heading, type HeadingLevel } from "../../primitives/Heading/Heading";
import { BOOKING_STATUS_LABELS, type BookingStatus, formatAthletes } from "../BookingCard/booking-labels";

export type SlotLoad = {
  time: string;
  booked: number;
  capacity: number;
  /** Athletes' requests waiting in line for a freed place in this slot. */
  waiting?: number;
};

export type DayScheduleSlotsProps = Omit<ComponentProps<"section">, "children"> & {
  /** Slots with anything booked (30 minutes each), in time order. */
  slots: SlotLoad[];
  heading?: string;
  headingLevel?: HeadingLevel;
  /** What to say when nothing is booked. */
  empty?: string;
};

/** Capacity used per slot of a day: one meter a slot, its time and "booked / capacity". */
function Slots({
  slots,
  heading = "Capacity by slot",
  headingLevel = 3,
  empty = "Nothing booked this day.",
  className,
  ...props
}: DayScheduleSlotsProps) {
  return (
    <section data-slot="day-schedule-slots" className={cn("flex flex-col gap-2", className)} {...props}>
      <Heading level={headingLevel} size="sm">
        {heading}
      </Heading>
      {slots.length === 0 ? (
        <p className="text-sm text-fg-muted">{empty}</p>
      ) : (
        <ul className="grid gap-x-6 gap-y-1 sm:grid-cols-2">
          {slots.map((slot) => (
            <li
              key={slot.time}
              className={cn(
                "grid items-center gap-2",
                slot.waiting ? "grid-cols-[3.5rem_1fr_auto]" : "grid-cols-[3.5rem_1fr]",
              )}
            >
              <span className="text-sm font-semibold tabular-nums">{slot.time}</span>
              <CapacityMeter
                used={slot.booked}
                capacity={slot.capacity}
                label={`${slot.time} slot`}
                valueText={`${slot.booked} / ${slot.capacity}`}
              />
              {slot.waiting ? <Badge variant="pending">{slot.waiting} waiting</Badge> : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export type DoorState = "checked-in" | "no-show" | null;

export type DayScheduleBookingProps = Omit<ComponentProps<"li">, "children"> & {
  athleteName: string;
  athletes: number;
  /** "Day Pass", "Hourly, 2 hours", "Recovery". */
  typeLabel: string;
  /** "10:00–12:00". */
  time: string;
  reference: string;
  status: BookingStatus;
  /** Recovery amenities in the booking ("Sauna 10:00–11:00"). */
  amenities?: string | null;
  specialRequests?: string | null;
  /** Checked in or marked a no-show, with when ("10:02"). */
  door?: DoorState;
  doorTime?: string | null;
  /** Who cancelled, for a cancelled booking ("Cancelled by you", "Cancelled by the athlete"). */
  note?: string | null;
  /** The owner's buttons (cancel on the athlete's behalf, mark no-show). */
  actions?: ReactNode;
  headingLevel?: HeadingLevel;
};

/** One booking of the day, as the front desk reads it: who, how many, what, when, and its state. */
function Booking({
  athleteName,
  athletes,
  typeLabel,
  time,
  reference,
  status,
  amenities,
  specialRequests,
  door,
  doorTime,
  note,
  actions,
  headingLevel = 3,
  className,
  ...props
}: DayScheduleBookingProps) {
  return (
    <li
      data-slot="day-schedule-booking"
      data-status={status}
      data-door={door ?? undefined}
      className={cn(
        "flex flex-col gap-2 rounded-md border border-border bg-surface p-4",
        status === "cancelled" ? "bg-surface-muted" : undefined,
        className,
      )}
      {...props}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="flex min-w-0 flex-col gap-0.5">
          <Heading level={headingLevel} size="sm" className="[overflow-wrap:anywhere]">
            {athleteName}
          </Heading>
          <p className="text-sm text-fg-muted">
            <span className="font-semibold text-fg tabular-nums">{time}</span> · {typeLabel} ·{" "}
            {formatAthletes(athletes)}
          </p>
        </div>
        <div className="flex flex-wrap gap-1">
          <Badge variant={status}>{BOOKING_STATUS_LABELS[status]}</Badge>
          {door === "checked-in" ? (
            <Badge variant="confirmed">Checked in{doorTime ? ` ${doorTime}` : ""}</Badge>
          ) : door === "no-show" ? (
            <Badge variant="cancelled">No-show</Badge>
          ) : null}
        </div>
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-fg-muted">Reference</dt>
        <dd className="font-mono">{reference}</dd>
        {amenities ? (
          <>
            <dt className="text-fg-muted">Amenities</dt>
            <dd>{amenities}</dd>
          </>
        ) : null}
        {specialRequests ? (
          <>
            <dt className="text-fg-muted">Requests</dt>
            <dd className="whitespace-pre-line [overflow-wrap:anywhere]">{specialRequests}</dd>
          </>
        ) : null}
      </dl>
      {note ? <p className="text-sm text-fg-muted">{note}</p> : null}
      {actions ? <div className="flex flex-wrap items-start gap-2">{actions}</div> : null}
    </li>
  );
}

export type DayScheduleListProps = ComponentProps<"ul"> & { empty?: string };

/** The day's bookings in start order (a list of `DaySchedule.Booking`). */
function List({ className, children, empty = "No bookings this day.", ...props }: DayScheduleListProps) {
  const hasItems = Array.isArray(children) ? children.length > 0 : Boolean(children);
  if (!hasItems) return <p className="text-sm text-fg-muted">{empty}</p>;
  return (
    <ul data-slot="day-schedule-list" className={cn("flex flex-col gap-3", className)} {...props}>
      {children}
    </ul>
  );
}

export const DaySchedule = { Slots, List, Booking };
