import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { getValibotConstraint, parseWithValibot } from "@conform-to/valibot";
import { Input, PinMapField } from "@gymroam/design-system";
import { useEffect, useState } from "react";
import { useActionData, useLoaderData, useRouteLoaderData } from "react-router";
import { ConformField } from "~/components/conform-field";
import { ListingFormCard } from "~/components/listing-form";
import { PinMap } from "~/components/pin-map";
import { hasRealAddress } from "~/domain/listing";
import { ListingLocationSchema } from "~/domain/schemas/gym-listing";
import type { loader as layoutLoader } from "./layout";
import type { action, loader } from "./location";

export function ListingLocationForm() {
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
      postalCode: gym.postalCode ?? "",
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
          // One line: street-address is for a multi-line field (HTML's autofill rules).
          autoComplete="address-line1"
          placeholder="e.g. 12 Wharf Road, Ponsonby"
        />
      </ConformField>
      <ConformField meta={fields.postalCode} label="Postcode">
        <Input
          {...getInputProps(fields.postalCode, { type: "text" })}
          autoComplete="postal-code"
          inputMode="numeric"
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
