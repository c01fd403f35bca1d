import type { ComponentProps } from "react";
import { CheckIcon } from "../../foundations/icons";
import { cn } from "../../lib/cn";

/** The gym booking's three steps. */
export const BOOKING_STEPS = ["Details", "Payment", "Confirmation"] as const;

export type StepStatus = "complete" | "current" | "upcoming";

export type StepperProps = Omit<ComponentProps<"nav">, "children"> & {
  /** Step names in order (default: Details, Payment, Confirmation). */
  steps?: readonly string[];
  /** Index of the current step, from 0. Steps before it are complete. */
  current: number;
};

/**
 * Progress through a multi-step flow: an ordered list in a named nav. The current step has
 * aria-current="step"; completed steps show a check and say ", completed" to screen readers.
 */
export function Stepper({
  steps = BOOKING_STEPS,
  current,
  className,
  "aria-label": label = "Booking progress",
  ...props
}: StepperProps) {
  return (
    <nav aria-label={label} data-slot="stepper" className={cn("w-full", className)} {...props}>
      <ol className="flex items-start">
        {steps.map((step, i) => {
          const status: StepStatus = i < current ? "complete" : i === current ? "current" : "upcoming";
          return (
            <li
              key={step}
              data-slot="stepper-step"
              data-status={status}
              aria-current={status === "current" ? "step" : undefined}
              className="relative flex min-w-0 flex-1 flex-col items-center gap-1.5 text-center"
            >
              {i > 0 ? (
                <span
                  aria-hidden="true"
                  className={cn(
                    "absolute top-4 right-1/2 -left-1/2 h-0.5 -translate-y-1/2",
                    status === "upcoming" ? "bg-border" : "bg-primary",
                  )}
                />
              ) : null}
              <span
                aria-hidden="true"
                className={cn(
                  "relative z-10 flex size-8 items-center justify-center rounded-full border-2 text-sm font-bold",
                  status === "complete" && "border-primary bg-primary text-primary-fg",
                  status === "current" && "border-primary bg-surface text-fg",
                  status === "upcoming" && "border-border bg-surface text-fg-muted",
                  "[&_svg]:size-4",
                )}
              >
                {status === "complete" ? <CheckIcon /> : i + 1}
              </span>
              <span
                className={cn(
                  "px-1 text-xs break-words sm:text-sm",
                  status === "upcoming" ? "text-fg-muted" : "font-semibold text-fg",
                )}
              >
                {step}
                {status === "complete" ? <span className="sr-only">, completed</span> : null}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
