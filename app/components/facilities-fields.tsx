import { type FieldMetadata, getInputProps } from "@conform-to/react";
import { Checkbox, CheckboxGroup, Grid, Input, UsersIcon } from "@gymroam/design-system";
import { ConformField } from "~/components/conform-field";
import { AMENITY_OPTIONS, EQUIPMENT_OPTIONS, SPORTS } from "~/domain/catalog";

/*
 * The facilities and teams fields a gym is listed with, shared by the owner's application (/add-gym)
 * and the listing editor (/partner/gyms/:gymId/facilities): the same groups, legends and options, so
 * what an owner applies with is what they later edit. Both forms validate the same catalogue lists.
 */

type Meta = FieldMetadata<unknown>;

/** Form values arrive as a string (one box ticked) or a list (several). */
export function asList(value: unknown): string[] {
  if (Array.isArray(value)) return value.filter((item): item is string => typeof item === "string");
  return typeof value === "string" ? [value] : [];
}

/** Every message for a list field: the list's own and its items' (an unknown option). */
export function listErrors(meta: Meta): string[] | undefined {
  const all = [...new Set(Object.values(meta.allErrors).flat())];
  return all.length > 0 ? all : undefined;
}

/** A checkbox or select option whose label is its value (the catalogue lists are already words). */
export const option = (value: string) => ({ value, label: value });

const text = (meta: Meta) => getInputProps(meta as FieldMetadata<string>, { type: "text" });

function ListGroup({
  meta,
  legend,
  options,
  orientation,
}: {
  meta: Meta;
  legend: string;
  options: readonly string[];
  orientation: "grid" | "horizontal";
}) {
  return (
    <CheckboxGroup
      key={meta.key}
      legend={legend}
      required
      name={meta.name}
      options={options.map(option)}
      defaultValue={asList(meta.initialValue)}
      errors={listErrors(meta)}
      errorId={meta.errorId}
      orientation={orientation}
    />
  );
}

/** Equipment, amenities (with the free-text others) and sports. */
export function FacilitiesFields({
  fields,
}: {
  fields: { equipment: Meta; amenities: Meta; otherAmenities: Meta; sports: Meta };
}) {
  return (
    <>
      <ListGroup meta={fields.equipment} legend="Equipment" options={EQUIPMENT_OPTIONS} orientation="grid" />
      <ListGroup
        meta={fields.amenities}
        legend="Amenities and recovery facilities"
        options={AMENITY_OPTIONS}
        orientation="grid"
      />
      <ConformField meta={fields.otherAmenities} label="Other amenities">
        <Input {...text(fields.otherAmenities)} placeholder="e.g. Showers, towel service, café" />
      </ConformField>
      <ListGroup
        meta={fields.sports}
        legend="Sports you cater for"
        options={SPORTS}
        orientation="horizontal"
      />
    </>
  );
}

/** Whether squads can send team inquiries, the largest team, and what a team gets. */
export function TeamFields({
  fields,
}: {
  fields: { canHostTeams: Meta; maxTeamSize: Meta; teamFacilities: Meta };
}) {
  return (
    <>
      <Checkbox
        {...getInputProps(fields.canHostTeams as FieldMetadata<string>, { type: "checkbox" })}
        label={
          <span className="inline-flex items-center gap-2">
            <UsersIcon aria-hidden="true" className="size-4" />
            We can host teams
          </span>
        }
      />
      <Grid columns={2} className="grid-cols-1 sm:grid-cols-2">
        <ConformField meta={fields.maxTeamSize} label="Largest team you can host">
          <Input {...text(fields.maxTeamSize)} inputMode="numeric" />
        </ConformField>
        <ConformField meta={fields.teamFacilities} label="Team facilities">
          <Input {...text(fields.teamFacilities)} placeholder="e.g. Private area, 6 racks" />
        </ConformField>
      </Grid>
    </>
  );
}
