import type { AppConfig } from "~/env.server";
import { getVisitorId } from "~/identity.server";
import type { BookingAccess } from "~/models/booking-read.server";
import { getSession, type VisitorSession } from "~/session.server";

/** At most this many bookings found by reference are remembered per browser. */
const MAX_LINKED = 20;

/** Which bookings this browser may see and act on: its identity's, plus any found by reference. */
export async function bookingAccess(config: AppConfig, request: Request): Promise<BookingAccess> {
  const session = await getSession(config, request);
  return { userId: await getVisitorId(config, request), linkedIds: linkedIds(session) };
}

/** The bookings this browser found by e-mail and reference (the latest MAX_LINKED). */
export function linkedIds(session: VisitorSession): number[] {
  const linked = session.get("linkedBookings");
  return Array.isArray(linked) ? linked.filter((id) => Number.isInteger(id)).slice(-MAX_LINKED) : [];
}

/** Remembers a booking found by e-mail and reference on this browser. */
export function linkBooking(session: VisitorSession, bookingId: number): void {
  const current = session.get("linkedBookings");
  const list = Array.isArray(current) ? current.filter((id) => id !== bookingId) : [];
  session.set("linkedBookings", [...list, bookingId].slice(-MAX_LINKED));
}
