import { type ComponentProps, type FocusEvent, useId, useState } from "react";
import { MinusIcon, PlusIcon } from "../../foundations/icons";
import { cn } from "../../lib/cn";
import { Button } from "../Button/Button";
import { useFieldControl } from "../Field/Field";

/**
 * Reads typed text as a stepper value: non-numeric text becomes `min`; numbers are clamped to
 * [min, max] and rounded to whole steps from `min`. (Spec: duration 1-8, non-numeric becomes 1.)
 */
export function normalizeStepperValue(text: string, min: number, max: number, step = 1): number {
  const parsed = Number.parseFloat(text);
  if (!Number.isFinite(parsed)) return min;
  const stepped = min + Math.round((parsed - min) / step) * step;
  return Math.min(max, Math.max(min, Number(stepped.toFixed(10))));
}

export type NumberStepperProps = Omit<
  ComponentProps<"input">,
  "type" | "value" | "defaultValue" | "min" | "max" | "step" | "size"
> & {
  /** The field's name for the buttons: "Decrease Duration", "Increase Duration". */
  label: string;
  min: number;
  max: number;
  step?: number;
  /** Controlled value. */
  value?: number;
  /** Initial value (uncontrolled; default `min`). */
  defaultValue?: number;
  onValueChange?: (value: number) => void;
  /** Text after the number, e.g. "hours" (decorative; put the unit in the label too). */
  unit?: string;
};

/**
 * − / + buttons around a native number input (so it still submits and validates without
 * JavaScript). Buttons are disabled at the bounds; a typed in-range step counts at once, and any
 * other text is normalised on blur (non-numeric → `min`).
 */
export function NumberStepper({
  label,
  min,
  max,
  step = 1,
  value,
  defaultValue,
  onValueChange,
  unit,
  className,
  onBlur,
  onChange,
  disabled,
  ...props
}: NumberStepperProps) {
  const generatedId = useId();
  const controlProps = useFieldControl({ ...props, disabled });
  const inputId = controlProps.id ?? generatedId;
  const [uncontrolled, setUncontrolled] = useState(() =>
    normalizeStepperValue(String(defaultValue ?? min), min, max, step),
  );
  const current = value ?? uncontrolled;
  // What the input shows while typing; null = show the current number.
  const [draft, setDraft] = useState<string | null>(null);

  const commit = (next: number) => {
    setDraft(null);
    if (value === undefined) setUncontrolled(next);
    if (next !== current) onValueChange?.(next);
  };
  const isDisabled = Boolean(controlProps.disabled);

  return (
    <div data-slot="number-stepper" className={cn("inline-flex max-w-full items-stretch gap-2", className)}>
      <Button
        variant="outline"
        size="icon"
        aria-label={`Decrease ${label}`}
        aria-controls={inputId}
        disabled={isDisabled || current <= min}
        onClick={() => commit(normalizeStepperValue(String(current - step), min, max, step))}
      >
        <MinusIcon aria-hidden="true" />
      </Button>
      <div className="relative flex items-center">
        <input
          type="number"
          inputMode="numeric"
          data-slot="number-stepper-input"
          min={min}
          max={max}
          step={step}
          value={draft ?? String(current)}
          onChange={(event) => {
            const text = event.target.value;
            setDraft(text);
            // A whole, in-range number counts at once (a total can update while typing).
            const typed = Number(text);
            if (text.trim() !== "" && Number.isFinite(typed) && typed >= min && typed <= max) {
              if (typed === normalizeStepperValue(text, min, max, step)) {
                if (value === undefined) setUncontrolled(typed);
                if (typed !== current) onValueChange?.(typed);
              }
            }
            onChange?.(event);
          }}
          onBlur={(event: FocusEvent<HTMLInputElement>) => {
            commit(normalizeStepperValue(event.target.value, min, max, step));
            onBlur?.(event);
          }}
          className={cn(
            "min-h-tap w-16 rounded-md border border-border-strong bg-surface px-2 text-center text-base text-fg tabular-nums",
            "[appearance:textfield] [&::-webkit-inner-spin-button]:appearance-none [&::-webkit-outer-spin-button]:appearance-none",
            "hover:border-fg focus-visible:border-focus aria-invalid:border-danger-fg aria-invalid:ring-1 aria-invalid:ring-danger-fg",
            "disabled:cursor-not-allowed disabled:bg-surface-muted disabled:opacity-55",
            unit && "w-24 pe-12",
          )}
          {...controlProps}
          id={inputId}
          disabled={isDisabled}
        />
        {unit ? (
          <span aria-hidden="true" className="pointer-events-none absolute end-3 text-sm text-fg-muted">
            {unit}
          </span>
        ) : null}
      </div>
      <Button
        variant="outline"
        size="icon"
        aria-label={`Increase ${label}`}
        aria-controls={inputId}
        disabled={isDisabled || current >= max}
        onClick={() => commit(normalizeStepperValue(String(current + step), min, max, step))}
      >
        <PlusIcon aria-hidden="true" />
      </Button>
    </div>
  );
}
