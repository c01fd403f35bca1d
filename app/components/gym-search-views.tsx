import { Button, MapPinIcon, SearchIcon } from "@gymroam/design-system";
import { Link } from "react-router";

/** List and Map: the same search as cards (/gyms) or on the map (/gym-map), keeping the place. */
export function ViewToggle({ view, city }: { view: "list" | "map"; city: string }) {
  const q = city ? `?city=${encodeURIComponent(city)}` : "?city=";
  return (
    <nav aria-label="View" className="inline-flex rounded-md border border-border p-0.5">
      <Button asChild size="sm" variant={view === "list" ? "secondary" : "ghost"}>
        <Link to={`/gyms${q}`} aria-current={view === "list" ? "page" : undefined}>
          <SearchIcon aria-hidden="true" className="max-sm:hidden" /> List
        </Link>
      </Button>
      <Button asChild size="sm" variant={view === "map" ? "secondary" : "ghost"}>
        <Link to={`/gym-map${q}`} aria-current={view === "map" ? "page" : undefined}>
          <MapPinIcon aria-hidden="true" className="max-sm:hidden" /> Map
        </Link>
      </Button>
    </nav>
  );
}
