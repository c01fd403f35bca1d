import { type ComponentProps, type ReactNode, useId } from "react";
import { CalendarIcon, ChevronDownIcon, MapPinIcon, SearchIcon, UsersIcon } from "../../foundations/icons";
import { cn } from "../../lib/cn";
import { Button } from "../../primitives/Button/Button";
import { Field } from "../../primitives/Field";
import { Input } from "../../primitives/Input";
import { NumberStepper } from "../../primitives/NumberStepper";

export type SearchBarValues = {
  city?: string;
  /** "2025-09-12" (or what was typed, to show back with its error). */
  from?: string;
  to?: string;
  athletes?: number;
};

export type SearchBarProps = Omit<ComponentProps<"div">, "defaultValue"> & {
  /** Initial values (e.g. from the URL's search params). */
  defaultValues?: SearchBarValues;
  /** The Where input's placeholder (spec: "Search destinations"). */
  placeholder?: string;
  /** The earliest selectable access date ("2025-09-12"), e.g. today. */
  minDate?: string;
  /** The most athletes (default 100). */
  maxAthletes?: number;
  submitLabel?: string;
  /** Shows the button's spinner while the search loads. */
  pending?: boolean;
  /** The search landmark's name (default "Search gyms"). */
  "aria-label"?: string;
  /**
   * Replaces the Where input inside its field (label and error stay): e.g. a Combobox named "city"
   * suggesting places as the person types. Pass it the default value yourself.
   */
  cityControl?: ReactNode;
  /** Messages shown on the fields (e.g. an end date before the start date); the values stay as typed. */
  errors?: { city?: string; from?: string; to?: string; athletes?: string };
  /** Beside the Where label, at its right: e.g. a small link to plan several places at once. */
  whereAction?: ReactNode;
};

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** "2025-09-12" → "12 Sep" without Intl (the summary renders while the page hydrates); else as typed. */
function shortDate(value: string): string {
  const match = /^\d{4}-(\d{2})-(\d{2})$/.exec(value);
  const month = match ? MONTHS[Number(match[1]) - 1] : undefined;
  return match && month ? `${Number(match[2])} ${month}` : value;
}

/** What the phone's summary says about the dates: the spec's "Add dates" until one is chosen. */
export function datesSummary(from?: string, to?: string): string {
  if (from && to) return `${shortDate(from)} – ${shortDate(to)}`;
  if (from) return `From ${shortDate(from)}`;
  if (to) return `Until ${shortDate(to)}`;
  return "Add dates";
}

/**
 * The search bar: Where (name="city"), Access dates (native dates `from`/`to`) and Number of
 * athletes (name="athletes", min 1), then Search. It renders no `<form>`: put it inside the app's
 * GET `<Form>`, and it submits without JavaScript.
 */
