import { Button, Combobox, cn, MapPinIcon, Text } from "@gymroam/design-system";
import { useEffect, useState } from "react";
import { useNavigate } from "react-router";
import { type Place, placeLabel, suggestPlaces } from "~/domain/places";

/*
 * The search screens' enhancements: the Where suggestions and Near me. The server renders them in
 * the page's HTML like any other part (the Where box is a text input that submits without
 * JavaScript).
 */

/**
 * The Where box: suggests the cities and suburbs gyms are in as the person types, forgiving case and
 * small typos (app/domain/places.ts). `resetKey` (the page's location key) puts the page's answer
 * back after each search ("welington" became "Wellington").
 */
export function WhereCombobox({
  places,
  defaultValue,
  resetKey,
  onPick,
  placeholder = "Search destinations",
}: {
  places: readonly Place[];
  defaultValue: string;
  resetKey?: string;
  onPick?: () => void;
  placeholder?: string;
}) {
  return (
    <Combobox
      name="city"
      placeholder={placeholder}
      defaultValue={defaultValue}
      resetKey={resetKey}
      leadingIcon={<MapPinIcon />}
      listLabel="Places"
      onPick={onPick}
      getOptions={(typed) =>
        suggestPlaces(typed, places).map((place) => ({
          value: placeLabel(place),
          label: place.suburb ?? place.city,
          description: place.suburb ? place.city : place.country,
        }))
      }
    />
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
  // Until JavaScript has found a location to ask for, the button keeps its place without showing
  // (`invisible`: not seen, not focusable, not read out). Added on hydration it wrapped onto a new
  // line on a phone and pushed the results down.
  return (
    <span className={cn("inline-flex flex-wrap items-center gap-2", !supported && "invisible")}>
      <Button
        type="button"
        size="sm"
        variant="outline"
        disabled={!supported}
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
