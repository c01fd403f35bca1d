import type { ComponentProps, ReactNode } from "react";
import { cn } from "../../lib/cn";
import { Field } from "../../primitives/Field";
import { Input } from "../../primitives/Input";

export interface CoordinateField {
  name: string;
  id?: string;
  defaultValue?: string;
  errors?: string[];
  errorId?: string;
}

export type PinMapFieldProps = Omit<ComponentProps<"fieldset">, "children"> & {
  latitude: CoordinateField;
  longitude: CoordinateField;
  /** The interactive map (a draggable pin that writes both fields); absent without JavaScript. */
  map?: ReactNode;
  legend?: string;
  description?: string;
};

/**
 * A place on a map as two plain number fields (latitude, longitude) that post with the form, with an
 * optional interactive map above them: dragging its pin fills the fields. Without JavaScript the
 * fields alone do the job.
 */
export function PinMapField({
  latitude,
  longitude,
  map,
  legend = "Map pin",
  description = "Drag the pin to your entrance, or type the coordinates (e.g. from your maps app).",
  className,
  ...props
}: PinMapFieldProps) {
  return (
    <fieldset data-slot="pin-map-field" className={cn("flex flex-col gap-3", className)} {...props}>
      <legend className="mb-1 text-sm font-semibold">{legend}</legend>
      <p className="text-sm text-fg-muted">{description}</p>
      {map ? <div className="overflow-hidden rounded-md border border-border">{map}</div> : null}
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        {(
          [
            ["Latitude", latitude, "-36.8485"],
            ["Longitude", longitude, "174.7633"],
          ] as const
        ).map(([label, field, example]) => (
          <Field.Root key={field.name} id={field.id} errors={field.errors} errorId={field.errorId}>
            <Field.Label required>{label}</Field.Label>
            <Input
              name={field.name}
              defaultValue={field.defaultValue}
              inputMode="decimal"
              placeholder={example}
              data-coordinate={label.toLowerCase()}
            />
            <Field.Error />
          </Field.Root>
        ))}
      </div>
    </fieldset>
  );
}
