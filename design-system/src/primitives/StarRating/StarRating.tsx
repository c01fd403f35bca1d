import { cva, type VariantProps } from "class-variance-authority";
import { type ComponentProps, type ReactNode, useId } from "react";
import { ICON_SPRITE_URL, StarIcon } from "../../foundations/icons";
import { STAR_ROW_COUNT, STAR_ROW_ID } from "../../foundations/star-row";
import { cn } from "../../lib/cn";
import { groupDigits } from "../../lib/intl";

const starSize = cva("shrink-0", {
  variants: { size: { sm: "size-3.5", md: "size-4", lg: "size-6" } },
  defaultVariants: { size: "md" },
});

/** A star's height (and width) in each size, as `starSize` sets it. */
const STAR_REM = { sm: 0.875, md: 1, lg: 1.5 } as const;
const STAR_HREF = `${ICON_SPRITE_URL}#star`;
const STAR_ROW_USE = <use href={`${ICON_SPRITE_URL}#${STAR_ROW_ID}`} />;

/**
 * `count` stars in one <svg>: what a row of `count` star icons draws, pixel for pixel, in one
 * element instead of an <svg> per star. A 5-star row is one <use> of the sprite's row of stars
 * (STAR_ROW_ID); another count is a <use> of the star at each 24-unit slot. A gym page shows a
 * rating for each of its 12 reviews and one for the gym, two rows each (ADR 040, ADR 042).
 */
function StarRow({ count, size, filled }: { count: number; size: keyof typeof STAR_REM; filled: boolean }) {
  let uses: ReactNode;
  if (count === STAR_ROW_COUNT) uses = STAR_ROW_USE;
  else {
    const each = [];
    for (let i = 0; i < count; i++)
      each.push(<use key={i} href={STAR_HREF} x={24 * i} width={24} height={24} />);
    uses = each;
  }
  return (
    <svg
      className={filled ? `icon ${starSize({ size })} fill-current` : `icon ${starSize({ size })}`}
      viewBox={`0 0 ${24 * count} 24`}
      style={{ width: `${STAR_REM[size] * count}rem` }}
      aria-hidden="true"
    >
      {uses}
    </svg>
  );
}

export type StarRatingProps = Omit<ComponentProps<"span">, "children"> &
  VariantProps<typeof starSize> & {
    /** The average, e.g. 4.6 (shown with one decimal). */
    value: number;
    max?: number;
    /** Number of reviews, shown as "(23 reviews)". */
    count?: number;
    /** Show the number beside the stars (default true). */
    showValue?: boolean;
  };

/**
 * A read-only rating: stars filled to the value (partial stars included), the number and an
 * optional review count. Announced as "Rated 4.6 out of 5"; the stars are one image.
 */
export function StarRating({
  value,
  max = 5,
  count,
  showValue = true,
  size,
  className,
  ...props
}: StarRatingProps) {
  const clamped = Math.min(max, Math.max(0, value));
  const text = clamped.toFixed(1);
  return (
    <span
      data-slot="star-rating"
      className={cn("inline-flex items-center gap-1.5 text-sm", className)}
      {...props}
    >
      <span role="img" aria-label={`Rated ${text} out of ${max}`} className="relative inline-flex">
        <span className="flex text-border-strong">
          <StarRow count={max} size={size ?? "md"} filled={false} />
        </span>
        <span
          data-slot="star-rating-fill"
          className="absolute inset-y-0 left-0 flex overflow-hidden text-primary"
          style={{ width: `${(clamped / max) * 100}%` }}
        >
          <StarRow count={max} size={size ?? "md"} filled />
        </span>
      </span>
      {showValue ? (
        <span aria-hidden="true" className="font-semibold tabular-nums text-fg">
          {text}
        </span>
      ) : null}
      {count !== undefined ? (
        <span className="text-fg-muted">
          ({groupDigits(count)} {count === 1 ? "review" : "reviews"})
        </span>
      ) : null}
    </span>
  );
}

export type StarRatingInputProps = Omit<
  ComponentProps<"fieldset">,
  "children" | "onChange" | "defaultValue"
> & {
  /** The group's visible label (default "Rating"). */
  legend?: ReactNode;
  /** Form name of the radios (default "rating"). */
  name?: string;
  /** 1-5 (controlled). */
  value?: number;
  /** 1-5 (uncontrolled; default 5, as the spec's review form). */
  defaultValue?: number;
  onValueChange?: (value: number) => void;
  required?: boolean;
  size?: "md" | "lg";
};

/**
 * Picks 1-5 stars: five native radios named `rating` (labelled "1 star" … "5 stars"), so arrow keys
 * move the choice and the form submits without JavaScript. The stars up to the checked one are
 * filled by CSS alone (`:has(:checked)`), so that works without JavaScript too.
 */
export function StarRatingInput({
  legend = "Rating",
  name = "rating",
  value,
  defaultValue = 5,
  onValueChange,
  required,
  size = "lg",
  className,
  ...props
}: StarRatingInputProps) {
  const legendId = useId();
  return (
    <fieldset
      // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: ARIA in HTML allows radiogroup on a fieldset; it says more than group
      role="radiogroup"
      aria-labelledby={legendId}
      data-slot="star-rating-input"
      className={cn("m-0 min-w-0 border-0 p-0 disabled:opacity-55", className)}
      {...props}
    >
      <legend id={legendId} className="mb-1 p-0 text-sm font-semibold text-fg">
        {legend}
      </legend>
      <div className="flex">
        {[1, 2, 3, 4, 5].map((n) => (
          <label
            key={n}
            data-slot="star-rating-option"
            className={cn(
              "flex cursor-pointer items-center justify-center rounded-md p-1 text-border-strong",
              "has-checked:text-primary [&:has(~label_:checked)]:text-primary",
              "has-checked:[&_svg]:fill-current [&:has(~label_:checked)_svg]:fill-current",
              "hover:bg-fg/8 has-disabled:cursor-not-allowed",
              "has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-focus",
              size === "lg" ? "min-h-tap min-w-tap" : "min-h-9 min-w-9",
            )}
          >
            <input
              type="radio"
              name={name}
              value={n}
              required={required}
              className="peer sr-only"
              {...(value !== undefined ? { checked: value === n } : { defaultChecked: defaultValue === n })}
              onChange={() => onValueChange?.(n)}
            />
            <StarIcon aria-hidden="true" className={size === "lg" ? "size-7" : "size-5"} />
            <span className="sr-only">{n === 1 ? "1 star" : `${n} stars`}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
