import { lazy } from "react";
import * as v from "valibot";
import { ClosedDateSchema, ListingHoursSchema } from "~/domain/schemas/gym-listing";
import { readForm } from "~/lib/form.server";
import { requireOwnedGym } from "~/middleware/partner.server";
import { runListingForm } from "~/routes/+shared/partner-listing-action.server";
import { addClosedDate, removeClosedDate, updateListingHours } from "~/use-cases/partner-listing.server";
import type { Route } from "./+types/hours";

// Conform and the form code load as the page hydrates, outside its first-load JavaScript; a
// client navigation shows the page once they have loaded too.
const loadHoursForm = () => import("./hours-form");
const ListingHoursForm = lazy(() => loadHoursForm().then((m) => ({ default: m.ListingHoursForm })));
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [
  async (_, next) => {
    await Promise.all([next(), loadHoursForm()]);
  },
];

const RemoveClosedSchema = v.object({ date: ClosedDateSchema.entries.date });

export async function action({ request, context, params }: Route.ActionArgs) {
  const gym = await requireOwnedGym(context, params.gymId);
  const form = await readForm(request);
  const back = `/partner/gyms/${gym.id}/hours`;
  const intent = form.get("intent");
  if (intent === "add-closed")
    return runListingForm(context, request, {
      form,
      schema: ClosedDateSchema,
      back,
      toast: "Closed date added",
      run: (ctx, value) => addClosedDate(ctx, gym, value),
    });
  if (intent === "remove-closed")
    return runListingForm(context, request, {
      form,
      schema: RemoveClosedSchema,
      back,
      toast: "Closed date removed",
      run: (ctx, value) => removeClosedDate(ctx, gym, value),
    });
  // A closed day whose time fields are blank (or missing) reaches the schema as a hole, which Conform's
  // rebuilt schema does not fill with the item's default: give such a day times that are never read.
  for (let day = 0; day < 7; day++) {
    if (form.get(`days[${day}].open`) !== null) continue;
    for (const part of ["openTime", "closeTime"])
      if (!String(form.get(`days[${day}].${part}`) ?? "").trim()) form.set(`days[${day}].${part}`, "00:00");
  }
  return runListingForm(context, request, {
    form,
    schema: ListingHoursSchema,
    back,
    run: (ctx, value) => updateListingHours(ctx, gym, value),
  });
}

export default function ListingHours() {
  return <ListingHoursForm />;
}
