import { eq } from "drizzle-orm";
import { lazy } from "react";
import { getWorker } from "~/context.server";
import { getDb } from "~/db/client.server";
import { gyms } from "~/db/schema";
import { ListingLocationSchema } from "~/domain/schemas/gym-listing";
import { runListingForm } from "~/lib/partner-listing-action.server";
import { requireOwnedGym } from "~/middleware/partner.server";
import { cityCentre } from "~/models/gym.server";
import { updateListingLocation } from "~/use-cases/partner-listing.server";
import type { Route } from "./+types/location";

// Conform and the form code load as the page hydrates, outside its first-load JavaScript; a
// client navigation shows the page once they have loaded too.
const loadLocationForm = () => import("./location-form");
const ListingLocationForm = lazy(() => loadLocationForm().then((m) => ({ default: m.ListingLocationForm })));
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [
  async (_, next) => {
    await Promise.all([next(), loadLocationForm()]);
  },
];

/** Before a pin is placed the map starts at the city's gyms, else the country's biggest city. */
const COUNTRY_CENTRE: Record<string, { lat: number; lng: number }> = {
  "New Zealand": { lat: -36.8485, lng: 174.7633 },
  Australia: { lat: -33.8688, lng: 151.2093 },
};

export async function loader({ context, params }: Route.LoaderArgs) {
  const owned = await requireOwnedGym(context, params.gymId);
  const { config } = getWorker(context);
  const db = getDb(config.db);
  const place = await db
    .select({ city: gyms.city, country: gyms.country })
    .from(gyms)
    .where(eq(gyms.id, owned.id))
    .get();
  const centre = place ? await cityCentre(db, place.city) : undefined;
  return {
    tileUrl: config.mapTileUrl,
    fallback: centre ?? COUNTRY_CENTRE[place?.country ?? "New Zealand"] ?? COUNTRY_CENTRE["New Zealand"]!,
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const gym = await requireOwnedGym(context, params.gymId);
  return runListingForm(context, request, {
    schema: ListingLocationSchema,
    back: `/partner/gyms/${gym.id}/location`,
    run: (ctx, value) => updateListingLocation(ctx, gym, value),
  });
}

export default function ListingLocation() {
  return <ListingLocationForm />;
}
