import type { ComponentProps } from "react";
import { cn } from "../../lib/cn";

export type CapacityMeterProps = Omit<ComponentProps<"div">, "children"> & {
  /** How much is taken (athletes booked, slots held). */
  used: number;
  /** How much there is; 0 shows an empty meter. */
  capacity: number;
  /** What is measured, read with the value ("10:00 slot", "Mondays"). */
  label: string;
  /** The words beside the bar; defaults to "used / capacity". */
  valueText?: string;
};

/**
 * How full something is: a bar with its value in words beside it (colour and length are never the
 * only cue). The bar turns amber from 80% and red when full. A `meter` to assistive technology.
 */
export function CapacityMeter({ used, capacity, label, valueText, className, ...props }: CapacityMeterProps) {
  const ratio = capacity > 0 ? Math.min(1, Math.max(0, used / capacity)) : 0;
  const text = valueText ?? `${used} / ${capacity}`;
  const tone = ratio >= 1 ? "full" : ratio >= 0.8 ? "high" : "normal";
  return (
    <div
      data-slot="capacity-meter"
      data-tone={tone}
      className={cn("flex items-center gap-2", className)}
      {...props}
    >
      {/* biome-ignore lint/a11y/useSemanticElements: a native <meter> cannot be styled alike across browsers (its bar is a pseudo-element); the ARIA meter carries the same semantics. */}
      <div
        role="meter"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={capacity}
        aria-valuenow={Math.min(used, capacity)}
        aria-valuetext={text}
        className="h-2 min-w-16 flex-1 overflow-hidden rounded-full bg-surface-muted ring-1 ring-border ring-inset"
      >
        <div
          className={cn(
            "h-full rounded-full",
            tone === "full" ? "bg-cancelled-fg" : tone === "high" ? "bg-pending-fg" : "bg-confirmed-fg",
          )}
          style={{ width: `${Math.round(ratio * 100)}%` }}
        />
      </div>
      <span className="min-w-14 text-right text-sm tabular-nums text-fg">{text}</span>
    </div>
  );
}
