import type { ComponentProps, ReactNode } from "react";
import { MapPinIcon } from "../../foundations/icons";
import { cn } from "../../lib/cn";
import { type Currency, formatPrice } from "../../primitives/Price";

/** Spec: the map shows at most 5 pins. */
export const MAX_MAP_PINS = 5;

export type LatLng = { lat: number; lng: number };
/** A position on the canvas in percent: x from the left, y from the top. */
export type BoxPosition = { x: number; y: number };

/**
 * Projects points into 0-100% boxes from their own lat/lng bounds (north at the top), keeping
 * `paddingPct` clear on each side so pins do not touch the edges. A dimension with no spread (one
 * point, or all on one line) is centred. Equirectangular: fine at city scale.
 */
export function projectToBox(points: readonly LatLng[], paddingPct = 18): BoxPosition[] {
  if (points.length === 0) return [];
  const pad = Math.min(49, Math.max(0, paddingPct));
  const lats = points.map((p) => p.lat);
  const lngs = points.map((p) => p.lng);
  const [minLat, maxLat] = [Math.min(...lats), Math.max(...lats)];
  const [minLng, maxLng] = [Math.min(...lngs), Math.max(...lngs)];
  const span = 100 - 2 * pad;
  const scale = (value: number, min: number, max: number) =>
    max === min ? 50 : pad + ((value - min) / (max - min)) * span;
  return points.map((p) => ({ x: scale(p.lng, minLng, maxLng), y: 100 - scale(p.lat, minLat, maxLat) }));
}

export type MapPin = LatLng & {
  id: string;
  name: string;
  dayRateCents?: number | null;
  currency?: Currency;
};

export type MapPinsProps = Omit<ComponentProps<"div">, "onSelect" | "children"> & {
  /** Only the first `max` (spec: 5) are shown. */
  pins: readonly MapPin[];
  max?: number;
  selectedId?: string | null;
  onSelect?: (id: string) => void;
  /** The list's accessible name (default "Gyms on the map"). */
  label?: string;
  /** Text in the middle of the placeholder map (e.g. "Map integration coming soon"). */
  caption?: ReactNode;
};

/**
 * A placeholder map: up to 5 gyms as a list of toggle buttons (name and day rate) placed by their
 * coordinates on a simple canvas. The list order is the data order, so keyboard and screen reader
 * users get a plain list; the selected pin is aria-pressed.
 */
export function MapPins({
  pins,
  max = MAX_MAP_PINS,
  selectedId,
  onSelect,
  label = "Gyms on the map",
  caption,
  className,
  ...props
}: MapPinsProps) {
  const shown = pins.slice(0, Math.max(0, max));
  const positions = projectToBox(shown);
  return (
    <div
      data-slot="map-pins"
      className={cn(
        "relative aspect-[4/3] w-full overflow-hidden rounded-xl border border-border bg-surface-muted",
        className,
      )}
      {...props}
    >
      {caption ? (
        <p className="absolute inset-x-0 bottom-3 px-4 text-center text-sm text-fg-muted">{caption}</p>
      ) : null}
      <ul aria-label={label} className="absolute inset-0">
        {shown.map((pin, i) => {
          const pos = positions[i] ?? { x: 50, y: 50 };
          const selected = pin.id === selectedId;
          return (
            <li
              key={pin.id}
              className={cn("absolute", selected && "z-10")}
              // The pin's anchor slides along its width with its position (left edge at 0%, right edge
              // at 100%), so a pin near either side stays inside the box however narrow the box is.
              style={{ left: `${pos.x}%`, top: `${pos.y}%`, transform: `translate(-${pos.x}%, -100%)` }}
            >
              <button
                type="button"
                data-slot="map-pin"
                aria-pressed={selected}
                onClick={() => onSelect?.(pin.id)}
                className={cn(
                  "flex min-h-tap max-w-48 items-center gap-1 rounded-full border px-3 py-1 text-left text-xs font-semibold shadow-md",
                  "transition-colors duration-(--duration-fast)",
                  selected
                    ? "border-transparent bg-primary text-primary-fg"
                    : "border-border bg-surface text-fg hover:bg-secondary",
                )}
              >
                <MapPinIcon aria-hidden="true" className="size-4 shrink-0" />
                <span className="truncate">{pin.name}</span>
                {pin.dayRateCents != null ? (
                  <span className="shrink-0 tabular-nums">
                    <span className="sr-only">, day pass </span>
                    {formatPrice(pin.dayRateCents, pin.currency ?? "NZD")}
                  </span>
                ) : null}
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
