import * as v from "valibot";
import { getWorker } from "~/context.server";
import { AmenityBookingSchema, BookingDetailsSchema } from "~/domain/schemas/booking";
import { apiFailure, apiValidationError, methodNotAllowed, readBody } from "~/routes/+shared/api.server";
import { bookingActor, discardIfNew, withIdempotencyKey } from "~/routes/+shared/booking-http.server";
import { caseContext } from "~/use-cases/context.server";
import { joinSlotWaitlist, placeInLine, type WaitlistRequest } from "~/use-cases/slot-waitlist.server";
import type { Route } from "./+types/bookings-waitlist";

/** A GET (or any method but POST) is told what to send instead. */
export async function loader({ request }: Route.LoaderArgs) {
  return methodNotAllowed(request, ["POST"]);
}

/**
 * POST /api/bookings/waitlist with the payload of POST /api/bookings (or of POST
 * /api/amenity-booking, for a recovery session on its own): joins the line for a full slot.
 * 201 {id, position}; 409 when it is not full (book it instead). The visitor's identity (created here
 * when it has none) is the one that may leave, and that an offer is held for.
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed(request, ["POST"]);
  const read = await readBody(request);
  if (!read.ok) return read.response;
  const amenity = "amenityName" in read.body;
  const parsed = amenity
    ? v.safeParse(AmenityBookingSchema, read.body)
    : v.safeParse(BookingDetailsSchema, read.body);
  if (!parsed.success) return apiValidationError(parsed.issues);
  const waitFor = (
    amenity ? { kind: "amenity", request: parsed.output } : { kind: "visit", details: parsed.output }
  ) as WaitlistRequest;
  const { config } = getWorker(context);
  const ctx = caseContext(config);
  return withIdempotencyKey(ctx, request, "api:bookings-waitlist", read.body, {
    async run(answer) {
      const { actor, visitor, referralCode } = await bookingActor(config, request);
      const result = await joinSlotWaitlist(ctx, {
        actor: { visitorId: visitor.userId, clientHash: actor.clientHash },
        request: waitFor,
        referralCode,
        alsoWrite: answer && ((entry) => [answer(201, entry)]),
      });
      if (!result.ok) return apiFailure(result, { headers: await discardIfNew(config, visitor) });
      const body = { id: result.value.id, position: result.value.position };
      return Response.json(body, { status: 201, headers: visitor.headers });
    },
    // Its place now; null once it no longer waits (offered a booking, left, or lapsed).
    replay: async ({ id }) => ({ id, position: (await placeInLine(ctx, id)) ?? null }),
  });
}
