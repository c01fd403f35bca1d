import { lazy } from "react";
import { ListingRatesSchema } from "~/domain/schemas/gym-listing";
import { requireOwnedGym } from "~/middleware/partner.server";
import { runListingForm } from "~/routes/+shared/partner-listing-action.server";
import { updateListingRates } from "~/use-cases/partner-listing.server";
import type { Route } from "./+types/rates";

// Conform and the form code load as the page hydrates, outside its first-load JavaScript; a
// client navigation shows the page once they have loaded too.
const loadRatesForm = () => import("./rates-form");
const ListingRatesForm = lazy(() => loadRatesForm().then((m) => ({ default: m.ListingRatesForm })));
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [
  async (_, next) => {
    await Promise.all([next(), loadRatesForm()]);
  },
];

export async function action({ request, context, params }: Route.ActionArgs) {
  const gym = await requireOwnedGym(context, params.gymId);
  return runListingForm(context, request, {
    schema: ListingRatesSchema,
    back: `/partner/gyms/${gym.id}/rates`,
    run: (ctx, value) => updateListingRates(ctx, gym, value),
  });
}

export default function ListingRates() {
  return <ListingRatesForm />;
}
