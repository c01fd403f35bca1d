/** What the e-mails about a trip's stop of several days show: the stop, and each day with its pass. */
import { Fragment } from "react";
import { longDate, money } from "../format";
import { type MailBooking, what, when, where } from "./booking-parts";
import { Details, PassImage } from "./layout";

/** A stop as its e-mails read it: the trip, the stop's place in it and its days (by date). */
export interface MailStopDays {
  tripReference: string;
  /** 1-based place in the trip. */
  stop: number;
  days: readonly MailBooking[];
}

/** "Saturday 4 April 2026 to Monday 6 April 2026", or the one date. */
export function dayRange(days: readonly Pick<MailBooking, "bookingDate">[]): string {
  const dates = days.map((d) => d.bookingDate).sort();
  const first = dates[0] ?? "";
  const last = dates.at(-1) ?? first;
  return first === last ? longDate(first) : `${longDate(first)} to ${longDate(last)}`;
}

export function StopDetails({ stop, total = "Total paid" }: { stop: MailStopDays; total?: string }) {
  const first = stop.days[0]!;
  return (
    <Details
      rows={[
        ["Trip", `${stop.tripReference}, stop ${stop.stop}`],
        ["Gym", first.gymName],
        ["Where", where(first)],
        ["Days", `${stop.days.length} days, ${dayRange(stop.days)}`],
        ["What", `${what(first)}, one booking for each day`],
        ["Athletes", String(first.athletes)],
        [
          total,
          money(
            stop.days.reduce((sum, d) => sum + d.totalCents, 0),
            first.currency,
          ),
        ],
      ]}
    />
  );
}

/** Each day: when, its booking's reference and its pass (a hosted QR code, when passes can be signed). */
export function StopDays({
  days,
  passImageUrls,
}: {
  days: readonly MailBooking[];
  /** The pass image of each day's booking, by booking id. */
  passImageUrls: ReadonlyMap<number, string>;
}) {
  return (
    <>
      {days.map((day) => {
        const src = passImageUrls.get(day.id);
        return (
          <Fragment key={day.id}>
            <Details
              rows={[
                ["Day", when(day)],
                ["Reference", day.reference],
              ]}
            />
            {src ? (
              <PassImage src={src} alt={`QR code of the pass for booking ${day.reference}`}>
                Your pass for {longDate(day.bookingDate)}: show this QR code at the front desk, or give the
                reference {day.reference}.
              </PassImage>
            ) : null}
          </Fragment>
        );
      })}
    </>
  );
}
