import { lazy } from "react";
import { ListingDetailsSchema } from "~/domain/schemas/gym-listing";
import { requireOwnedGym } from "~/middleware/partner.server";
import { runListingForm } from "~/routes/+shared/partner-listing-action.server";
import { updateListingDetails } from "~/use-cases/partner-listing.server";
import type { Route } from "./+types/details";

// Conform and the form code load as the page hydrates, outside its first-load JavaScript; a
// client navigation shows the page once they have loaded too.
const loadDetailsForm = () => import("./details-form");
const ListingDetailsForm = lazy(() => loadDetailsForm().then((m) => ({ default: m.ListingDetailsForm })));
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [
  async (_, next) => {
    await Promise.all([next(), loadDetailsForm()]);
  },
];

export async function action({ request, context, params }: Route.ActionArgs) {
  const gym = await requireOwnedGym(context, params.gymId);
  return runListingForm(context, request, {
    schema: ListingDetailsSchema,
    back: `/partner/gyms/${gym.id}`,
    run: (ctx, value) => updateListingDetails(ctx, gym, value),
  });
}

export default function ListingDetails() {
  return <ListingDetailsForm />;
}
