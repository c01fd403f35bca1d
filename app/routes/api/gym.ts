import { getWorker } from "~/context.server";
import { getDb } from "~/db/client.server";
import { AMENITY_ITEM_TYPE_INFO } from "~/domain/catalog";
import { sharedPageCache } from "~/middleware/page-cache.server";
import { listAmenityItems } from "~/models/amenity-booking.server";
import { getGymDetail } from "~/models/gym.server";
import { apiError, centsToAmount, methodNotAllowed, parseId } from "~/routes/+shared/api.server";
import type { Route } from "./+types/gym";

/** The catalogue, the same for every client: kept in the shared page cache. */
export const middleware: Route.MiddlewareFunction[] = [sharedPageCache({ api: true })];

/** GET /api/gyms/{id}: the gym with reviews, averageRating and reviewCount. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const id = parseId(params.id);
  if (id === undefined) return apiError(400, "Gym id must be a positive whole number");
  const db = getDb(getWorker(context).config.db);
  const gym = await getGymDetail(db, id);
  if (!gym) return apiError(404, "Gym not found");
  // The spec's bookableAmenities: groups (saunas, iceBaths …) of items with name and pricePerHour.
  // Book one with POST /api/amenity-booking {gymId, amenityType, amenityName, …}.
  const bookableAmenities: Record<
    string,
    { id: number; name: string; type: string; pricePerHour: number }[]
  > = {};
  for (const item of await listAmenityItems(db, id)) {
    if (item.pricePerHourCents <= 0) continue;
    const group = AMENITY_ITEM_TYPE_INFO[item.type].group;
    const list = bookableAmenities[group] ?? [];
    list.push({ id: item.id, name: item.name, type: item.type, pricePerHour: item.pricePerHourCents / 100 });
    bookableAmenities[group] = list;
  }
  return Response.json(
    {
      ...gym,
      hourlyRate: centsToAmount(gym.hourlyRateCents),
      dayPassRate: centsToAmount(gym.dayPassRateCents),
      weeklyRate: centsToAmount(gym.weeklyRateCents),
      monthlyRate: centsToAmount(gym.monthlyRateCents),
      images: gym.images.map((image) => image.url),
      amenityBookingEnabled: Object.keys(bookableAmenities).length > 0,
      bookableAmenities,
    },
    { headers: { "Cache-Control": "no-store" } },
  );
}

/** A POST (or any method but GET) is told what to send instead. */
export async function action({ request }: Route.ActionArgs) {
  return methodNotAllowed(request, ["GET"]);
}
