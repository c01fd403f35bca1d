import { type ComponentProps, useId } from "react";
import { MapPinIcon } from "../../foundations/icons";
import { cn } from "../../lib/cn";
import { Button } from "../../primitives/Button/Button";
import { CheckboxGroup, type CheckboxOption } from "../../primitives/Checkbox";
import { Field } from "../../primitives/Field";
import { Heading, type HeadingLevel } from "../../primitives/Heading/Heading";
import { Input } from "../../primitives/Input";
import { PRICE_RANGE, RangeSlider, type RangeValue } from "../../primitives/Slider";

export type FilterPanelValues = {
  city?: string;
  equipment?: string[];
  amenities?: string[];
  minPrice?: number;
  maxPrice?: number;
};

type Options = readonly (string | CheckboxOption)[];

function toOptions(options: Options): CheckboxOption[] {
  return options.map((option) => (typeof option === "string" ? { value: option, label: option } : option));
}

export type FilterPanelProps = Omit<ComponentProps<"section">, "defaultValue" | "title"> & {
  /** The Equipment checkboxes (the app passes the spec's 10 options). */
  equipmentOptions: Options;
  /** The Recovery Facilities checkboxes (the spec's 9 options). */
  amenityOptions: Options;
  /** Initial values (e.g. from the URL's search params). */
  defaultValues?: FilterPanelValues;
  /** The price slider's bounds (spec: 10-200 step 10, default 10-100). */
  priceRange?: { min: number; max: number; step: number; defaultValue: RangeValue };
  /** How the slider shows a price (default "$10"). */
  formatPrice?: (value: number) => string;
  title?: string;
  headingLevel?: HeadingLevel;
  /** The location input's form name (default "city"). */
  locationName?: string;
  locationPlaceholder?: string;
  submitLabel?: string;
  pending?: boolean;
  /**
   * Show the location input (default true). False where the page's search bar already has the
   * place ("Where"), so one form never holds two city fields that can disagree.
   */
  showLocation?: boolean;
};

/**
 * The gym search filters: location (name="city"), Equipment (name="equipment"), Recovery
 * Facilities (name="amenities"), Membership Price (minPrice/maxPrice) and Search. It renders no
 * `<form>`: put it inside the app's GET `<Form>`, and every control submits without JavaScript.
 */
export function FilterPanel({
  equipmentOptions,
  amenityOptions,
  defaultValues = {},
  priceRange = PRICE_RANGE,
  formatPrice = PRICE_RANGE.formatValue,
  title = "Filters",
  headingLevel = 2,
  locationName = "city",
  locationPlaceholder = "Search destinations",
  submitLabel = "Search",
  pending = false,
  showLocation = true,
  className,
  ...props
}: FilterPanelProps) {
  const id = useId();
  const [low, high] = priceRange.defaultValue;
  return (
    <section
      aria-labelledby={`${id}-title`}
      data-slot="filter-panel"
      className={cn("flex flex-col gap-6 rounded-xl border border-border bg-surface p-5", className)}
      {...props}
    >
      <Heading id={`${id}-title`} level={headingLevel} size="sm">
        {title}
      </Heading>
      {showLocation ? (
        <Field.Root id={`${id}-location`}>
          <Field.Label>Location</Field.Label>
          <Input
            type="search"
            name={locationName}
            autoComplete="address-level2"
            placeholder={locationPlaceholder}
            defaultValue={defaultValues.city}
            leadingIcon={<MapPinIcon />}
          />
        </Field.Root>
      ) : null}
      <CheckboxGroup
        legend="Equipment"
        name="equipment"
        options={toOptions(equipmentOptions)}
        defaultValue={defaultValues.equipment}
      />
      <CheckboxGroup
        legend="Recovery Facilities"
        name="amenities"
        options={toOptions(amenityOptions)}
        defaultValue={defaultValues.amenities}
      />
      <RangeSlider
        id={`${id}-price`}
        label="Membership Price"
        min={priceRange.min}
        max={priceRange.max}
        step={priceRange.step}
        names={["minPrice", "maxPrice"]}
        defaultValue={[defaultValues.minPrice ?? low, defaultValues.maxPrice ?? high]}
        formatValue={formatPrice}
      />
      <Button type="submit" loading={pending} data-slot="filter-panel-submit">
        {submitLabel}
      </Button>
    </section>
  );
}
