import { FilterPanel, FiltersDisclosure, SearchBar } from "@gymroam/design-system";
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from "react";
import { Form, useFetcher, useLocation, useSubmit } from "react-router";
import { WhereCombobox } from "~/components/search-extras";
import { AMENITY_OPTIONS, EQUIPMENT_OPTIONS } from "~/domain/catalog";
import { resultCount } from "~/domain/gym-search-options";
import type { Place } from "~/domain/places";

/*
 * The /gyms search form: the search bar, the Where suggestions and the filter panel. Until the page
 * hydrates it is a GET form that works natively, as without JavaScript.
 */

/** Typing and dragging settle before a search runs (checkboxes feel instant at this delay too). */
const APPLY_DELAY_MS = 300;

/** Below md the filters open in place over where the results were (FiltersDisclosure). */
const PHONE_QUERY = "(max-width: 47.999rem)";

type Counted = { total: number; totalCapped: boolean };

/** The phone's footer: what submitting the filters will show. */
export function showResultsLabel(result: Counted): string {
  return `Show ${resultCount(result)} ${result.total === 1 ? "result" : "results"}`;
}

export type GymSearchFormProps = {
  id: string;
  where: string;
  places: readonly Place[];
  dates: { from?: string; to?: string };
  athletes?: number;
  dateErrors: { from?: string; to?: string };
  filters: { equipment: string[]; amenities: string[]; minPrice?: number; maxPrice?: number };
  /** Near me's origin, kept while filters change. */
  origin?: { lat: number; lng: number };
  today: string;
  pending: boolean;
  /** The search's results as loaded: the phone's footer counts them until a filter changes. */
  result: Counted;
  /** False until the page has hydrated: the footer cannot count changes before then. */
  hydrated: boolean;
  /** Beside the Where label (the link to plan several places). */
  whereAction?: ReactNode;
  /** Where the filters sit in the page's layout. */
  filtersClassName: string;
};

/**
 * One form holds Where, the dates, athletes and every filter, so they cannot disagree; it is
 * `display: contents`, so its two parts take their places in the page's grid around the results.
 * With JavaScript a change runs the search (a picked place and the sort at once); the Search buttons
 * stay, and are the only way without it. Typing in Where searches on a pick or Enter, not per letter.
 */
export function GymSearchForm({
  id,
  where,
  places,
  dates,
  athletes,
  dateErrors,
  filters,
  origin,
  today,
  pending,
  result,
  hydrated,
  whereAction,
  filtersClassName,
}: GymSearchFormProps) {
  const submit = useSubmit();
  const location = useLocation();
  const formRef = useRef<HTMLFormElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  // The controls are uncontrolled: after a navigation the form did not make (a pager or "Clear
  // filters" link, Near me, back), they are remounted with the page's values, so a stale tick can
  // never be searched again. After its own searches they stay mounted, keeping the focus.
  const ownSearch = useRef(false);
  const [generation, setGeneration] = useState(0);
  const seenKey = useRef(location.key);
  useEffect(() => {
    if (location.key === seenKey.current) return;
    seenKey.current = location.key;
    if (ownSearch.current) ownSearch.current = false;
    else setGeneration((n) => n + 1);
  }, [location.key]);
  // On a phone the open filters cover where the results are: a change there only counts what the
  // search would find (the server's count, through this route's loader), and the footer's "Show N
  // results" (or closing the filters) runs the search. Elsewhere a change searches at once.
  const filtersRef = useRef<HTMLDetailsElement>(null);
  const counter = useFetcher<{ result: Counted }>();
  const unapplied = useRef(false);
  // counting: the footer reads the fetcher's count (changes not yet searched); awaiting: one is on its way.
  const [counting, setCounting] = useState(false);
  const [awaiting, setAwaiting] = useState(false);
  useEffect(() => {
    if (counter.state === "idle") setAwaiting(false);
  }, [counter.state]);
  const filtersCoverResults = () =>
    Boolean(filtersRef.current?.open) && window.matchMedia(PHONE_QUERY).matches;
  const apply = (delay = APPLY_DELAY_MS) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      if (!formRef.current) return;
      ownSearch.current = true;
      unapplied.current = false;
      setCounting(false);
      submit(formRef.current, { preventScrollReset: true, replace: true });
    }, delay);
  };
  const count = () => {
    clearTimeout(timer.current);
    unapplied.current = true;
    setCounting(true);
    setAwaiting(true);
    timer.current = setTimeout(() => {
      if (formRef.current) void counter.submit(formRef.current, { method: "get", action: "/gyms" });
    }, APPLY_DELAY_MS);
  };
  const onChange = (event: FormEvent<HTMLFormElement>) => {
    const target = event.target as HTMLInputElement;
    if (target.name === "city") return;
    if (filtersRef.current?.contains(target) && filtersCoverResults()) return count();
    // The sort select belongs to this form (form attribute) but sits outside it: it searches at once.
    apply(target.name === "sort" ? 0 : APPLY_DELAY_MS);
  };
  const counted = counting && !awaiting && counter.data ? counter.data.result : result;
  // Changes of form-associated controls outside the form (the sort select) do not bubble to it.
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const outside = [...form.elements].filter((element) => !form.contains(element));
    const run = () => apply(0);
    for (const element of outside) element.addEventListener("change", run);
    return () => {
      for (const element of outside) element.removeEventListener("change", run);
    };
  });

  return (
    <Form
      id={id}
      ref={formRef}
      method="get"
      action="/gyms"
      className="contents"
      onChange={onChange}
      // A Search button press is the form's own search too.
      onSubmit={() => {
        ownSearch.current = true;
        clearTimeout(timer.current);
        unapplied.current = false;
        setCounting(false);
        // "Show N results": the filters close and the page shows the results from the top.
        if (filtersRef.current) filtersRef.current.open = false;
      }}
    >
      {origin ? (
        <>
          <input type="hidden" name="lat" value={origin.lat} />
          <input type="hidden" name="lng" value={origin.lng} />
        </>
      ) : null}
      <div key={`bar-${generation}`} className="max-md:order-1 max-md:basis-full md:col-span-2">
        <SearchBar
          defaultValues={{ city: where, ...dates, athletes }}
          errors={dateErrors}
          minDate={today}
          pending={pending}
          whereAction={whereAction}
          cityControl={
            <WhereCombobox
              places={places}
              defaultValue={where}
              resetKey={location.key}
              onPick={() => apply(0)}
            />
          }
        />
      </div>
      <FiltersDisclosure
        key={`panel-${generation}`}
        ref={filtersRef}
        id={`${id}-filters`}
        className={filtersClassName}
        resultsLabel={hydrated ? showResultsLabel(counted) : "Show results"}
        pending={pending || (counting && awaiting)}
        // Closed with changes not yet searched: search them now, as "Show N results" would.
        onToggle={(event) => {
          if (!event.currentTarget.open && unapplied.current) apply(0);
        }}
      >
        <FilterPanel
          equipmentOptions={EQUIPMENT_OPTIONS}
          amenityOptions={AMENITY_OPTIONS}
          defaultValues={filters}
          showLocation={false}
          pending={pending}
        />
      </FiltersDisclosure>
    </Form>
  );
}
