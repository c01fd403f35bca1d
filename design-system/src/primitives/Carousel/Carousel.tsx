import {
  type ComponentProps,
  type FocusEvent,
  type PointerEvent,
  type ReactNode,
  useEffect,
  useState,
} from "react";
import { ChevronLeftIcon, ChevronRightIcon, PauseIcon, PlayIcon } from "../../foundations/icons";
import { cn } from "../../lib/cn";
import { usePrefersReducedMotion } from "../../lib/use-prefers-reduced-motion";
import { Button } from "../Button/Button";

export type CarouselProps = Omit<ComponentProps<"section">, "children" | "aria-label"> & {
  /** Names the carousel region, e.g. "Highlights". */
  "aria-label": string;
  /** Each slide's content, in order. */
  slides: ReactNode[];
  /** Auto-advance period (spec: 8000 ms). */
  intervalMs?: number;
  /** Slide transition (spec: 500 ms); none when the user prefers reduced motion. */
  transitionMs?: number;
  initialIndex?: number;
};

/**
 * A rotating banner (WAI-ARIA APG carousel pattern). Advances by one with wrap-around every
 * `intervalMs`; previous/next buttons and one dot per slide. Rotation pauses while the pointer is
 * over it or focus is inside it, stops with the pause button (WCAG 2.2.2), and does not start on its
 * own when the user prefers reduced motion (the play button still lets them opt in). Inactive slides
 * are inert, so their links and buttons are neither focusable nor announced; the slide area is a
 * polite live region only while not rotating.
 */
export function Carousel({
  "aria-label": label,
  slides,
  intervalMs = 8000,
  transitionMs = 500,
  initialIndex = 0,
  className,
  onPointerEnter,
  onPointerLeave,
  onFocus,
  onBlur,
  ...props
}: CarouselProps) {
  const count = slides.length;
  const [index, setIndex] = useState(() => wrap(initialIndex, count));
  const [hovered, setHovered] = useState(false);
  const [focusWithin, setFocusWithin] = useState(false);
  const [userPlaying, setUserPlaying] = useState<boolean | null>(null);
  const reducedMotion = usePrefersReducedMotion();

  const active = wrap(index, count);
  const playing = count > 1 && (userPlaying ?? !reducedMotion);
  const rotating = playing && !hovered && !focusWithin;

  // `active` is a dependency on purpose: any slide change (auto, arrow, dot) restarts the full interval.
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above
  useEffect(() => {
    if (!rotating) return;
    const timer = window.setTimeout(() => setIndex((i) => wrap(i + 1, count)), intervalMs);
    return () => window.clearTimeout(timer);
  }, [rotating, active, intervalMs, count]);

  const go = (next: number) => setIndex(wrap(next, count));

  return (
    <section
      data-slot="carousel"
      data-rotating={rotating || undefined}
      aria-roledescription="carousel"
      aria-label={label}
      className={cn("surface-inverse relative isolate overflow-hidden rounded-2xl shadow-md", className)}
      onPointerEnter={(event: PointerEvent<HTMLElement>) => {
        onPointerEnter?.(event);
        if (event.pointerType !== "touch") setHovered(true);
      }}
      onPointerLeave={(event: PointerEvent<HTMLElement>) => {
        onPointerLeave?.(event);
        setHovered(false);
      }}
      onFocus={(event: FocusEvent<HTMLElement>) => {
        onFocus?.(event);
        setFocusWithin(true);
      }}
      onBlur={(event: FocusEvent<HTMLElement>) => {
        onBlur?.(event);
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocusWithin(false);
      }}
      {...props}
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 -z-10 bg-[radial-gradient(120%_90%_at_100%_0%,color-mix(in_oklab,var(--ds-primary)_28%,transparent),transparent_60%)]"
      />
      <div className="overflow-hidden">
        <div
          data-slot="carousel-track"
          aria-live={rotating ? "off" : "polite"}
          className="flex transition-transform ease-standard motion-reduce:transition-none"
          style={{ transform: `translateX(-${active * 100}%)`, transitionDuration: `${transitionMs}ms` }}
        >
          {slides.map((slide, i) => (
            // biome-ignore lint/a11y/useSemanticElements: APG carousel slides are role="group" divs, not fieldsets
            <div
              // Slides are positional: the index is their identity.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              key={i}
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${count}`}
              data-slot="carousel-slide"
              data-active={i === active || undefined}
              inert={i !== active}
              aria-hidden={i !== active || undefined}
              className="w-full min-w-0 shrink-0 grow-0 basis-full px-6 pt-8 pb-4 sm:px-10 sm:pt-12"
            >
              {slide}
            </div>
          ))}
        </div>
      </div>

      {count > 1 ? (
        <div
          data-slot="carousel-controls"
          className="flex items-center justify-between gap-2 px-3 pb-3 sm:px-8 sm:pb-6"
        >
          <Button
            variant="ghost"
            size="icon"
            className="rounded-full"
            aria-label={playing ? "Pause slideshow" : "Play slideshow"}
            onClick={() => setUserPlaying(!playing)}
          >
            {playing ? <PauseIcon aria-hidden="true" /> : <PlayIcon aria-hidden="true" />}
          </Button>
          <div className="flex items-center gap-1">
            <Button
              variant="ghost"
              size="icon"
              className="rounded-full"
              aria-label="Previous slide"
              onClick={() => go(active - 1)}
            >
              <ChevronLeftIcon aria-hidden="true" />
            </Button>
            <div data-slot="carousel-dots" className="flex items-center">
              {slides.map((_, i) => (
                <button
                  // biome-ignore lint/suspicious/noArrayIndexKey: one dot per slide position
                  key={i}
                  type="button"
                  aria-label={`Go to slide ${i + 1}`}
                  aria-current={i === active ? "true" : undefined}
                  onClick={() => go(i)}
                  className="group flex size-6 items-center justify-center rounded-full"
                >
                  <span
                    aria-hidden="true"
                    className="block h-2.5 w-2.5 rounded-full bg-inverse-fg-muted transition-all duration-(--duration-fast) group-hover:bg-inverse-fg group-aria-[current=true]:w-5 group-aria-[current=true]:bg-primary"
                  />
                </button>
              ))}
            </div>
            <Button
              variant="ghost"
              size="icon"
              className="rounded-full"
              aria-label="Next slide"
              onClick={() => go(active + 1)}
            >
              <ChevronRightIcon aria-hidden="true" />
            </Button>
          </div>
        </div>
      ) : null}
    </section>
  );
}

function wrap(i: number, count: number) {
  return count > 0 ? ((i % count) + count) % count : 0;
}
