import { useEffect, useRef, useState } from "react";

/**
 * The listing editor's map: a Leaflet map with one draggable pin. Dragging the pin (or
 * clicking the map) writes the position into the form's latitude and longitude fields (PinMapField's
 * `data-coordinate` inputs in the same fieldset), which post with the form. Leaflet loads only here,
 * after the page renders; without JavaScript the fields alone do the job.
 */
export function PinMap({
  latitude,
  longitude,
  fallback,
  tileUrl,
}: {
  latitude: number | null;
  longitude: number | null;
  /** Where to centre the map before a pin is placed (the gym's city). */
  fallback: { lat: number; lng: number };
  tileUrl: string;
}) {
  const container = useRef<HTMLDivElement>(null);
  const [status, setStatus] = useState<"loading" | "ready" | "failed">("loading");

  // biome-ignore lint/correctness/useExhaustiveDependencies: the map is built once per page
  useEffect(() => {
    let cancelled = false;
    let dispose: (() => void) | undefined;
    (async () => {
      try {
        const [{ default: L }] = await Promise.all([import("leaflet"), import("leaflet/dist/leaflet.css")]);
        const element = container.current;
        if (cancelled || !element) return;
        const fieldset = element.closest("fieldset");
        const input = (name: string) =>
          fieldset?.querySelector<HTMLInputElement>(`input[data-coordinate="${name}"]`) ?? null;
        const placed = latitude !== null && longitude !== null;
        const start = placed ? { lat: latitude, lng: longitude } : fallback;
        const map = L.map(element, { scrollWheelZoom: false }).setView(start, placed ? 16 : 12);
        L.tileLayer(tileUrl, {
          maxZoom: 19,
          attribution:
            '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors',
        }).addTo(map);
        const icon = L.divIcon({
          className: "",
          html: '<span style="display:block;width:24px;height:24px;border-radius:50% 50% 50% 0;transform:rotate(-45deg);background:var(--color-primary,#f0561a);border:3px solid #fff;box-shadow:0 1px 4px rgba(0,0,0,.4)"></span>',
          iconSize: [24, 24],
          iconAnchor: [12, 24],
        });
        const marker = L.marker(start, { draggable: true, icon }).addTo(map);
        // Leaflet's keyboard-focusable marker is a div with role="button": name it with aria-label
        // (a title is only a tooltip, not a reliable accessible name).
        marker.getElement()?.setAttribute("aria-label", "Gym location pin: drag it to your gym's entrance");
        const write = (lat: number, lng: number) => {
          for (const [name, value] of [
            ["latitude", lat],
            ["longitude", lng],
          ] as const) {
            const field = input(name);
            if (!field) continue;
            field.value = value.toFixed(6);
            field.dispatchEvent(new Event("input", { bubbles: true }));
          }
        };
        marker.on("dragend", () => {
          const at = marker.getLatLng();
          write(at.lat, at.lng);
        });
        map.on("click", (event: import("leaflet").LeafletMouseEvent) => {
          marker.setLatLng(event.latlng);
          write(event.latlng.lat, event.latlng.lng);
        });
        // Typing in the fields moves the pin.
        const onType = () => {
          const lat = Number(input("latitude")?.value);
          const lng = Number(input("longitude")?.value);
          if (Number.isFinite(lat) && Number.isFinite(lng) && Math.abs(lat) <= 90 && Math.abs(lng) <= 180) {
            marker.setLatLng({ lat, lng });
          }
        };
        fieldset?.addEventListener("change", onType);
        dispose = () => {
          fieldset?.removeEventListener("change", onType);
          map.remove();
        };
        setStatus("ready");
      } catch {
        if (!cancelled) setStatus("failed");
      }
    })();
    return () => {
      cancelled = true;
      dispose?.();
    };
  }, []);

  return (
    <div className="relative">
      <div
        ref={container}
        data-testid="pin-map"
        data-status={status}
        className="h-72 w-full bg-surface-muted"
        role="application"
        aria-label="Map: drag the pin to your gym's entrance"
      />
      {status === "failed" ? (
        <p className="p-2 text-sm text-fg-muted">The map could not load: type the coordinates below.</p>
      ) : null}
    </div>
  );
}
