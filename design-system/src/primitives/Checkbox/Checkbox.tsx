import { type ChangeEvent, type ComponentProps, type ReactNode, useId, useState } from "react";
import { CheckIcon } from "../../foundations/icons";
import { cn } from "../../lib/cn";
import { Field, joinIds, useFieldControl } from "../Field/Field";

export type CheckboxProps = Omit<ComponentProps<"input">, "type" | "size"> & {
  /** The visible label; without it, give the checkbox an aria-label or a Field.Label. */
  label?: ReactNode;
  /** Smaller text under the label. */
  description?: ReactNode;
  /** Called with the new checked state (as well as onChange). */
  onCheckedChange?: (checked: boolean) => void;
};

/** The styled native checkbox box (the input itself stays in the page, focusable and submittable). */
function CheckboxBox({ className, ...props }: ComponentProps<"input">) {
  return (
    <span data-slot="checkbox-box" className="relative inline-flex size-5 shrink-0">
      <input
        type="checkbox"
        data-slot="checkbox"
        className={cn(
          "peer size-5 shrink-0 cursor-pointer appearance-none rounded-sm border-2 border-border-strong bg-surface",
          "transition-colors duration-(--duration-fast) checked:border-primary checked:bg-primary",
          "aria-invalid:border-danger-fg disabled:cursor-not-allowed disabled:opacity-55",
          className,
        )}
        {...props}
      />
      <CheckIcon
        aria-hidden="true"
        className="pointer-events-none invisible absolute inset-0 m-auto size-3.5 stroke-3 text-primary-fg peer-checked:visible"
      />
    </span>
  );
}

/**
 * A native checkbox with a label: submits `name=value` when checked, like any checkbox. Inside a
 * Field.Root (no `label`) it takes the field's id and aria wiring.
 */
export function Checkbox({
  label,
  description,
  className,
  onChange,
  onCheckedChange,
  ...props
}: CheckboxProps) {
  const descriptionId = useId();
  const controlProps = useFieldControl({
    ...props,
    "aria-describedby": joinIds(description ? descriptionId : undefined, props["aria-describedby"]),
  });
  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    onChange?.(event);
    onCheckedChange?.(event.target.checked);
  };
  const box = <CheckboxBox {...controlProps} onChange={handleChange} />;
  if (label === undefined) return <span className={className}>{box}</span>;
  return (
    <div data-slot="checkbox-item" className={cn("flex min-w-0 flex-col", className)}>
      {/* biome-ignore lint/a11y/noLabelWithoutControl: the input is inside, rendered by CheckboxBox */}
      <label
        className={cn(
          "flex min-h-tap cursor-pointer items-center gap-3 text-base text-fg",
          props.disabled && "cursor-not-allowed opacity-55",
        )}
      >
        {box}
        <span className="min-w-0 break-words">{label}</span>
      </label>
      {description ? (
        <p id={descriptionId} className="ms-8 -mt-2 text-sm text-fg-muted">
          {description}
        </p>
      ) : null}
    </div>
  );
}

export type CheckboxOption = { value: string; label: ReactNode; disabled?: boolean };

export type CheckboxGroupProps = Omit<ComponentProps<"fieldset">, "onChange" | "defaultValue"> & {
  /** The group's visible name (a `<legend>`). */
  legend: ReactNode;
  /** Shows the asterisk and "required" after the legend. */
  required?: boolean;
  /** Every checkbox's `name`: a form receives one `name=value` per checked box. */
  name: string;
  options: CheckboxOption[];
  /** Controlled checked values. */
  value?: string[];
  /** Initially checked values (uncontrolled). */
  defaultValue?: string[];
  onChange?: (value: string[]) => void;
  description?: ReactNode;
  /** Error messages, shown under the boxes with role="alert" (Conform: `field.errors`). */
  errors?: string[] | undefined;
  /** Conform: `field.errorId`, `field.descriptionId`. */
  errorId?: string;
  descriptionId?: string;
  /** "vertical" (default) stacks the boxes; "horizontal" wraps them in rows; "grid" uses two columns. */
  orientation?: "vertical" | "horizontal" | "grid";
};

/** A fieldset of native checkboxes sharing one `name` (Equipment, Recovery Facilities, gym preferences). */
export function CheckboxGroup({
  legend,
  required = false,
  name,
  options,
  value,
  defaultValue,
  onChange,
  description,
  errors,
  errorId: errorIdProp,
  descriptionId: descriptionIdProp,
  orientation = "vertical",
  disabled,
  className,
  ...props
}: CheckboxGroupProps) {
  const generated = useId();
  const errorId = errorIdProp ?? `${generated}-error`;
  const descriptionId = descriptionIdProp ?? `${generated}-description`;
  const [uncontrolled, setUncontrolled] = useState<string[]>(defaultValue ?? []);
  const checked = value ?? uncontrolled;
  const invalid = (errors ?? []).length > 0;

  const toggle = (optionValue: string, on: boolean) => {
    const next = on
      ? options.map((o) => o.value).filter((v) => v === optionValue || checked.includes(v))
      : checked.filter((v) => v !== optionValue);
    if (value === undefined) setUncontrolled(next);
    onChange?.(next);
  };

  return (
    <fieldset
      data-slot="checkbox-group"
      disabled={disabled}
      aria-describedby={joinIds(description ? descriptionId : undefined, invalid && errorId)}
      className={cn("flex min-w-0 flex-col gap-1", className)}
      {...props}
    >
      <legend className="mb-1 text-sm font-semibold text-fg">
        {legend}
        {required ? (
          <>
            {" "}
            <span aria-hidden="true" className="text-danger-fg">
              *
            </span>
            <span className="sr-only">required</span>
          </>
        ) : null}
      </legend>
      {description ? (
        <p id={descriptionId} className="text-sm text-fg-muted">
          {description}
        </p>
      ) : null}
      <div
        className={cn(
          orientation === "vertical" && "flex flex-col",
          orientation === "horizontal" && "flex flex-wrap gap-x-6",
          orientation === "grid" && "grid grid-cols-1 gap-x-6 sm:grid-cols-2",
        )}
      >
        {options.map((option) => (
          <Checkbox
            key={option.value}
            name={name}
            value={option.value}
            label={option.label}
            disabled={option.disabled}
            aria-invalid={invalid || undefined}
            checked={checked.includes(option.value)}
            onCheckedChange={(on) => toggle(option.value, on)}
          />
        ))}
      </div>
      <Field.Error id={errorId} errors={errors} />
    </fieldset>
  );
}
