import { type FieldMetadata, getFormProps, getInputProps, useForm } from "@conform-to/react";
import { getValibotConstraint, parseWithValibot } from "@conform-to/valibot";
import { Checkbox, CheckboxGroup, Grid, Input } from "@gymroam/design-system";
import { useActionData, useRouteLoaderData } from "react-router";
import { ConformField } from "~/components/conform-field";
import { ListingFormCard } from "~/components/listing-form";
import { AMENITY_OPTIONS, EQUIPMENT_OPTIONS, SPORTS } from "~/domain/catalog";
import { ListingFacilitiesSchema } from "~/domain/schemas/gym-listing";
import type { action } from "./facilities";
import type { loader as layoutLoader } from "./layout";

/** The page's form: an island, outside the page's first-load JavaScript (ADR 016, 030). */
const option = (value: string) => ({ value, label: value });
function asList(value: unknown): string[] {
  if (Array.isArray(value)) return value.filter((item): item is string => typeof item === "string");
  return typeof value === "string" ? [value] : [];
}
function listErrors(meta: FieldMetadata<unknown>): string[] | undefined {
  const all = [...new Set(Object.values(meta.allErrors).flat())];
  return all.length > 0 ? all : undefined;
}

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
  const text = (meta: FieldMetadata<unknown>) =>
    getInputProps(meta as FieldMetadata<string>, { type: "text" });
  return (
    <ListingFormCard
      title="Equipment, amenities, sports and teams"
      description="What athletes filter by in search, and whether squads can send you team inquiries."
      formProps={getFormProps(form)}
      result={actionData?.result}
    >
      <CheckboxGroup
        key={fields.equipment.key}
        legend="Equipment"
        required
        name={fields.equipment.name}
        options={EQUIPMENT_OPTIONS.map(option)}
        defaultValue={asList(fields.equipment.initialValue)}
        errors={listErrors(fields.equipment)}
        errorId={fields.equipment.errorId}
        orientation="grid"
      />
      <CheckboxGroup
        key={fields.amenities.key}
        legend="Amenities and recovery facilities"
        required
        name={fields.amenities.name}
        options={AMENITY_OPTIONS.map(option)}
        defaultValue={asList(fields.amenities.initialValue)}
        errors={listErrors(fields.amenities)}
        errorId={fields.amenities.errorId}
        orientation="grid"
      />
      <ConformField meta={fields.otherAmenities} label="Other amenities">
        <Input {...text(fields.otherAmenities)} placeholder="e.g. Showers, towel service, café" />
      </ConformField>
      <CheckboxGroup
        key={fields.sports.key}
        legend="Sports you cater for"
        required
        name={fields.sports.name}
        options={SPORTS.map(option)}
        defaultValue={asList(fields.sports.initialValue)}
        errors={listErrors(fields.sports)}
        errorId={fields.sports.errorId}
        orientation="horizontal"
      />
      <Checkbox {...getInputProps(fields.canHostTeams, { type: "checkbox" })} label="We can host teams" />
      <Grid columns={2} className="grid-cols-1 sm:grid-cols-2">
        <ConformField meta={fields.maxTeamSize} label="Largest team you can host">
          <Input {...text(fields.maxTeamSize)} inputMode="numeric" />
        </ConformField>
        <ConformField meta={fields.teamFacilities} label="Team facilities">
          <Input {...text(fields.teamFacilities)} placeholder="e.g. Private area, 6 racks" />
        </ConformField>
      </Grid>
    </ListingFormCard>
  );
}
