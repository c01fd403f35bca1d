import { lazy } from "react";
import { ListingFacilitiesSchema } from "~/domain/schemas/gym-listing";
import { requireOwnedGym } from "~/middleware/partner.server";
import { runListingForm } from "~/routes/+shared/partner-listing-action.server";
import { updateListingFacilities } from "~/use-cases/partner-listing.server";
import type { Route } from "./+types/facilities";

// Conform and the form code load as the page hydrates, outside its first-load JavaScript; a
// client navigation shows the page once they have loaded too.
const loadFacilitiesForm = () => import("./facilities-form");
const ListingFacilitiesForm = lazy(() =>
  loadFacilitiesForm().then((m) => ({ default: m.ListingFacilitiesForm })),
);
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [
  async (_, next) => {
    await Promise.all([next(), loadFacilitiesForm()]);
  },
];

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
