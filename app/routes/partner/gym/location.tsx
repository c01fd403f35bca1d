import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { getValibotConstraint, parseWithValibot } from "@conform-to/valibot";
import { Input, PinMapField } from "@gymroam/design-system";
import { eq } from "drizzle-orm";
import { useEffect, useState } from "react";
import { useActionData, useLoaderData, useRouteLoaderData } from "react-router";
import { ConformField } from "~/components/conform-field";
import { ListingFormCard } from "~/components/listing-form";
import { PinMap } from "~/components/pin-map";
import { getWorker } from "~/context.server";
import { getDb } from "~/db/client.server";
import { gyms } from "~/db/schema";
import { hasRealAddress } from "~/domain/listing";
import { ListingLocationSchema } from "~/domain/schemas/gym-listing";
import { runListingForm } from "~/lib/partner-listing-action.server";
import { requireOwnedGym } from "~/middleware/partner.server";
import { cityCentre } from "~/models/gym.server";
import { updateListingLocation } from "~/use-cases/partner-listing.server";
import type { Route } from "./+types/location";
import type { loader as layoutLoader } from "./layout";

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
  const { listing } = useRouteLoaderData<typeof layoutLoader>("routes/partner/gym/layout")!;
  const { tileUrl, fallback } = useLoaderData<typeof loader>();
  const { gym } = listing;
  const actionData = useActionData<typeof action>();
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const [form, fields] = useForm({
    id: "listing-location",
    lastResult: actionData?.result,
    defaultValue: {
      address: hasRealAddress(gym.address) ? gym.address : "",
      latitude: gym.latitude === null ? "" : String(gym.latitude),
      longitude: gym.longitude === null ? "" : String(gym.longitude),
    },
    constraint: getValibotConstraint(ListingLocationSchema),
    onValidate: ({ formData }) => parseWithValibot(formData, { schema: ListingLocationSchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  return (
    <ListingFormCard
      title="Address and map pin"
      description={`Where athletes come to, in ${gym.city}. The pin puts your gym on the map and measures distances in search.`}
      formProps={getFormProps(form)}
      result={actionData?.result}
    >
      <ConformField meta={fields.address} label="Street address" required>
        <Input
          {...getInputProps(fields.address, { type: "text" })}
          autoComplete="street-address"
          placeholder="e.g. 12 Wharf Road, Ponsonby"
        />
      </ConformField>
      <PinMapField
        latitude={{
          name: fields.latitude.name,
          id: fields.latitude.id,
          defaultValue: String(fields.latitude.initialValue ?? ""),
          errors: fields.latitude.errors,
          errorId: fields.latitude.errorId,
        }}
        longitude={{
          name: fields.longitude.name,
          id: fields.longitude.id,
          defaultValue: String(fields.longitude.initialValue ?? ""),
          errors: fields.longitude.errors,
          errorId: fields.longitude.errorId,
        }}
        map={
          hydrated ? (
            <PinMap latitude={gym.latitude} longitude={gym.longitude} fallback={fallback} tileUrl={tileUrl} />
          ) : undefined
        }
      />
    </ListingFormCard>
  );
}
