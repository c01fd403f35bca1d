import { island, islandModule, waitForIslands } from "~/components/island";
import { ListingFacilitiesSchema } from "~/domain/schemas/gym-listing";
import { runListingForm } from "~/lib/partner-listing-action.server";
import { requireOwnedGym } from "~/middleware/partner.server";
import { updateListingFacilities } from "~/use-cases/partner-listing.server";
import type { Route } from "./+types/facilities";

export async function action({ request, context, params }: Route.ActionArgs) {
  const gym = await requireOwnedGym(context, params.gymId);
  return runListingForm(context, request, {
    schema: ListingFacilitiesSchema,
    back: `/partner/gyms/${gym.id}/facilities`,
    run: (ctx, value) => updateListingFacilities(ctx, gym, value),
  });
}

/**
 * The form: an island, outside the page's first-load JavaScript (ADR 016, 030). A client navigation
 * waits for its module along with the data (clientMiddleware).
 */
const forms = islandModule(() => import("./facilities.island"));
const EditorForm = island(forms, "ListingFacilitiesForm");
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [waitForIslands(forms)];

export default function ListingFacilities() {
  return <EditorForm />;
}
