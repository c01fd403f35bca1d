import { getWorker } from "~/context.server";
import { getDb } from "~/db/client.server";
import { parseGymSearch } from "~/domain/gym-search";
import { sharedPageCache } from "~/middleware/page-cache.server";
import { searchGyms } from "~/models/gym-search.server";
import { apiError, methodNotAllowed } from "~/routes/+shared/api.server";
import { toApiGym } from "~/routes/+shared/api-gym.server";
import type { Route } from "./+types/gyms";

/** The catalogue, the same for every client: kept in the shared page cache. */
export const middleware: Route.MiddlewareFunction[] = [sharedPageCache({ api: true })];

/**
 * GET /api/gyms?city=&minPrice=&maxPrice=&equipment=&amenities=&sports=&from=&to=&athletes=&lat=&lng=&sort=&page=
 * An array of gyms (the spec's contract); X-Total-Count and X-Page carry the paging. Counting stops
 * at 1000: then X-Total-Count is 1000 and X-Total-Count-Capped is true.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const parsed = parseGymSearch(new URL(request.url).searchParams);
  if (!parsed.ok) return apiError(400, parsed.message);
  const result = await searchGyms(getDb(getWorker(context).config.db), parsed.query);
  return Response.json(result.gyms.map(toApiGym), {
    headers: {
      "X-Total-Count": String(result.total),
      ...(result.totalCapped ? { "X-Total-Count-Capped": "true" } : {}),
      "X-Page": String(result.page),
      "X-Page-Size": String(result.pageSize),
      "Cache-Control": "no-store",
    },
  });
}

/** Any other method: 405 (the list is read with GET). */
export const action = ({ request }: Route.ActionArgs) => methodNotAllowed(request, ["GET"]);
