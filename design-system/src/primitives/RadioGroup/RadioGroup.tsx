import { type ComponentProps, type ReactNode, useId, useState } from "react";
import { cn } from "../../lib/cn";
import { Field, joinIds } from "../Field/Field";

export type RadioOption = {
  value: string;
  label: ReactNode;
  /** Smaller text under the label (e.g. a price on a card option). */
  description?: ReactNode;
  disabled?: boolean;
};

export type RadioGroupProps = Omit<ComponentProps<"fieldset">, "onChange" | "defaultValue"> & {
  /** The group's visible name (a `<legend>`). */
  legend: ReactNode;
  /** Hides the legend visually (it still names the group). */
  hideLegend?: boolean;
  /** Shows the asterisk and "required" after the legend, and sets `required` on the radios. */
  required?: boolean;
  /** Every radio's `name`: the form receives `name=value` of the chosen one. */
  name: string;
  options: RadioOption[];
  /** Controlled chosen value. */
  value?: string;
  /** Initially chosen value (uncontrolled). */
  defaultValue?: string;
  onChange?: (value: string) => void;
  /** "vertical" (default) or "horizontal" (wraps at narrow widths). */
  orientation?: "vertical" | "horizontal";
  /** "default": a dot and a label; "card": a bordered, tappable card per option (booking type). */
  variant?: "default" | "card";
  description?: ReactNode;
  /** Error messages, shown with role="alert" (Conform: `field.errors`). */
  errors?: string[] | undefined;
  /** Conform: `field.errorId`, `field.descriptionId`. */
  errorId?: string;
  descriptionId?: string;
};

/**
 * A fieldset of native radios sharing one `name`: arrow keys move the choice and the form submits
 * it without JavaScript.
 */
export function RadioGroup({
  legend,
  hideLegend = false,
  required = false,
  name,
  options,
  value,
  defaultValue,
  onChange,
  orientation = "vertical",
  variant = "default",
  description,
  errors,
  errorId: errorIdProp,
  descriptionId: descriptionIdProp,
  disabled,
  className,
  ...props
}: RadioGroupProps) {
  const generated = useId();
  const errorId = errorIdProp ?? `${generated}-error`;
  const descriptionId = descriptionIdProp ?? `${generated}-description`;
  const [uncontrolled, setUncontrolled] = useState(defaultValue);
  const selected = value ?? uncontrolled;
  const invalid = (errors ?? []).length > 0;
  const card = variant === "card";

  return (
    <fieldset
      data-slot="radio-group"
      data-variant={variant}
      disabled={disabled}
      aria-describedby={joinIds(description ? descriptionId : undefined, invalid && errorId)}
      className={cn("flex min-w-0 flex-col gap-1", className)}
      {...props}
    >
      <legend className={cn("mb-1 text-sm font-semibold text-fg", hideLegend && "sr-only")}>
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
          "flex",
          orientation === "vertical" ? "flex-col" : "flex-wrap",
          card ? "gap-3" : orientation === "horizontal" && "gap-x-6",
          // Cards grow from 9rem but never below their longest word (flex items' min-content width), so a
          // narrow screen wraps cards onto more rows instead of breaking "Conditioning" mid-word.
          card && orientation === "horizontal" && "*:grow *:basis-36",
        )}
      >
        {options.map((option, index) => {
          const optionLabelId = `${generated}-option-${index}-label`;
          const optionDescriptionId = option.description ? `${generated}-option-${index}` : undefined;
          return (
            <label
              key={option.value}
              data-slot="radio-option"
              className={cn(
                "flex min-h-tap cursor-pointer items-center gap-3 text-base text-fg",
                "has-disabled:cursor-not-allowed has-disabled:opacity-55",
                card && [
                  "rounded-lg border border-border-strong bg-surface p-4 transition-colors duration-(--duration-fast)",
                  "hover:border-fg has-checked:border-primary has-checked:bg-primary/10 has-checked:ring-1 has-checked:ring-primary",
                  "has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-focus",
                ],
              )}
            >
              <span className="relative inline-flex size-5 shrink-0">
                <input
                  type="radio"
                  data-slot="radio"
                  name={name}
                  value={option.value}
                  disabled={option.disabled}
                  required={required || undefined}
                  aria-invalid={invalid || undefined}
                  aria-labelledby={option.description ? optionLabelId : undefined}
                  aria-describedby={optionDescriptionId}
                  checked={selected === undefined ? false : selected === option.value}
                  onChange={() => {
                    if (value === undefined) setUncontrolled(option.value);
                    onChange?.(option.value);
                  }}
                  className={cn(
                    "peer size-5 shrink-0 cursor-pointer appearance-none rounded-full border-2 border-border-strong bg-surface",
                    "transition-colors duration-(--duration-fast) checked:border-primary",
                    "aria-invalid:border-danger-fg disabled:cursor-not-allowed",
                    card && "focus-visible:outline-none",
                  )}
                />
                <span
                  aria-hidden="true"
                  className="pointer-events-none absolute inset-0 m-auto size-2.5 scale-0 rounded-full bg-primary transition-transform duration-(--duration-fast) peer-checked:scale-100"
                />
              </span>
              <span className="flex min-w-0 flex-col">
                <span id={optionLabelId} className={cn("break-words", card && "font-semibold")}>
                  {option.label}
                </span>
                {option.description ? (
                  <span id={optionDescriptionId} className="text-sm text-fg-muted">
                    {option.description}
                  </span>
                ) : null}
              </span>
            </label>
          );
        })}
      </div>
      <Field.Error id={errorId} errors={errors} />
    </fieldset>
  );
}
