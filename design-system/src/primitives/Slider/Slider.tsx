import { type ChangeEvent, type KeyboardEvent, type ReactNode, useId, useState } from "react";
import { cn } from "../../lib/cn";

/**
 * A native `<input type="range">` restyled: the browser's own keyboard support (arrows, PageUp /
 * PageDown, Home / End), form submission by `name`, and it works before (or without) JavaScript.
 * The track is drawn behind the input and inset by half a thumb, so the filled part ends exactly
 * under the thumb's centre.
 */
const rangeInputClass = cn(
  "absolute inset-0 m-0 h-full w-full cursor-pointer appearance-none bg-transparent",
  "disabled:cursor-not-allowed focus-visible:outline-none",
  "[&::-webkit-slider-runnable-track]:bg-transparent [&::-moz-range-track]:bg-transparent",
  "[&::-webkit-slider-thumb]:size-6 [&::-webkit-slider-thumb]:appearance-none [&::-webkit-slider-thumb]:rounded-full",
  "[&::-webkit-slider-thumb]:border-2 [&::-webkit-slider-thumb]:border-primary [&::-webkit-slider-thumb]:bg-surface [&::-webkit-slider-thumb]:shadow-md",
  "[&::-moz-range-thumb]:size-6 [&::-moz-range-thumb]:appearance-none [&::-moz-range-thumb]:rounded-full",
  "[&::-moz-range-thumb]:border-2 [&::-moz-range-thumb]:border-primary [&::-moz-range-thumb]:bg-surface [&::-moz-range-thumb]:shadow-md",
  "focus-visible:[&::-webkit-slider-thumb]:outline-2 focus-visible:[&::-webkit-slider-thumb]:outline-offset-2 focus-visible:[&::-webkit-slider-thumb]:outline-focus",
  "focus-visible:[&::-moz-range-thumb]:outline-2 focus-visible:[&::-moz-range-thumb]:outline-offset-2 focus-visible:[&::-moz-range-thumb]:outline-focus",
  "disabled:[&::-webkit-slider-thumb]:border-border-strong disabled:[&::-moz-range-thumb]:border-border-strong",
);

/** The thumbs of overlaid inputs must stay grabbable while the inputs let clicks through. */
const overlaidInputClass = cn(
  "pointer-events-none",
  "[&::-webkit-slider-thumb]:pointer-events-auto [&::-moz-range-thumb]:pointer-events-auto",
);

/**
 * The value a key moves a range input to (null for other keys). Browsers already do this natively;
 * doing it in JS too makes it identical everywhere (and in jsdom tests) and lets RangeSlider clamp
 * before the value changes. PageUp/PageDown move about a tenth of the range, in whole steps.
 */
export function rangeKeyValue(
  key: string,
  value: number,
  { min, max, step }: { min: number; max: number; step: number },
): number | null {
  const page = step * Math.max(1, Math.round((max - min) / step / 10));
  const moves: Record<string, number> = {
    ArrowRight: value + step,
    ArrowUp: value + step,
    ArrowLeft: value - step,
    ArrowDown: value - step,
    PageUp: value + page,
    PageDown: value - page,
    Home: min,
    End: max,
  };
  const next = moves[key];
  return next === undefined ? null : Math.min(max, Math.max(min, next));
}

function percent(value: number, min: number, max: number) {
  return max > min ? ((value - min) / (max - min)) * 100 : 0;
}

function Track({ from, to, disabled }: { from: number; to: number; disabled?: boolean }) {
  return (
    <div
      aria-hidden="true"
      data-slot="slider-track"
      className="absolute inset-x-3 top-1/2 h-1.5 -translate-y-1/2 rounded-full bg-surface-muted"
    >
      <div
        data-slot="slider-range"
        className={cn("absolute inset-y-0 rounded-full", disabled ? "bg-border-strong" : "bg-primary")}
        style={{ left: `${from}%`, right: `${100 - to}%` }}
      />
    </div>
  );
}

/** The visible label (a `<label>` for one input, a named span for a group) and the value text. */
function SliderHeader({
  htmlFor,
  labelId,
  label,
  valueText,
}: {
  htmlFor?: string;
  labelId?: string;
  label: ReactNode;
  valueText?: string;
}) {
  const labelClass = "text-sm font-semibold text-fg";
  return (
    <div className="flex items-baseline justify-between gap-3">
      {htmlFor ? (
        <label htmlFor={htmlFor} className={labelClass}>
          {label}
        </label>
      ) : (
        <span id={labelId} className={labelClass}>
          {label}
        </span>
      )}
      {valueText !== undefined ? (
        <span data-slot="slider-value" className="text-sm font-medium tabular-nums text-fg-muted">
          {valueText}
        </span>
      ) : null}
    </div>
  );
}

type SliderBaseProps = {
  /** Visible label. */
  label: ReactNode;
  min?: number;
  max?: number;
  step?: number;
  disabled?: boolean;
  /** Shows values to people (visible label and aria-valuetext), e.g. `(v) => \`$${v}\``. */
  formatValue?: (value: number) => string;
  /** Show the formatted value beside the label (default true). */
  showValue?: boolean;
  className?: string;
  id?: string;
};

export type SliderProps = SliderBaseProps & {
  name?: string;
  value?: number;
  defaultValue?: number;
  onValueChange?: (value: number) => void;
  "aria-describedby"?: string;
};

