import type { ComponentProps, ReactNode } from "react";
import { cn } from "../../lib/cn";
import { Badge } from "../../primitives/Badge";

export interface ManagedPhoto {
  /** Stable key (the photo's position or id). */
  key: string | number;
  src: string;
  srcSet?: string;
  alt: string;
}

export type PhotoManagerProps = Omit<ComponentProps<"section">, "children"> & {
  photos: readonly ManagedPhoto[];
  /** The controls for one photo (forms with move, make-cover, alt text and remove buttons). */
  renderActions?: (photo: ManagedPhoto, index: number, count: number) => ReactNode;
  /** The upload form, shown after the photos. */
  children?: ReactNode;
  /** Shown when there is no photo yet. */
  emptyText?: string;
};

/**
 * A listing's photos in order: the first is the cover (badged), each with its alt text and the
 * controls the page passes (plain forms, so it works without JavaScript), then the upload form.
 */
export function PhotoManager({
  photos,
  renderActions,
  children,
  emptyText = "No photos yet. Athletes see your listing's photos first: add at least one.",
  className,
  ...props
}: PhotoManagerProps) {
  return (
    <section data-slot="photo-manager" className={cn("flex flex-col gap-4", className)} {...props}>
      {photos.length === 0 ? (
        <p className="rounded-md border border-dashed border-border-strong p-4 text-sm text-fg-muted">
          {emptyText}
        </p>
      ) : (
        <ol className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label="Photos, cover first">
          {photos.map((photo, index) => (
            <li
              key={photo.key}
              className="flex flex-col gap-2 rounded-lg border border-border bg-surface p-2"
            >
              <div className="relative overflow-hidden rounded-md bg-surface-muted">
                <img
                  src={photo.src}
                  srcSet={photo.srcSet}
                  // sizes only means something beside a srcset (HTML: sizes without srcset is an error).
                  sizes={
                    photo.srcSet ? "(min-width: 1024px) 320px, (min-width: 640px) 50vw, 100vw" : undefined
                  }
                  alt={photo.alt}
                  loading="lazy"
                  className="aspect-[4/3] w-full object-cover"
                />
                {index === 0 ? <Badge className="absolute top-2 left-2">Cover</Badge> : null}
              </div>
              <p className="text-sm">
                <span className="font-semibold">Photo {index + 1}</span>
                <span className="text-fg-muted"> · alt text: {photo.alt}</span>
              </p>
              {renderActions?.(photo, index, photos.length)}
            </li>
          ))}
        </ol>
      )}
      {children}
    </section>
  );
}
