import { getWorker } from "~/context.server";
import { BookingDetailsSchema } from "~/domain/schemas/booking";
import { adoptIdentity } from "~/identity.server";
import { toApiBooking } from "~/models/booking-api.server";
import { getBooking, listBookings } from "~/models/booking-read.server";
import { apiFailure, methodNotAllowed, readValidBody } from "~/routes/+shared/api.server";
import { bookingAccess } from "~/routes/+shared/booking-access.server";
import { bookingActorWithIdentityInBatch, withIdempotencyKey } from "~/routes/+shared/booking-http.server";
import { bookGym } from "~/use-cases/book-gym.server";
import { caseContext } from "~/use-cases/context.server";
import type { Route } from "./+types/bookings";

/** GET /api/bookings: this visitor's bookings (the spec's bookings list). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { config } = getWorker(context);
  const access = await bookingAccess(config, request);
  const { bookings } = await listBookings(caseContext(config).db, access);
  return Response.json(bookings.map(toApiBooking), { headers: { "Cache-Control": "private, no-store" } });
}

/**
 * POST /api/bookings with the spec's booking create payload: a thin translator of the bookGym use
 * case (the same one the booking page calls). An Idempotency-Key header makes a retry return the
 * first answer (the same booking) instead of making a second one.
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed(request, ["GET", "POST"]);
  const parsed = await readValidBody(request, BookingDetailsSchema);
  if (!parsed.ok) return parsed.response;
  const { config } = getWorker(context);
  const ctx = caseContext(config);
  return withIdempotencyKey(ctx, request, "api:bookings", parsed.body, {
    async run(answer) {
      // A first booking creates the visitor's identity in its own batch: refused, it leaves none.
      const { actor, session, referralCode } = await bookingActorWithIdentityInBatch(config, request);
      const result = await bookGym(ctx, {
        actor,
        details: parsed.value,
        referralCode,
        alsoWrite: answer && ((booking) => [answer(201, booking)]),
      });
      if (!result.ok) return apiFailure(result);
      const { createdUser } = result.value;
      const headers =
        createdUser === undefined ? new Headers() : await adoptIdentity(config, session, createdUser);
      const userId = actor.visitorId === "new" ? createdUser : actor.visitorId;
      // Read back in the insert's batch; read again only if that came back empty.
      const row = result.value.row ?? (await getBooking(ctx.db, result.value.id, { userId, linkedIds: [] }));
      return Response.json(row ? toApiBooking(row) : result.value, { status: 201, headers });
    },
    async replay({ id, owner }) {
      const row = await getBooking(ctx.db, id, { userId: owner, linkedIds: [] });
      if (!row) throw new Error(`Booking ${id} was answered but cannot be read back`);
      return toApiBooking(row);
    },
  });
}
