import { accountToken } from "~/auth.server";
import type { AppConfig } from "~/env.server";
import { getVisitorId } from "~/identity.server";
import type { BookingAccess, BookingListAccess } from "~/models/booking.server";
import { getSession, type VisitorSession } from "~/session.server";

/** At most this many bookings found by reference are remembered per browser. */
const MAX_LINKED = 20;

/** Which bookings this browser may see and act on: its identity's, plus any found by reference. */
export async function bookingAccess(config: AppConfig, request: Request): Promise<BookingAccess> {
  const session = await getSession(config, request);
  return { userId: await getVisitorId(config, request), linkedIds: linkedIds(session) };
}

/**
 * The same visitor for My Bookings' list, without a query (ADR 038): the list's own statements resolve
 * the account from the cookie's token, falling back to the anonymous identity as `getVisitorId` does.
 */
export async function bookingListAccess(config: AppConfig, request: Request): Promise<BookingListAccess> {
  const session = await getSession(config, request);
  const token = config.sessionSecrets.length > 0 ? await accountToken(config, request) : undefined;
  return {
    accountToken: token ?? null,
    visitorId: session.get("userId") ?? null,
    linkedIds: linkedIds(session),
  };
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
