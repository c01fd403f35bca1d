import { ListingFacilitiesSchema } from "~/domain/schemas/gym-listing";
import { runListingForm } from "~/lib/partner-listing-action.server";
import { requireOwnedGym } from "~/middleware/partner.server";
import { updateListingFacilities } from "~/use-cases/partner-listing.server";
import type { Route } from "./+types/facilities";
import { ListingFacilitiesForm } from "./facilities-form";

export async function action({ request, context, params }: Route.ActionArgs) {
  const gym = await requireOwnedGym(context, params.gymId);
  return runListingForm(context, request, {
    schema: ListingFacilitiesSchema,
    back: `/partner/gyms/${gym.id}/facilities`,
    run: (ctx, value) => updateListingFacilities(ctx, gym, value),
  });
}

export default function ListingFacilities() {
  return <ListingFacilitiesForm />;
}
