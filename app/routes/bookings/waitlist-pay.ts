import { redirect } from "react-router";
import { getWorker } from "~/context.server";
import { getVisitorId } from "~/identity.server";
import { getEntry } from "~/models/slot-waitlist.server";
import { parseId } from "~/routes/+shared/api.server";
import { caseContext } from "~/use-cases/context.server";
import type { Route } from "./+types/waitlist-pay";

/**
 * The offer e-mail's pay link: the held booking's payment step for the identity that joined; My
 * Bookings (where a booking can be found by e-mail and reference) for anyone else or a lapsed offer.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { config } = getWorker(context);
  const id = parseId(params.id);
  const entry = id === undefined ? undefined : await getEntry(caseContext(config).db, id);
  const visitorId = await getVisitorId(config, request);
  if (entry && entry.offeredBookingId !== null && entry.userId === visitorId)
    return redirect(`/gym/${entry.gymId}/book?booking=${entry.offeredBookingId}`);
  return redirect("/bookings");
}
