import { redirect } from "react-router";
import * as v from "valibot";
import { requireOwnedGym } from "~/middleware/partner.server";
import { runListingForm } from "~/routes/+shared/partner-listing-action.server";
import { pauseListing, resumeListing } from "~/use-cases/partner-listing.server";
import type { Route } from "./+types/status";

/** Pause or resume a listing (POST only; the editor's button posts here). */
const StatusSchema = v.object({
  intent: v.picklist(["pause", "resume"], "Choose Pause listing or Resume listing"),
});

export async function loader({ context, params }: Route.LoaderArgs) {
  const gym = await requireOwnedGym(context, params.gymId);
  return redirect(`/partner/gyms/${gym.id}`);
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const gym = await requireOwnedGym(context, params.gymId);
  return runListingForm(context, request, {
    schema: StatusSchema,
    back: `/partner/gyms/${gym.id}`,
    toast: "Listing updated",
    run: (ctx, value) => (value.intent === "pause" ? pauseListing(ctx, gym) : resumeListing(ctx, gym)),
  });
}
