import { formatPrice, MapPins } from "@gymroam/design-system";
import { useEffect, useRef, useState } from "react";

export interface MapGym {
  id: number;
  name: string;
  lat: number;
  lng: number;
  dayPassRateCents: number;
  currency: "NZD" | "AUD";
}

type LeafletMap = import("leaflet").Map;
type Marker = import("leaflet").Marker;

/**
 * An interactive Leaflet map of the results. Leaflet (and its CSS) loads only here, after the page
 * has rendered, so no other route pays for it. Pins are SVG circle markers (no image assets), so
 * they show even when the tile server cannot be reached. Until the map is ready (or without
 * JavaScript) the design system's MapPins list stands in for it.
 */
export function GymMap({
  gyms,
  selectedId,
  onSelect,
  tileUrl,
}: {
  gyms: readonly MapGym[];
  selectedId: number | null;
  onSelect: (id: number) => void;
  tileUrl: string;
}) {
  const container = useRef<HTMLElement>(null);
  const map = useRef<LeafletMap | null>(null);
  const markers = useRef(new Map<number, Marker>());
  const onSelectRef = useRef(onSelect);
  onSelectRef.current = onSelect;
  const [status, setStatus] = useState<"loading" | "ready" | "failed">("loading");
  const key = gyms.map((g) => `${g.id}:${g.lat}:${g.lng}`).join(",");

  // biome-ignore lint/correctness/useExhaustiveDependencies: the map is rebuilt when the set of gyms (key) or the tile server changes
  useEffect(() => {
    let cancelled = false;
    (async () => {
      try {
        const [{ default: L }] = await Promise.all([import("leaflet"), import("leaflet/dist/leaflet.css")]);
        if (cancelled || !container.current) return;
        const instance = L.map(container.current, { scrollWheelZoom: false });
        map.current = instance;
        L.tileLayer(tileUrl, {
          maxZoom: 19,
          attribution:
            '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors',
        }).addTo(instance);
        markers.current.clear();
        const stacked = pinStackOffsets(gyms);
        for (const gym of gyms) {
          // Each pin shows the gym's day-pass price (a DOM node with its text set, never HTML).
          const marker = L.marker([gym.lat, gym.lng], {
            icon: L.divIcon({
              className: "gym-price-pin",
              html: pricePin(formatPrice(gym.dayPassRateCents, gym.currency)),
              // A zero-size anchor at the point; the tag centres itself on it (translate -50%). Gyms at
              // the same spot are stacked one tag-height apart rather than hidden under each other.
              iconSize: [0, 0],
              iconAnchor: [0, -(stacked.get(gym.id) ?? 0) * PIN_STACK_PX],
            }),
            title: gym.name,
            alt: `${gym.name}, ${formatPrice(gym.dayPassRateCents, gym.currency)} day pass`,
            riseOnHover: true,
          }).addTo(instance);
          marker.bindTooltip(textNode(gym.name));
          marker.on("click", () => onSelectRef.current(gym.id));
          markers.current.set(gym.id, marker);
        }
        if (gyms.length > 0) {
          instance.fitBounds(L.latLngBounds(gyms.map((g) => [g.lat, g.lng] as [number, number])), {
            padding: [32, 32],
            maxZoom: 15,
          });
        } else {
          instance.setView([-41.2865, 174.7762], 12);
        }
        setStatus("ready");
      } catch (error) {
        console.warn("The map could not load:", error);
        if (!cancelled) setStatus("failed");
      }
    })();
    return () => {
      cancelled = true;
      map.current?.remove();
      map.current = null;
    };
  }, [key, tileUrl]);

  useEffect(() => {
    if (status !== "ready") return;
    for (const [id, marker] of markers.current) {
      const element = marker.getElement();
      if (id === selectedId) element?.setAttribute("data-selected", "");
      else element?.removeAttribute("data-selected");
      marker.setZIndexOffset(id === selectedId ? 1000 : 0);
    }
  }, [selectedId, status]);

  return (
    // `isolate`: Leaflet's panes and controls (z-index 400-1000) stay inside the map, under the
    // page's header and bottom bar.
    <div className="relative isolate">
      <section
        ref={container}
        aria-label="Map of gyms"
        data-map-status={status}
        // Leaflet measures its container when it starts, so the container keeps its size while loading.
        className={status === "failed" ? "hidden" : "h-[420px] w-full rounded-lg border border-border"}
      />
      {status !== "ready" ? (
        <MapPins
          pins={gyms.map((g) => ({
            id: String(g.id),
            name: g.name,
            lat: g.lat,
            lng: g.lng,
            dayRateCents: g.dayPassRateCents,
            currency: g.currency,
          }))}
          selectedId={selectedId === null ? null : String(selectedId)}
          onSelect={(id) => onSelect(Number(id))}
          caption={
            status === "failed" ? "The map could not load; the pins and list still work." : "Loading the map…"
          }
        />
      ) : null}
    </div>
  );
}

/** How far apart (px) the price tags of gyms at one spot are stacked. */
const PIN_STACK_PX = 24;

/**
 * Each gym's place in the stack of gyms at one spot (the same coordinates to 4 decimals, about 10 m):
 * 0 for the first, 1 for the next, and so on, in the list's order.
 */
export function pinStackOffsets(gyms: readonly { id: number; lat: number; lng: number }[]) {
  const seen = new Map<string, number>();
  const offsets = new Map<number, number>();
  for (const gym of gyms) {
    const spot = `${gym.lat.toFixed(4)},${gym.lng.toFixed(4)}`;
    const index = seen.get(spot) ?? 0;
    offsets.set(gym.id, index);
    seen.set(spot, index + 1);
  }
  return offsets;
}

const PIN_CLASSES =
  "absolute -translate-x-1/2 -translate-y-1/2 rounded-full border-2 border-surface bg-primary px-2 py-0.5 text-xs font-bold whitespace-nowrap text-primary-fg shadow-md [[data-selected]>&]:bg-fg [[data-selected]>&]:text-bg [[data-selected]>&]:scale-110";

/** The pin: a price tag centred on the gym's point (the selected gym's is dark and larger). */
function pricePin(price: string): HTMLElement {
  const tag = document.createElement("span");
  tag.className = PIN_CLASSES;
  tag.textContent = price;
  return tag;
}

/**
 * Leaflet treats a string tooltip or popup as HTML (innerHTML), so a gym named
 * `<img src=x onerror=…>` would run. A DOM node whose text is set is shown as text, always.
 */
export function textNode(text: string): HTMLElement {
  const span = document.createElement("span");
  span.textContent = text;
  return span;
}
