import { getWorker } from "~/context.server";
import { getDb } from "~/db/client.server";
import { bookingCalendar } from "~/mail/calendar.server";
import { getBooking } from "~/models/booking-read.server";
import { apiError, methodNotAllowed, parseId } from "~/routes/+shared/api.server";
import { bookingAccess } from "~/routes/+shared/booking-access.server";
import type { Route } from "./+types/booking-calendar";

/**
 * GET /api/bookings/{id}/calendar: the booking as an .ics file to import (METHOD:PUBLISH), the same
 * event as the confirmation's invite: its UID, the venue zone's VTIMEZONE, ORGANIZER, SEQUENCE 0.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const id = parseId(params.id);
  if (id === undefined) return apiError(404, "Booking not found");
  const { config } = getWorker(context);
  const booking = await getBooking(getDb(config.db), id, await bookingAccess(config, request));
  if (!booking || (booking.status !== "confirmed" && booking.status !== "completed"))
    return apiError(404, "Booking not found");
  const ics = bookingCalendar(booking, {
    method: "PUBLISH",
    origin: config.publicOrigin,
    from: config.mail.from,
    now: Date.now(),
  });
  return new Response(ics, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": `attachment; filename="gymroam-${booking.reference}.ics"`,
      "Cache-Control": "private, no-store",
    },
  });
}

/** A POST (or any method but GET) is told what to send instead. */
export async function action({ request }: Route.ActionArgs) {
  return methodNotAllowed(request, ["GET"]);
}