export function SearchBar({
  defaultValues = {},
  placeholder = "Search destinations",
  minDate,
  maxAthletes = 100,
  submitLabel = "Search",
  pending = false,
  "aria-label": ariaLabel = "Search gyms",
  cityControl,
  errors = {},
  whereAction,
  className,
  ...props
}: SearchBarProps) {
  const id = useId();
  const athletes = defaultValues.athletes ?? 1;
  // A message on the dates or athletes must be seen: their part starts open on a phone then.
  const moreErrors = Boolean(errors.from || errors.to || errors.athletes);
  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is not yet mapped to the search role by every screen reader and testing tool
    <div
      role="search"
      aria-label={ariaLabel}
      data-slot="search-bar"
      className={cn(
        // A phone gets two rows: Where beside Search, then the dates and athletes behind their
        // summary ("Add dates · 1 athlete"), so the first results show on the first screen.
        "grid grid-cols-[minmax(0,1fr)_auto] gap-x-2 gap-y-2 rounded-xl border border-border bg-surface p-3 shadow-md",
        "md:grid-cols-[minmax(0,1.2fr)_minmax(0,2.2fr)_auto] md:items-end md:gap-4 md:p-4",
        className,
      )}
      {...props}
    >
      {/* On a phone its parts join the bar's grid: the label row spans it, the input sits beside Search. */}
      <Field.Root
        id={`${id}-city`}
        errors={errors.city ? [errors.city] : undefined}
        className="max-md:contents"
      >
        <div className="col-span-2 flex flex-wrap items-baseline justify-between gap-x-3 md:col-span-1">
          <Field.Label>Where</Field.Label>
          {whereAction}
        </div>
        {cityControl ?? (
          <Input
            type="search"
            name="city"
            autoComplete="address-level2"
            placeholder={placeholder}
            defaultValue={defaultValues.city}
            leadingIcon={<MapPinIcon />}
          />
        )}
        <Field.Error className="col-span-2 md:col-span-1" />
      </Field.Root>
      {/* Always open from md up (its summary hidden there); a native toggle on a phone, with or
          without JavaScript. The fields inside submit either way. */}
      <details
        data-slot="search-bar-more"
        open={moreErrors || undefined}
        className="group/more col-span-2 min-w-0 md:col-span-1 md:[&::details-content]:[content-visibility:visible]"
      >
        <summary className="flex min-h-tap cursor-pointer list-none items-center gap-2 rounded-md border border-border-strong px-3 text-sm font-semibold text-fg hover:bg-fg/8 md:hidden [&::-webkit-details-marker]:hidden">
          <CalendarIcon aria-hidden="true" className="size-4 shrink-0" />
          <span className="min-w-0 truncate">{datesSummary(defaultValues.from, defaultValues.to)}</span>
          <span aria-hidden="true">·</span>
          <UsersIcon aria-hidden="true" className="size-4 shrink-0" />
          <span className="min-w-0 truncate">
            {athletes} {athletes === 1 ? "athlete" : "athletes"}
          </span>
          <ChevronDownIcon
            aria-hidden="true"
            className="ml-auto size-4 shrink-0 transition-transform group-open/more:rotate-180"
          />
        </summary>
        <div className="grid gap-3 max-md:pt-3 md:grid-cols-[minmax(0,1fr)_auto] md:items-end md:gap-4">
          <fieldset className="flex min-w-0 flex-col gap-1.5">
            <legend className="mb-1.5 text-sm font-semibold text-fg">Access dates</legend>
            <div className="grid grid-cols-2 gap-2">
              <Field.Root
                id={`${id}-from`}
                className="gap-0.5"
                errors={errors.from ? [errors.from] : undefined}
              >
                <Field.Label className="text-xs font-medium text-fg-muted">From</Field.Label>
                <Input type="date" name="from" min={minDate} defaultValue={defaultValues.from} />
                <Field.Error />
              </Field.Root>
              <Field.Root id={`${id}-to`} className="gap-0.5" errors={errors.to ? [errors.to] : undefined}>
                <Field.Label className="text-xs font-medium text-fg-muted">To</Field.Label>
                <Input type="date" name="to" min={minDate} defaultValue={defaultValues.to} />
                <Field.Error />
              </Field.Root>
            </div>
          </fieldset>
          <Field.Root id={`${id}-athletes`} errors={errors.athletes ? [errors.athletes] : undefined}>
            <Field.Label>Number of athletes</Field.Label>
            <NumberStepper
              label="Number of athletes"
              name="athletes"
              min={1}
              max={maxAthletes}
              defaultValue={athletes}
            />
            <Field.Error />
          </Field.Root>
        </div>
      </details>
      {/* On a phone beside the Where input; from md up after the athletes. */}
      <Button
        type="submit"
        loading={pending}
        className="col-start-2 row-start-2 self-end md:col-start-3 md:row-start-1"
      >
        <SearchIcon aria-hidden="true" />
        {submitLabel}
      </Button>
    </div>
  );
}
