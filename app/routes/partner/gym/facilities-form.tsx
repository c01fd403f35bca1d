import { getFormProps, useForm } from "@conform-to/react";
import { getValibotConstraint, parseWithValibot } from "@conform-to/valibot";
import { useActionData, useRouteLoaderData } from "react-router";
import { FacilitiesFields, TeamFields } from "~/components/facilities-fields";
import { ListingFormCard } from "~/components/listing-form";
import { ListingFacilitiesSchema } from "~/domain/schemas/gym-listing";
import type { action } from "./facilities";
import type { loader as layoutLoader } from "./layout";

export function ListingFacilitiesForm() {
  const { listing } = useRouteLoaderData<typeof layoutLoader>("routes/partner/gym/layout")!;
  const { gym } = listing;
  const actionData = useActionData<typeof action>();
  const [form, fields] = useForm({
    id: "listing-facilities",
    lastResult: actionData?.result,
    defaultValue: {
      equipment: listing.equipment,
      amenities: listing.amenities,
      sports: listing.sports,
      otherAmenities: gym.otherAmenities ?? "",
      canHostTeams: gym.canHostTeams ? "on" : undefined,
      maxTeamSize: gym.maxTeamSize === null ? "" : String(gym.maxTeamSize),
      teamFacilities: gym.teamFacilities ?? "",
    },
    constraint: getValibotConstraint(ListingFacilitiesSchema),
    onValidate: ({ formData }) => parseWithValibot(formData, { schema: ListingFacilitiesSchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  return (
    <ListingFormCard
      title="Equipment, amenities, sports and teams"
      description="What athletes filter by in search, and whether squads can send you team inquiries."
      formProps={getFormProps(form)}
      result={actionData?.result}
    >
      <FacilitiesFields fields={fields} />
      <TeamFields fields={fields} />
    </ListingFormCard>
  );
}
