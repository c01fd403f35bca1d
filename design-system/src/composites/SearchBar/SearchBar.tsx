import { type ComponentProps, type ReactNode, useId } from "react";
import { MapPinIcon, SearchIcon } from "../../foundations/icons";
import { cn } from "../../lib/cn";
import { Button } from "../../primitives/Button/Button";
import { Field } from "../../primitives/Field";
import { Input } from "../../primitives/Input";
import { NumberStepper } from "../../primitives/NumberStepper";

export type SearchBarValues = {
  city?: string;
  /** "2025-09-12" (or what was typed, to show back with its error). */
  from?: string;
  to?: string;
  athletes?: number;
};

export type SearchBarProps = Omit<ComponentProps<"div">, "defaultValue"> & {
  /** Initial values (e.g. from the URL's search params). */
  defaultValues?: SearchBarValues;
  /** The Where input's placeholder (spec: "Search destinations"). */
  placeholder?: string;
  /** The earliest selectable access date ("2025-09-12"), e.g. today. */
  minDate?: string;
  /** The most athletes (default 100). */
  maxAthletes?: number;
  submitLabel?: string;
  /** Shows the button's spinner while the search loads. */
  pending?: boolean;
  /** The search landmark's name (default "Search gyms"). */
  "aria-label"?: string;
  /**
   * Replaces the Where input inside its field (label and error stay): e.g. a Combobox named "city"
   * suggesting places as the person types. Pass it the default value yourself.
   */
  cityControl?: ReactNode;
  /** Messages shown on the fields (e.g. an end date before the start date); the values stay as typed. */
  errors?: { city?: string; from?: string; to?: string; athletes?: string };
};

/**
 * The search bar: Where (name="city"), Access dates (native dates `from`/`to`) and Number of
 * athletes (name="athletes", min 1), then Search. It renders no `<form>`: put it inside the app's
 * GET `<Form>`, and it submits without JavaScript.
 */
export function SearchBar({
  defaultValues = {},
  placeholder = "Search destinations",
  minDate,
  maxAthletes = 100,
  submitLabel = "Search",
  pending = false,
  "aria-label": ariaLabel = "Search gyms",
  cityControl,
  errors = {},
  className,
  ...props
}: SearchBarProps) {
  const id = useId();
  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is not yet mapped to the search role by every screen reader and testing tool
    <div
      role="search"
      aria-label={ariaLabel}
      data-slot="search-bar"
      className={cn(
        "grid gap-4 rounded-xl border border-border bg-surface p-4 shadow-md md:grid-cols-[minmax(0,1.2fr)_minmax(0,1.6fr)_auto_auto] md:items-end",
        className,
      )}
      {...props}
    >
      <Field.Root id={`${id}-city`} errors={errors.city ? [errors.city] : undefined}>
        <Field.Label>Where</Field.Label>
        {cityControl ?? (
          <Input
            type="search"
            name="city"
            autoComplete="address-level2"
            placeholder={placeholder}
            defaultValue={defaultValues.city}
            leadingIcon={<MapPinIcon />}
          />
        )}
        <Field.Error />
      </Field.Root>
      <fieldset className="flex min-w-0 flex-col gap-1.5">
        <legend className="mb-1.5 text-sm font-semibold text-fg">Access dates</legend>
        <div className="grid grid-cols-2 gap-2">
          <Field.Root id={`${id}-from`} className="gap-0.5" errors={errors.from ? [errors.from] : undefined}>
            <Field.Label className="text-xs font-medium text-fg-muted">From</Field.Label>
            <Input type="date" name="from" min={minDate} defaultValue={defaultValues.from} />
            <Field.Error />
          </Field.Root>
          <Field.Root id={`${id}-to`} className="gap-0.5" errors={errors.to ? [errors.to] : undefined}>
            <Field.Label className="text-xs font-medium text-fg-muted">To</Field.Label>
            <Input type="date" name="to" min={minDate} defaultValue={defaultValues.to} />
            <Field.Error />
          </Field.Root>
        </div>
      </fieldset>
      <Field.Root id={`${id}-athletes`} errors={errors.athletes ? [errors.athletes] : undefined}>
        <Field.Label>Number of athletes</Field.Label>
        <NumberStepper
          label="Number of athletes"
          name="athletes"
          min={1}
          max={maxAthletes}
          defaultValue={defaultValues.athletes ?? 1}
        />
        <Field.Error />
      </Field.Root>
      <Button type="submit" loading={pending}>
        <SearchIcon aria-hidden="true" />
        {submitLabel}
      </Button>
    </div>
  );
}
