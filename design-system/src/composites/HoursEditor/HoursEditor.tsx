import type { ComponentProps } from "react";
import { cn } from "../../lib/cn";
import { Checkbox } from "../../primitives/Checkbox";
import { Input } from "../../primitives/Input";

export interface HoursEditorDay {
  /** The weekday's number in the form's names (Date#getDay: Sunday = 0). */
  day: number;
  /** "Monday". */
  label: string;
  open: boolean;
  openTime: string;
  closeTime: string;
  /** That day's messages (a bad time, closing before opening). */
  errors?: string[];
}

export type HoursEditorProps = Omit<ComponentProps<"fieldset">, "children"> & {
  days: readonly HoursEditorDay[];
  /** The form's list name: fields are `name[day].open`, `name[day].openTime`, `name[day].closeTime`. */
  name?: string;
  legend?: string;
  /** Messages about the whole week ("Open on at least one day"). */
  errors?: string[];
};

/**
 * Opening hours per weekday, as plain form fields (works without JavaScript): a checkbox for each day
 * the gym opens and its opening and closing times (24-hour, "24:00" for midnight).
 */
export function HoursEditor({
  days,
  name = "days",
  legend = "Opening hours",
  errors,
  className,
  ...props
}: HoursEditorProps) {
  const weekErrorId = `${name}-week-error`;
  return (
    <fieldset
      data-slot="hours-editor"
      className={cn("flex flex-col gap-2", className)}
      aria-describedby={errors?.length ? weekErrorId : undefined}
      {...props}
    >
      <legend className="mb-2 text-sm font-semibold">{legend}</legend>
      {days.map((d) => {
        const id = `${name}-${d.day}`;
        const errorId = `${id}-error`;
        const invalid = (d.errors?.length ?? 0) > 0;
        return (
          <div
            key={d.day}
            className="grid grid-cols-[minmax(7.5rem,1fr)_4.75rem_4.75rem] items-center gap-x-2 gap-y-1 border-b border-border pb-2 sm:grid-cols-[10rem_7rem_7rem_1fr]"
          >
            <Checkbox name={`${name}[${d.day}].open`} defaultChecked={d.open} label={d.label} />
            <Input
              name={`${name}[${d.day}].openTime`}
              defaultValue={d.openTime}
              aria-label={`${d.label} opens`}
              placeholder="06:00"
              inputMode="numeric"
              maxLength={5}
              aria-invalid={invalid || undefined}
              aria-describedby={invalid ? errorId : undefined}
            />
            <Input
              name={`${name}[${d.day}].closeTime`}
              defaultValue={d.closeTime}
              aria-label={`${d.label} closes`}
              placeholder="22:00"
              inputMode="numeric"
              maxLength={5}
              aria-invalid={invalid || undefined}
              aria-describedby={invalid ? errorId : undefined}
            />
            {invalid ? (
              <p id={errorId} className="col-span-full text-sm font-medium text-danger-fg sm:col-span-1">
                {d.errors?.join(" ")}
              </p>
            ) : null}
          </div>
        );
      })}
      {errors?.length ? (
        <p id={weekErrorId} role="alert" className="text-sm font-medium text-danger-fg">
          {errors.join(" ")}
        </p>
      ) : null}
      <p className="text-xs text-fg-muted">
        Times are 24-hour, in the gym's own time zone; 24:00 closes at midnight.
      </p>
    </fieldset>
  );
}
