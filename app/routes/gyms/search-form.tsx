import { FilterPanel, SearchBar } from "@gymroam/design-system";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { Form, useLocation, useSubmit } from "react-router";
import { WhereCombobox } from "~/components/search-extras";
import { AMENITY_OPTIONS, EQUIPMENT_OPTIONS } from "~/domain/catalog";
import type { Place } from "~/domain/places";

/*
 * The /gyms search form: the search bar, the Where suggestions and the filter panel. Until the page
 * hydrates it is a GET form that works natively, as without JavaScript.
 */

/** Typing and dragging settle before a search runs (checkboxes feel instant at this delay too). */
const APPLY_DELAY_MS = 300;

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
  /** Where the filter panel sits (the page's grid; hidden on a phone until its Filters button opens it). */
  panelClassName: string;
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
  panelClassName,
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
  const apply = (delay = APPLY_DELAY_MS) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      if (!formRef.current) return;
      ownSearch.current = true;
      submit(formRef.current, { preventScrollReset: true, replace: true });
    }, delay);
  };
  const onChange = (event: FormEvent<HTMLFormElement>) => {
    const target = event.target as HTMLInputElement;
    if (target.name === "city") return;
    // The sort select belongs to this form (form attribute) but sits outside it: it searches at once.
    apply(target.name === "sort" ? 0 : APPLY_DELAY_MS);
  };
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
      }}
    >
      {origin ? (
        <>
          <input type="hidden" name="lat" value={origin.lat} />
          <input type="hidden" name="lng" value={origin.lng} />
        </>
      ) : null}
      <div key={`bar-${generation}`} className="max-md:order-1 md:col-span-2">
        <SearchBar
          defaultValues={{ city: where, ...dates, athletes }}
          errors={dateErrors}
          minDate={today}
          pending={pending}
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
      <div key={`panel-${generation}`} id={`${id}-filters`} className={panelClassName}>
        <FilterPanel
          equipmentOptions={EQUIPMENT_OPTIONS}
          amenityOptions={AMENITY_OPTIONS}
          defaultValues={filters}
          showLocation={false}
          pending={pending}
        />
      </div>
    </Form>
  );
}
