import { getWorker } from "~/context.server";
import { getDb } from "~/db/client.server";
import { reviewStatesByGym } from "~/domain/review-eligibility";
import { signedInAccount } from "~/identity.server";
import type { Visitor } from "~/lib/visitor";
import { reviewableBookings } from "~/models/review.server";
import { allSavedGymIds } from "~/models/saved-gym.server";
import { methodNotAllowed } from "~/routes/+shared/api.server";
import { getSession } from "~/session.server";
import type { Route } from "./+types/me";

const NOBODY: Visitor = { signedIn: false, saved: [], reviews: {} };

/**
 * GET /api/me: the visitor's own part of the shared pages, read by the client after load
 * (~/lib/visitor): whether a live account session is behind their cookie, the gyms they saved and,
 * at each gym they booked, whether they may review it or why not. Never cached: it is theirs alone.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { config } = getWorker(context);
  const headers = { "Cache-Control": "private, no-store" };
  if (config.sessionSecrets.length === 0 || !request.headers.has("Cookie"))
    return Response.json(NOBODY, { headers });
  const account = await signedInAccount(config, request);
  // The account's identity, else the anonymous one (as getVisitorId).
  const userId = account?.userId ?? (await getSession(config, request)).get("userId");
  if (userId === undefined) return Response.json(NOBODY, { headers });
  const db = getDb(config.db);
  const [saved, booked] = await Promise.all([allSavedGymIds(db, userId), reviewableBookings(db, userId)]);
  const reviews: Visitor["reviews"] = {};
  for (const [gymId, state] of reviewStatesByGym(booked))
    reviews[gymId] = state.canReview
      ? { bookingId: state.bookingIds[0]! }
      : { reason: state.reason === "alreadyReviewed" ? "alreadyReviewed" : "notCompleted" };
  const visitor: Visitor = { signedIn: account !== undefined, saved, reviews };
  return Response.json(visitor, { headers });
}

/** Any other method: 405 (it is read with GET). */
export const action = ({ request }: Route.ActionArgs) => methodNotAllowed(request, ["GET"]);
