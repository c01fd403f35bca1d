import * as v from "valibot";
import { getWorker } from "~/context.server";
import { issueSummary } from "~/domain/schemas/common";
import { TripSchema, tripIssueMessage } from "~/domain/schemas/trip";
import { adoptIdentity } from "~/identity.server";
import { getTrip } from "~/models/trip.server";
import { toApiTrip } from "~/models/trip-api.server";
import { apiFailure, methodNotAllowed, readBody } from "~/routes/+shared/api.server";
import { bookingActorWithIdentityInBatch, withIdempotencyKey } from "~/routes/+shared/booking-http.server";
import { caseContext } from "~/use-cases/context.server";
import { holdTrip } from "~/use-cases/hold-trip.server";
import type { Route } from "./+types/trips";

export async function loader({ request }: Route.LoaderArgs) {
  return methodNotAllowed(request, ["POST"]);
}

/**
 * POST /api/trips {athleteName, athleteEmail, phone?, athletes?, stops: [{gymId, from, to,
 * bookingType?, startTime?}]}: holds every stop at once for 15 minutes (201 with the stops, their
 * bookings and the totals per currency), or refuses naming the stop (400, 409) and holds nothing.
 * The visitor's identity is made like a booking's; an Idempotency-Key makes a retry answer the same.
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed(request, ["POST"]);
  const read = await readBody(request);
  if (!read.ok) return read.response;
  const parsed = v.safeParse(TripSchema, read.body);
  if (!parsed.success) {
    const summary = issueSummary(parsed.issues);
    return Response.json({ ...summary, error: tripIssueMessage(parsed.issues[0]!) }, { status: 400 });
  }
  const { config } = getWorker(context);
  const ctx = caseContext(config);
  const tripBody = async (id: number, owner: number | undefined) => {
    const view = await getTrip(ctx.db, id, owner);
    if (!view) throw new Error(`Trip ${id} was held but cannot be read back`);
    return toApiTrip(view);
  };
  return withIdempotencyKey(ctx, request, "api:trips", read.body, {
    async run(answer) {
      // A first trip creates the visitor's identity in its own batch: refused, it leaves none.
      const { actor, session } = await bookingActorWithIdentityInBatch(config, request);
      const result = await holdTrip(ctx, {
        actor,
        details: parsed.output,
        alsoWrite: answer && ((trip) => [answer(201, trip)]),
      });
      if (!result.ok) return apiFailure(result);
      const { createdUser } = result.value;
      const headers =
        createdUser === undefined ? new Headers() : await adoptIdentity(config, session, createdUser);
      const owner = actor.visitorId === "new" ? createdUser : actor.visitorId;
      headers.set("Cache-Control", "private, no-store");
      return Response.json(await tripBody(result.value.id, owner), { status: 201, headers });
    },
    replay: ({ id, owner }) => tripBody(id, owner),
  });
}
