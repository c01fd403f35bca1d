import type { ComponentProps } from "react";
import { cn } from "../../lib/cn";

export interface GalleryImage {
  url: string;
  /** What the photo shows; every photo has one (it is content, not decoration). */
  alt: string;
}

export type GalleryProps = Omit<ComponentProps<"section">, "children"> & {
  /** Names the region and the list: "Photos of Harbour Strength". */
  label: string;
  images: readonly GalleryImage[];
  /** Shown, with `fallbackAlt`, when there is no photo at all. */
  fallbackUrl: string;
  fallbackAlt: string;
};

/**
 * Every photo of a place, in a row that scrolls sideways (snapping to each photo): all of them are on
 * the page, none hidden behind a control, and it works without JavaScript. The row is a labelled list
 * in a focusable region, so a keyboard scrolls it with the arrow keys; each photo keeps its alt text
 * and says which it is ("Photo 2 of 5"). The first photo loads at once, the others lazily. Its height
 * is fixed, so the page below it (a BOOK NOW button) stays where it is while photos load.
 */
export function Gallery({ label, images, fallbackUrl, fallbackAlt, className, ...props }: GalleryProps) {
  const photos = images.length > 0 ? images : [{ url: fallbackUrl, alt: fallbackAlt }];
  const list = (
    <ul aria-label={label} className="flex h-56 snap-x snap-mandatory gap-2 sm:h-64">
      {photos.map((photo, index) => (
        <li
          key={photo.url}
          className={cn(
            "relative h-full shrink-0 snap-start overflow-hidden rounded-xl bg-surface-muted",
            photos.length === 1 ? "w-full" : "w-[85%] sm:aspect-[4/3] sm:w-auto",
          )}
        >
          <img
            src={photo.url}
            alt={photo.alt}
            width={800}
            height={600}
            loading={index === 0 ? "eager" : "lazy"}
            fetchPriority={index === 0 ? "high" : undefined}
            className="size-full object-cover"
          />
          {photos.length === 1 ? null : (
            <span className="absolute right-2 bottom-2 rounded-md bg-inverse/75 px-2 py-0.5 text-xs font-medium text-inverse-fg">
              Photo {index + 1} of {photos.length}
            </span>
          )}
        </li>
      ))}
    </ul>
  );
  return (
    <section data-slot="gallery" aria-label={label} className={cn("min-w-0", className)} {...props}>
      {photos.length === 1 ? (
        list
      ) : (
        <section
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (WCAG 2.1.1).
          tabIndex={0}
          aria-label={`${label}: ${photos.length} photos, scroll sideways`}
          className="overflow-x-auto overscroll-x-contain rounded-xl [scrollbar-width:thin]"
        >
          {list}
        </section>
      )}
    </section>
  );
}
