import { cva, type VariantProps } from "class-variance-authority";
import { type ComponentProps, useEffect, useRef, useState } from "react";
import { cn } from "../../lib/cn";

export const avatarVariants = cva(
  "relative inline-flex shrink-0 items-center justify-center overflow-hidden rounded-full bg-secondary font-semibold text-secondary-fg select-none",
  {
    variants: {
      size: {
        sm: "size-8 text-xs",
        md: "size-10 text-sm",
        lg: "size-14 text-lg",
        xl: "size-20 text-2xl",
      },
    },
    defaultVariants: { size: "md" },
  },
);

/** "Sarah Jane Connor" → "SC", "Madonna" → "M", "" → "?". */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0];
  if (!first) return "?";
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  const letter = (word: string) => Array.from(word)[0]?.toLocaleUpperCase("en-NZ") ?? "";
  return `${letter(first)}${last ? letter(last) : ""}`;
}

export type AvatarProps = Omit<ComponentProps<"span">, "children"> &
  VariantProps<typeof avatarVariants> & {
    /** The person's (or gym's) name: the initials and the default alt text come from it. */
    name: string;
    src?: string | null;
    /** Alt text (default: the name). "" marks the avatar decorative, e.g. beside the printed name. */
    alt?: string;
  };

/**
 * A round picture of a person, or their initials when there is no picture or it fails to load
 * (also when it failed before hydration, which `onError` would miss).
 */
export function Avatar({ name, src, alt, size, className, ...props }: AvatarProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const imgRef = useRef<HTMLImageElement>(null);
  const label = alt ?? name;
  const showImage = Boolean(src) && failedSrc !== src;

  useEffect(() => {
    const img = imgRef.current;
    if (img && src && img.complete && img.naturalWidth === 0 && img.currentSrc) setFailedSrc(src);
  }, [src]);

  return (
    <span
      data-slot="avatar"
      data-size={size ?? "md"}
      data-fallback={!showImage || undefined}
      className={cn(avatarVariants({ size }), className)}
      {...props}
    >
      {showImage && src ? (
        <img
          ref={imgRef}
          src={src}
          alt={label}
          onError={() => setFailedSrc(src)}
          className="size-full object-cover"
        />
      ) : label ? (
        <span role="img" aria-label={label} className="flex size-full items-center justify-center">
          <span aria-hidden="true">{initials(name)}</span>
        </span>
      ) : (
        <span aria-hidden="true">{initials(name)}</span>
      )}
    </span>
  );
}
