import { Button, MapPinIcon, SearchIcon, Text } from "@gymroam/design-system";
import { useEffect, useState } from "react";
import { Link, useNavigate } from "react-router";

/** List and Map: the same search as cards (/gyms) or on the map (/gym-map), keeping the place. */
export function ViewToggle({ view, city }: { view: "list" | "map"; city: string }) {
  const q = city ? `?city=${encodeURIComponent(city)}` : "?city=";
  return (
    <nav aria-label="View" className="inline-flex rounded-md border border-border p-0.5">
      <Button asChild size="sm" variant={view === "list" ? "secondary" : "ghost"}>
        <Link to={`/gyms${q}`} aria-current={view === "list" ? "page" : undefined}>
          <SearchIcon aria-hidden="true" /> List
        </Link>
      </Button>
      <Button asChild size="sm" variant={view === "map" ? "secondary" : "ghost"}>
        <Link to={`/gym-map${q}`} aria-current={view === "map" ? "page" : undefined}>
          <MapPinIcon aria-hidden="true" /> Map
        </Link>
      </Button>
    </nav>
  );
}

/** Three decimals: about 100 m, close enough to rank gyms and no closer than the visitor needs to share. */
const round = (n: number) => Math.round(n * 1000) / 1000;

/**
 * "Near me": asks the browser for the visitor's location only when pressed (never on load), then
 * opens `path` searching around it (all cities, nearest first). Rendered only once JavaScript runs
 * and the browser has geolocation; a refusal or failure is said next to the button.
 */
export function NearMeButton({ path }: { path: "/gyms" | "/gym-map" }) {
  const navigate = useNavigate();
  const [supported, setSupported] = useState(false);
  const [state, setState] = useState<"idle" | "asking" | "failed">("idle");
  useEffect(() => setSupported("geolocation" in navigator), []);
  if (!supported) return null;
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <Button
        type="button"
        size="sm"
        variant="outline"
        loading={state === "asking"}
        onClick={() => {
          setState("asking");
          navigator.geolocation.getCurrentPosition(
            (position) => {
              setState("idle");
              const params = new URLSearchParams({
                city: "",
                lat: String(round(position.coords.latitude)),
                lng: String(round(position.coords.longitude)),
                sort: "distance",
              });
              navigate(`${path}?${params}`);
            },
            () => setState("failed"),
            { maximumAge: 600_000, timeout: 15_000 },
          );
        }}
      >
        <MapPinIcon aria-hidden="true" /> Near me
      </Button>
      <Text asChild size="sm" tone="muted">
        <span role="status">
          {state === "failed" ? "Your location is not available; search by place instead." : ""}
        </span>
      </Text>
    </span>
  );
}
