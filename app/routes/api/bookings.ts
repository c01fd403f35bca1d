import * as v from "valibot";
import { getWorker } from "~/context.server";
import { getDb } from "~/db/client.server";
import { BookingDetailsSchema } from "~/domain/schemas/booking";
import { discardIfNew, ensureVisitor } from "~/identity.server";
import { apiError, readBody } from "~/lib/api.server";
import { bookingAccess } from "~/lib/booking-access.server";
import {
  createBooking,
  getBooking,
  getBookingGym,
  listBookings,
  resolveAmbassadorCode,
  toApiBooking,
} from "~/models/booking.server";
import { getSession } from "~/session.server";
import type { Route } from "./+types/bookings";

const UNKNOWN_CODE = "We don't recognise that ambassador code. Check it, or leave the field empty.";

/** GET /api/bookings: this visitor's bookings (the spec's bookings list). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { config } = getWorker(context);
  const access = await bookingAccess(config, request);
  const { bookings } = await listBookings(getDb(config.db), access);
  return Response.json(bookings.map(toApiBooking), { headers: { "Cache-Control": "private, no-store" } });
}

/**
 * POST /api/bookings with the spec's booking create payload. The server prices it, works out the
 * end time and holds the gym's capacity for 15 minutes; a client-sent total is ignored.
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return apiError(405, "Use POST", { headers: { Allow: "GET, POST" } });
  const read = await readBody(request);
  if (!read.ok) return read.response;
  const parsed = v.safeParse(BookingDetailsSchema, read.body);
  if (!parsed.success) {
    const errors = v.flatten<typeof BookingDetailsSchema>(parsed.issues).nested ?? {};
    return Response.json({ error: parsed.issues[0].message, errors }, { status: 400 });
  }
  const { config } = getWorker(context);
  const db = getDb(config.db);
  const gym = await getBookingGym(db, parsed.output.gymId);
  if (!gym) return apiError(404, "Gym not found");
  const session = await getSession(config, request);
  const typedCode = parsed.output.ambassadorCode;
  const ambassadorCodeId = await resolveAmbassadorCode(db, typedCode ?? session.get("ref"));
  if (typedCode && ambassadorCodeId === null)
    return Response.json(
      { error: UNKNOWN_CODE, errors: { ambassadorCode: [UNKNOWN_CODE] } },
      { status: 400 },
    );
  const visitor = await ensureVisitor(config, request);
  const result = await createBooking(db, {
    userId: visitor.userId,
    gym,
    input: parsed.output,
    now: Date.now(),
    ambassadorCodeId,
  });
  if (!result.ok)
    return Response.json(
      { error: result.message, ...(result.field ? { errors: { [result.field]: [result.message] } } : {}) },
      { status: result.status, headers: await discardIfNew(config, visitor) },
    );
  const booking = await getBooking(db, result.booking.id, { userId: visitor.userId, linkedIds: [] });
  return Response.json(booking ? toApiBooking(booking) : result.booking, {
    status: 201,
    headers: visitor.headers,
  });
}
