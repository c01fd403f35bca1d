import { eq } from "drizzle-orm";
import { lazy } from "react";
import { getWorker } from "~/context.server";
import { getDb } from "~/db/client.server";
import { gyms } from "~/db/schema";
import { ListingLocationSchema } from "~/domain/schemas/gym-listing";
import { requireOwnedGym } from "~/middleware/partner.server";
import { cityCentre } from "~/models/gym-search.server";
import { runListingForm } from "~/routes/+shared/partner-listing-action.server";
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

/**
 * Before a pin is placed the map starts at the city's listed gyms, else at the city itself when it is
 * one of the main ones (a Wellington gym's first pin is in Wellington, not Auckland), else at the
 * country's biggest city.
 */
const CITY_CENTRE: Record<string, { lat: number; lng: number }> = {
  auckland: { lat: -36.8485, lng: 174.7633 },
  wellington: { lat: -41.2865, lng: 174.7762 },
  christchurch: { lat: -43.5321, lng: 172.6362 },
  hamilton: { lat: -37.787, lng: 175.2793 },
  tauranga: { lat: -37.6878, lng: 176.1651 },
  dunedin: { lat: -45.8788, lng: 170.5028 },
  queenstown: { lat: -45.0312, lng: 168.6626 },
  sydney: { lat: -33.8688, lng: 151.2093 },
  melbourne: { lat: -37.8136, lng: 144.9631 },
  brisbane: { lat: -27.4698, lng: 153.0251 },
  perth: { lat: -31.9523, lng: 115.8613 },
  adelaide: { lat: -34.9285, lng: 138.6007 },
  "gold coast": { lat: -28.0167, lng: 153.4 },
  canberra: { lat: -35.2809, lng: 149.13 },
  hobart: { lat: -42.8821, lng: 147.3272 },
};

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
    fallback:
      centre ??
      CITY_CENTRE[place?.city.trim().toLowerCase() ?? ""] ??
      COUNTRY_CENTRE[place?.country ?? "New Zealand"] ??
      COUNTRY_CENTRE["New Zealand"]!,
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
