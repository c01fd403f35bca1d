/** My Bookings' waitlist section: the visitor's places in line as the page shows them. */
import type { WaitlistPlace } from "~/components/bookings-waitlist";
import type { Db } from "~/db/client.server";
import { zonedTime } from "~/domain/dates";
import { deadlineInVenue, offerPayPath } from "~/domain/slot-waitlist";
import { longDate } from "~/mail/format";
import { myWaitlist } from "~/models/slot-waitlist.server";

const TYPE_LABELS = { day_pass: "Day Pass", hourly: "Hourly", amenity: "Recovery session" } as const;

export async function waitlistPlaces(db: Db, userId: number, now: number): Promise<WaitlistPlace[]> {
  const rows = await myWaitlist(db, userId, now);
  return rows.map((row) => {
    const amenity = row.amenityPart ? (JSON.parse(row.amenityPart) as { itemName: string }) : null;
    const kind = row.bookingType === "amenity" && amenity ? amenity.itemName : TYPE_LABELS[row.bookingType];
    const athletes = row.athletes === 1 ? "1 athlete" : `${row.athletes} athletes`;
    return {
      id: row.id,
      gymName: row.gymName,
      what: `${kind}, ${longDate(row.bookingDate)}, ${row.startTime}–${zonedTime(row.endTime, row.timeZone, row.startsAt)}, ${athletes}`,
      status: row.status === "offered" ? "offered" : "waiting",
      position: row.position,
      deadline:
        row.status === "offered" && row.offerExpiresAt
          ? deadlineInVenue(row.offerExpiresAt.getTime(), row.timeZone)
          : null,
      payPath: offerPayPath(row.id),
    };
  });
}
