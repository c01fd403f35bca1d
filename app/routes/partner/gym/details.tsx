import { island, islandModule, waitForIslands } from "~/components/island";
import { ListingDetailsSchema } from "~/domain/schemas/gym-listing";
import { runListingForm } from "~/lib/partner-listing-action.server";
import { requireOwnedGym } from "~/middleware/partner.server";
import { updateListingDetails } from "~/use-cases/partner-listing.server";
import type { Route } from "./+types/details";

export async function action({ request, context, params }: Route.ActionArgs) {
  const gym = await requireOwnedGym(context, params.gymId);
  return runListingForm(context, request, {
    schema: ListingDetailsSchema,
    back: `/partner/gyms/${gym.id}`,
    run: (ctx, value) => updateListingDetails(ctx, gym, value),
  });
}

/**
 * The form: an island, outside the page's first-load JavaScript (ADR 016, 030). A client navigation
 * waits for its module along with the data (clientMiddleware).
 */
const forms = islandModule(() => import("./details.island"));
const EditorForm = island(forms, "ListingDetailsForm");
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [waitForIslands(forms)];

export default function ListingDetails() {
  return <EditorForm />;
}
