import { island, islandModule, waitForIslands } from "~/components/island";
import { ListingRatesSchema } from "~/domain/schemas/gym-listing";
import { runListingForm } from "~/lib/partner-listing-action.server";
import { requireOwnedGym } from "~/middleware/partner.server";
import { updateListingRates } from "~/use-cases/partner-listing.server";
import type { Route } from "./+types/rates";

export async function action({ request, context, params }: Route.ActionArgs) {
  const gym = await requireOwnedGym(context, params.gymId);
  return runListingForm(context, request, {
    schema: ListingRatesSchema,
    back: `/partner/gyms/${gym.id}/rates`,
    run: (ctx, value) => updateListingRates(ctx, gym, value),
  });
}

/**
 * The form: an island, outside the page's first-load JavaScript (ADR 016, 030). A client navigation
 * waits for its module along with the data (clientMiddleware).
 */
const forms = islandModule(() => import("./rates.island"));
const EditorForm = island(forms, "ListingRatesForm");
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [waitForIslands(forms)];

export default function ListingRates() {
  return <EditorForm />;
}