/** One value on a range, e.g. a maximum distance. */
export function Slider({
  label,
  min = 0,
  max = 100,
  step = 1,
  disabled,
  formatValue = String,
  showValue = true,
  className,
  id,
  name,
  value: valueProp,
  defaultValue,
  onValueChange,
  "aria-describedby": describedBy,
}: SliderProps) {
  const autoId = useId();
  const inputId = id ?? `${autoId}-input`;
  const [inner, setInner] = useState(defaultValue ?? min);
  const value = valueProp ?? inner;
  const set = (next: number) => {
    if (next === value) return;
    if (valueProp === undefined) setInner(next);
    onValueChange?.(next);
  };
  const onChange = (event: ChangeEvent<HTMLInputElement>) => set(Number(event.currentTarget.value));
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const next = rangeKeyValue(event.key, value, { min, max, step });
    if (next === null) return;
    event.preventDefault();
    set(next);
  };
  return (
    <div
      data-slot="slider"
      data-disabled={disabled || undefined}
      className={cn("flex flex-col gap-1", disabled && "opacity-55", className)}
    >
      <SliderHeader htmlFor={inputId} label={label} valueText={showValue ? formatValue(value) : undefined} />
      <div className="relative h-tap">
        <Track from={0} to={percent(value, min, max)} disabled={disabled} />
        <input
          type="range"
          id={inputId}
          name={name}
          min={min}
          max={max}
          step={step}
          value={value}
          disabled={disabled}
          aria-valuetext={formatValue(value)}
          aria-describedby={describedBy}
          onChange={onChange}
          onKeyDown={onKeyDown}
          data-slot="slider-input"
          className={rangeInputClass}
        />
      </div>
    </div>
  );
}

export type RangeValue = [number, number];

export type RangeSliderProps = SliderBaseProps & {
  /** Form names of the two inputs (default ["minPrice", "maxPrice"]). */
  names?: [string, string];
  /** Accessible names of the two thumbs (default ["Minimum price", "Maximum price"]). */
  thumbLabels?: [string, string];
  value?: RangeValue;
  defaultValue?: RangeValue;
  onValueChange?: (value: RangeValue) => void;
};

/** The spec's membership price filter: NZ$10 to NZ$200 in steps of 10, default 10 to 100. */
export const PRICE_RANGE = {
  min: 10,
  max: 200,
  step: 10,
  defaultValue: [10, 100] as RangeValue,
  names: ["minPrice", "maxPrice"] as [string, string],
  thumbLabels: ["Minimum price", "Maximum price"] as [string, string],
  formatValue: (value: number) => `$${value}`,
};

/**
 * Two native range inputs overlaid on one track, the part between them filled. Each submits under
 * its own name and keeps the browser's keyboard support; the thumbs cannot cross (each is clamped
 * at the other's value). Without JavaScript both still submit, but nothing stops crossing there,
 * so the server should order the pair (min of the two, max of the two).
 */
export function RangeSlider({
  label,
  min = 0,
  max = 100,
  step = 1,
  disabled,
  formatValue = String,
  showValue = true,
  className,
  id,
  names = PRICE_RANGE.names,
  thumbLabels = PRICE_RANGE.thumbLabels,
  value: valueProp,
  defaultValue,
  onValueChange,
}: RangeSliderProps) {
  const autoId = useId();
  const baseId = id ?? autoId;
  const [inner, setInner] = useState<RangeValue>(defaultValue ?? [min, max]);
  const [low, high] = valueProp ?? inner;

  const update = (next: RangeValue) => {
    if (next[0] === low && next[1] === high) return;
    if (valueProp === undefined) setInner(next);
    onValueChange?.(next);
  };
  // When both thumbs meet at the top end, the low thumb must be on top or it could never move back.
  const lowOnTop = low > min + (max - min) / 2;
  const valueText = `${formatValue(low)} – ${formatValue(high)}`;

  return (
    // biome-ignore lint/a11y/useSemanticElements: a fieldset would add its own border and legend layout; this group only needs a name
    <div
      role="group"
      aria-labelledby={`${baseId}-label`}
      data-slot="range-slider"
      data-disabled={disabled || undefined}
      className={cn("flex flex-col gap-1", disabled && "opacity-55", className)}
    >
      <SliderHeader labelId={`${baseId}-label`} label={label} valueText={showValue ? valueText : undefined} />
      <div className="relative h-tap">
        <Track from={percent(low, min, max)} to={percent(high, min, max)} disabled={disabled} />
        <input
          type="range"
          id={`${baseId}-min`}
          name={names[0]}
          aria-label={thumbLabels[0]}
          aria-valuetext={formatValue(low)}
          min={min}
          max={max}
          step={step}
          value={low}
          disabled={disabled}
          onChange={(event) => update([Math.min(Number(event.currentTarget.value), high), high])}
          onKeyDown={(event) => {
            const next = rangeKeyValue(event.key, low, { min, max, step });
            if (next === null) return;
            event.preventDefault();
            update([Math.min(next, high), high]);
          }}
          data-slot="range-slider-min"
          className={cn(rangeInputClass, overlaidInputClass, lowOnTop && "z-10")}
        />
        <input
          type="range"
          id={`${baseId}-max`}
          name={names[1]}
          aria-label={thumbLabels[1]}
          aria-valuetext={formatValue(high)}
          min={min}
          max={max}
          step={step}
          value={high}
          disabled={disabled}
          onChange={(event) => update([low, Math.max(Number(event.currentTarget.value), low)])}
          onKeyDown={(event) => {
            const next = rangeKeyValue(event.key, high, { min, max, step });
            if (next === null) return;
            event.preventDefault();
            update([low, Math.max(next, low)]);
          }}
          data-slot="range-slider-max"
          className={cn(rangeInputClass, overlaidInputClass)}
        />
      </div>
    </div>
  );
}
