import { getWorker } from "~/context.server";
import { getDb } from "~/db/client.server";
import { apiError, centsToAmount, parseId } from "~/lib/api.server";
import { getGymDetail } from "~/models/gym.server";
import type { Route } from "./+types/gym";

/** GET /api/gyms/{id}: the gym with reviews, averageRating and reviewCount. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const id = parseId(params.id);
  if (id === undefined) return apiError(400, "Gym id must be a positive whole number");
  const gym = await getGymDetail(getDb(getWorker(context).config.db), id);
  if (!gym) return apiError(404, "Gym not found");
  return Response.json(
    {
      ...gym,
      hourlyRate: centsToAmount(gym.hourlyRateCents),
      dayPassRate: centsToAmount(gym.dayPassRateCents),
      weeklyRate: centsToAmount(gym.weeklyRateCents),
      monthlyRate: centsToAmount(gym.monthlyRateCents),
      images: gym.images.map((image) => image.url),
    },
    { headers: { "Cache-Control": "no-store" } },
  );
}
