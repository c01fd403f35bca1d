import { type ComponentProps, lazy, type ReactNode, Suspense, useId, useRef, useState } from "react";
import { CalendarIcon } from "../../foundations/icons";
import { cn } from "../../lib/cn";
import { Button } from "../Button/Button";
import type { CalendarSingleProps } from "./Calendar";
import type { IsoDate, WeekStart } from "./calendar-dates";

/*
 * The Calendar loads when it is first wanted (the toggle is pointed at, focused or pressed), not with
 * the form: the native input works without it, and a form with a DatePicker is ready before it arrives
 * (ADR 030). It only ever renders in the browser, after a press, so the server never meets the lazy.
 */
const loadCalendar = () =>
  Promise.all([import("./Calendar"), import("./calendar-dates")]).then(([{ Calendar }, { isIsoDate }]) => ({
    /** A single-day Calendar showing `value` when it is a real day (the input may hold anything). */
    default: ({ value, ...props }: Omit<CalendarSingleProps, "mode" | "selected"> & { value: string }) => (
      <Calendar {...props} mode="single" selected={isIsoDate(value) ? value : null} />
    ),
  }));
const Calendar = lazy(loadCalendar);

export type DatePickerProps = Omit<
  ComponentProps<"input">,
  "type" | "value" | "defaultValue" | "onChange" | "min" | "max" | "children"
> & {
  /** Visible label of the date input. */
  label: ReactNode;
  /** 'YYYY-MM-DD' (controlled). */
  value?: IsoDate;
  /** 'YYYY-MM-DD' (uncontrolled). */
  defaultValue?: IsoDate;
  /** Called with 'YYYY-MM-DD', or "" when the input is cleared. */
  onValueChange?: (value: IsoDate) => void;
  /** Earliest allowed day: pass today in the gym's time zone to block past dates. */
  min?: IsoDate;
  max?: IsoDate;
  /** Adds a button that shows the Calendar in a disclosure panel below the input. */
  withCalendar?: boolean;
  /** Days the Calendar shows as unavailable (the native input cannot; validate on the server too). */
  isDateDisabled?: (iso: IsoDate) => boolean;
  weekStartsOn?: WeekStart;
  /** Classes for the wrapper (the input itself gets `inputClassName`). */
  className?: string;
  inputClassName?: string;
};

/**
 * A labelled native `<input type="date">`: it submits `name` as 'YYYY-MM-DD', enforces `min`/`max`,
 * has the browser's own picker and keyboard support, and works without JavaScript. With
 * `withCalendar` a "Choose from calendar" button discloses the Calendar below it; picking a day
 * fills the input, closes the panel and returns focus to the input. Escape closes the panel too.
 */
export function DatePicker({
  label,
  value: valueProp,
  defaultValue,
  onValueChange,
  min,
  max,
  withCalendar = false,
  isDateDisabled,
  weekStartsOn,
  className,
  inputClassName,
  id,
  disabled,
  ...inputProps
}: DatePickerProps) {
  const autoId = useId();
  const inputId = id ?? `${autoId}-input`;
  const panelId = `${autoId}-calendar`;
  const inputRef = useRef<HTMLInputElement>(null);
  const [inner, setInner] = useState(defaultValue ?? "");
  const [open, setOpen] = useState(false);
  const value = valueProp ?? inner;

  const set = (next: IsoDate) => {
    if (valueProp === undefined) setInner(next);
    onValueChange?.(next);
  };

  return (
    <div data-slot="date-picker" className={cn("flex flex-col gap-1.5", className)}>
      <label htmlFor={inputId} className="text-sm font-semibold text-fg">
        {label}
      </label>
      <div className="flex items-center gap-2">
        <input
          ref={inputRef}
          type="date"
          id={inputId}
          min={min}
          max={max}
          value={value}
          disabled={disabled}
          onChange={(event) => set(event.currentTarget.value)}
          data-slot="date-picker-input"
          className={cn(
            "min-h-tap w-full min-w-0 rounded-md border border-border-strong bg-surface px-3 py-2 text-base text-fg",
            "disabled:cursor-not-allowed disabled:opacity-55 aria-invalid:border-danger-fg",
            inputClassName,
          )}
          {...inputProps}
        />
        {withCalendar ? (
          <Button
            variant="outline"
            size="icon"
            aria-label="Choose from calendar"
            aria-expanded={open}
            aria-controls={panelId}
            disabled={disabled}
            onClick={() => setOpen((o) => !o)}
            onPointerEnter={loadCalendar}
            onFocus={loadCalendar}
            className="shrink-0"
          >
            <CalendarIcon aria-hidden="true" />
          </Button>
        ) : null}
      </div>
      {withCalendar ? (
        // biome-ignore lint/a11y/noStaticElementInteractions: Escape bubbling up from the calendar's buttons closes the panel
        <div
          id={panelId}
          hidden={!open}
          data-slot="date-picker-panel"
          onKeyDown={(event) => {
            if (event.key !== "Escape") return;
            event.stopPropagation();
            setOpen(false);
            inputRef.current?.focus();
          }}
        >
          {open ? (
            <Suspense fallback={null}>
              <Calendar
                value={value}
                minDate={min}
                maxDate={max}
                isDateDisabled={isDateDisabled}
                weekStartsOn={weekStartsOn}
                headingLevel={3}
                onSelect={(iso) => {
                  if (!iso) return;
                  set(iso);
                  setOpen(false);
                  inputRef.current?.focus();
                }}
              />
            </Suspense>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
