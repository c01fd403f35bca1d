import { type ComponentProps, useEffect, useRef, useState } from "react";
import { cn } from "../../lib/cn";

export type FallbackImageProps = Omit<ComponentProps<"img">, "src" | "onError"> & {
  src?: string | null;
  /** Shown when `src` is missing or fails to load. */
  fallbackSrc: string;
};

/**
 * An image that swaps to `fallbackSrc` when its source is missing or fails. A failure that happens
 * before hydration (no React onError yet) is caught on mount by checking the loaded image.
 * Private to the composites; `width`/`height` should always be given to avoid layout shift.
 */
export function FallbackImage({ src, fallbackSrc, className, alt = "", ...props }: FallbackImageProps) {
  const wanted = src || fallbackSrc;
  const [failed, setFailed] = useState<string | null>(null);
  const current = failed === wanted ? fallbackSrc : wanted;
  const ref = useRef<HTMLImageElement>(null);

  useEffect(() => {
    const img = ref.current;
    if (
      img?.complete &&
      img.naturalWidth === 0 &&
      img.getAttribute("src") === wanted &&
      wanted !== fallbackSrc
    ) {
      setFailed(wanted);
    }
  }, [wanted, fallbackSrc]);

  return (
    <img
      ref={ref}
      data-slot="fallback-image"
      data-fallback={current === fallbackSrc && wanted !== fallbackSrc ? "" : undefined}
      src={current}
      alt={alt}
      className={cn("bg-surface-muted object-cover", className)}
      onError={() => {
        if (current !== fallbackSrc) setFailed(wanted);
      }}
      {...props}
    />
  );
}
