import { getWorker } from "~/context.server";
import { getDb } from "~/db/client.server";
import { parseTrainerSearch } from "~/domain/trainer-search";
import { searchTrainers } from "~/models/trainer.server";
import { apiError, methodNotAllowed } from "~/routes/+shared/api.server";
import type { Route } from "./+types/trainers";

/** GET /api/trainers?q=&city=&mode=online|in-person&sessions=: the trainer list (no contact details). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const parsed = parseTrainerSearch(new URL(request.url).searchParams);
  if (!parsed.ok) return apiError(400, parsed.message);
  const list = await searchTrainers(getDb(getWorker(context).config.db), parsed.query);
  return Response.json(
    list.map((t) => ({ ...t, hourlyRate: t.hourlyRateCents / 100 })),
    { headers: { "Cache-Control": "no-store" } },
  );
}

/** Any other method: 405 (the list is read with GET). */
export const action = ({ request }: Route.ActionArgs) => methodNotAllowed(request, ["GET"]);
