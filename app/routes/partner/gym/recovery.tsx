import { lazy } from "react";
import * as v from "valibot";
import { positiveId } from "~/domain/schemas/common";
import { RecoveryItemSchema } from "~/domain/schemas/gym-listing";
import { readForm } from "~/lib/form.server";
import { requireOwnedGym } from "~/middleware/partner.server";
import { runListingForm } from "~/routes/+shared/partner-listing-action.server";
import { addRecoveryAmenity, removeRecoveryAmenity } from "~/use-cases/partner-listing.server";
import type { Route } from "./+types/recovery";

// Conform and the form code load as the page hydrates, outside its first-load JavaScript; a
// client navigation shows the page once they have loaded too.
const loadRecoveryForm = () => import("./recovery-form");
const ListingRecoveryForm = lazy(() => loadRecoveryForm().then((m) => ({ default: m.ListingRecoveryForm })));
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [
  async (_, next) => {
    await Promise.all([next(), loadRecoveryForm()]);
  },
];

const RemoveSchema = v.object({ itemId: positiveId("Choose an amenity") });

export async function action({ request, context, params }: Route.ActionArgs) {
  const gym = await requireOwnedGym(context, params.gymId);
  const form = await readForm(request);
  const back = `/partner/gyms/${gym.id}/recovery`;
  if (form.get("intent") === "remove")
    return runListingForm(context, request, {
      form,
      schema: RemoveSchema,
      back,
      toast: "Amenity removed",
      run: (ctx, value) => removeRecoveryAmenity(ctx, gym, value),
    });
  return runListingForm(context, request, {
    form,
    schema: RecoveryItemSchema,
    back,
    toast: "Amenity saved",
    run: (ctx, value) => addRecoveryAmenity(ctx, gym, value),
  });
}

export default function ListingRecovery() {
  return <ListingRecoveryForm />;
}
