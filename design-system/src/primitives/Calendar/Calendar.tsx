import { type ComponentProps, type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { ChevronLeftIcon, ChevronRightIcon } from "../../foundations/icons";
import { cn } from "../../lib/cn";
import { Button } from "../Button/Button";
import {
  addDays,
  addMonths,
  addMonthsToDate,
  formatDay,
  formatMonth,
  type IsoDate,
  type IsoMonth,
  monthGrid,
  monthOf,
  startOfWeek,
  utcDateToIso,
  type WeekStart,
  weekdayNames,
} from "./calendar-dates";

type CalendarCommonProps = Omit<ComponentProps<"div">, "onSelect" | "defaultValue" | "children"> & {
  /** The month shown, 'YYYY-MM' (controlled). */
  month?: IsoMonth;
  /**
   * The month shown first (uncontrolled). Default: the first selected day's month, else minDate's,
   * else the current UTC month (pass one when rendering on the server near a month boundary).
   */
  defaultMonth?: IsoMonth;
  onMonthChange?: (month: IsoMonth) => void;
  /**
   * Days before this ISO day are disabled ("past dates"). Pass today in the gym's time zone (see
   * `todayIn`): the calendar never reads the clock to decide what is disabled.
   */
  minDate?: IsoDate;
  /** Days after this ISO day are disabled. */
  maxDate?: IsoDate;
  /** Further disabled days, e.g. the gym's closed days. */
  isDateDisabled?: (iso: IsoDate) => boolean;
  /** 1 = Monday (default, as in NZ and AU), 0 = Sunday. */
  weekStartsOn?: WeekStart;
  locale?: string;
  /** Shows a "Clear dates" button that empties the selection. */
  clearable?: boolean;
  clearLabel?: string;
  /** Submits the selection with a form: one hidden input per selected day under this name. */
  name?: string;
  /** Level of the month heading (default 2). */
  headingLevel?: 2 | 3 | 4;
};

export type CalendarSingleProps = CalendarCommonProps & {
  mode?: "single";
  selected?: IsoDate | null;
  defaultSelected?: IsoDate | null;
  onSelect?: (selected: IsoDate | null) => void;
};

export type CalendarMultipleProps = CalendarCommonProps & {
  /** Clicking a day toggles it (the training-day calendar). */
  mode: "multiple";
  selected?: IsoDate[];
  defaultSelected?: IsoDate[];
  onSelect?: (selected: IsoDate[]) => void;
};

export type CalendarProps = CalendarSingleProps | CalendarMultipleProps;

function toList(value: IsoDate | IsoDate[] | null | undefined): IsoDate[] {
  if (value == null) return [];
  return Array.isArray(value) ? value : [value];
}

/**
 * A month grid (WAI-ARIA grid): previous/next month buttons, the month heading (announced politely
 * when it changes), weekday column headers and one button per day. Selected days are marked with
 * aria-selected on their cell. One day is in the tab order (roving tabindex); arrows move by day
 * and week, Home/End to the week's ends, PageUp/PageDown by month (with Shift by year), Enter or
 * Space selects. Disabled days stay focusable (aria-disabled) so keyboard users can move across
 * them, but cannot be selected. All date math is on ISO strings in UTC.
 */
export function Calendar(props: CalendarProps) {
  const {
    mode = "single",
    selected: selectedProp,
    defaultSelected,
    onSelect,
    month: monthProp,
    defaultMonth,
    onMonthChange,
    minDate,
    maxDate,
    isDateDisabled,
    weekStartsOn = 1,
    locale = "en-NZ",
    clearable = false,
    clearLabel = "Clear dates",
    name,
    headingLevel = 2,
    className,
    ...rest
  } = props;
  const headingId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const focusAfterRender = useRef(false);

  const [innerSelected, setInnerSelected] = useState<IsoDate[]>(() => toList(defaultSelected));
  const selected = selectedProp !== undefined ? toList(selectedProp) : innerSelected;
  const selectedSet = new Set(selected);

  const [innerMonth, setInnerMonth] = useState<IsoMonth>(
    () =>
      defaultMonth ??
      monthProp ??
      (selected[0] ? monthOf(selected[0]) : minDate ? monthOf(minDate) : monthOf(utcDateToIso(new Date()))),
  );
  const month = monthProp ?? innerMonth;
  const [focused, setFocused] = useState<IsoDate | null>(null);

  const isDisabled = (iso: IsoDate) =>
    (minDate !== undefined && iso < minDate) ||
    (maxDate !== undefined && iso > maxDate) ||
    Boolean(isDateDisabled?.(iso));

  const weeks = monthGrid(month, weekStartsOn);
  const days = weeks.flat().filter((d): d is IsoDate => d !== null);
  const tabbable =
    (focused && monthOf(focused) === month ? focused : null) ??
    days.find((d) => selectedSet.has(d)) ??
    days.find((d) => !isDisabled(d)) ??
    days[0];

  const setMonth = (next: IsoMonth) => {
    if (next === month) return;
    if (monthProp === undefined) setInnerMonth(next);
    onMonthChange?.(next);
  };

  const setSelected = (next: IsoDate[]) => {
    if (selectedProp === undefined) setInnerSelected(next);
    if (mode === "multiple") (onSelect as ((value: IsoDate[]) => void) | undefined)?.(next);
    else (onSelect as ((value: IsoDate | null) => void) | undefined)?.(next[0] ?? null);
  };

  const choose = (iso: IsoDate) => {
    setFocused(iso);
    if (isDisabled(iso)) return;
    if (mode === "multiple") {
      setSelected(selectedSet.has(iso) ? selected.filter((d) => d !== iso) : [...selected, iso].sort());
    } else if (!selectedSet.has(iso)) {
      setSelected([iso]);
    }
  };

  useEffect(() => {
    if (!focusAfterRender.current || !focused) return;
    focusAfterRender.current = false;
    rootRef.current?.querySelector<HTMLButtonElement>(`[data-iso="${focused}"]`)?.focus();
  });

  const onGridKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    const from = (event.target as HTMLElement).dataset.iso;
    if (!from) return;
    const moves: Record<string, () => IsoDate> = {
      ArrowLeft: () => addDays(from, -1),
      ArrowRight: () => addDays(from, 1),
      ArrowUp: () => addDays(from, -7),
      ArrowDown: () => addDays(from, 7),
      Home: () => startOfWeek(from, weekStartsOn),
      End: () => addDays(startOfWeek(from, weekStartsOn), 6),
      PageUp: () => addMonthsToDate(from, event.shiftKey ? -12 : -1),
      PageDown: () => addMonthsToDate(from, event.shiftKey ? 12 : 1),
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    const next = move();
    focusAfterRender.current = true;
    setFocused(next);
    setMonth(monthOf(next));
  };

  const prevMonth = addMonths(month, -1);
  const nextMonth = addMonths(month, 1);
  const prevDisabled = minDate !== undefined && prevMonth < monthOf(minDate);
  const nextDisabled = maxDate !== undefined && nextMonth > monthOf(maxDate);
  const Heading = `h${headingLevel}` as const;
  const names = weekdayNames(weekStartsOn, locale);

  return (
    <div
      ref={rootRef}
      // A name given to the calendar (e.g. "Training days") needs a role to be announced.
      role={rest["aria-label"] || rest["aria-labelledby"] ? "group" : undefined}
      data-slot="calendar"
      data-mode={mode}
      className={cn(
        "inline-flex w-full max-w-[22rem] flex-col gap-2 rounded-lg border border-border bg-surface p-3 text-fg",
        className,
      )}
      {...rest}
    >
      <div className="flex items-center justify-between gap-2">
        <Button
          variant="ghost"
          size="icon"
          aria-label="Previous month"
          disabled={prevDisabled}
          onClick={() => setMonth(prevMonth)}
        >
          <ChevronLeftIcon aria-hidden="true" />
        </Button>
        <Heading
          id={headingId}
          aria-live="polite"
          data-slot="calendar-heading"
          className="text-base font-bold"
        >
          {formatMonth(month, locale)}
        </Heading>
        <Button
          variant="ghost"
          size="icon"
          aria-label="Next month"
          disabled={nextDisabled}
          onClick={() => setMonth(nextMonth)}
        >
          <ChevronRightIcon aria-hidden="true" />
        </Button>
      </div>

      <table
        // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the APG date grid is a table with role="grid"; its day buttons are the focusable parts
        role="grid"
        aria-labelledby={headingId}
        aria-multiselectable={mode === "multiple" || undefined}
        className="w-full table-fixed border-collapse"
        onKeyDown={onGridKeyDown}
      >
        <thead>
          <tr>
            {names.map((day) => (
              <th key={day.long} scope="col" className="pb-1 text-xs font-semibold text-fg-muted">
                <span aria-hidden="true">{day.short}</span>
                <span className="sr-only">{day.long}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week.find(Boolean)}>
              {week.map((iso, i) => {
                if (!iso) {
                  return (
                    // A td in a table with role="grid" is a gridcell already; HTML forbids restating it.
                    // biome-ignore lint/suspicious/noArrayIndexKey: blank cells are positional
                    <td key={i} />
                  );
                }
                const isSelected = selectedSet.has(iso);
                const disabled = isDisabled(iso);
                return (
                  // The focusable part of a day is its button; the td is the grid's gridcell (its implicit role in a
                  // role="grid" table, which HTML forbids restating), and a gridcell takes aria-selected.
                  // biome-ignore lint/a11y/useAriaPropsSupportedByRole: Biome reads a td as a table cell, not a gridcell
                  <td key={iso} aria-selected={isSelected} className="p-0.5 text-center">
                    <button
                      type="button"
                      data-iso={iso}
                      data-selected={isSelected || undefined}
                      tabIndex={iso === tabbable ? 0 : -1}
                      aria-label={formatDay(iso, locale)}
                      aria-disabled={disabled || undefined}
                      onClick={() => choose(iso)}
                      onFocus={() => setFocused(iso)}
                      className={cn(
                        "mx-auto flex size-10 items-center justify-center rounded-full text-sm font-medium tabular-nums",
                        "transition-colors duration-(--duration-fast)",
                        "hover:bg-fg/8 data-selected:bg-primary data-selected:text-primary-fg data-selected:hover:bg-primary-hover",
                        "aria-disabled:cursor-not-allowed aria-disabled:text-fg-muted aria-disabled:line-through aria-disabled:opacity-70 aria-disabled:hover:bg-transparent",
                      )}
                    >
                      {Number(iso.slice(8, 10))}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>

      {clearable ? (
        <div className="flex justify-end">
          <Button variant="ghost" size="sm" disabled={selected.length === 0} onClick={() => setSelected([])}>
            {clearLabel}
          </Button>
        </div>
      ) : null}
      {name ? selected.map((iso) => <input key={iso} type="hidden" name={name} value={iso} />) : null}
    </div>
  );
}
