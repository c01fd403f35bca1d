/**
 * Private formatting shared by the composite cards (GymCard, TrainerCard, BookingCard,
 * BookingSummary, ReviewList, ProductCard, MapPins); prices come from Price's formatPrice. Not exported from the package: the app formats
 * through the components. Deterministic (no locale or time-zone dependence), so server and browser
 * render the same text.
 */
import { StarIcon } from "../../foundations/icons";
import { cn } from "../../lib/cn";

/** A rating to one decimal: 4.6, 5.0. */
export function formatRating(rating: number): string {
  return rating.toFixed(1);
}

/** "1 review", "23 reviews". */
export function formatReviewCount(count: number): string {
  return `${count} ${count === 1 ? "review" : "reviews"}`;
}

const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/**
 * A calendar date ("2025-09-12", or an ISO timestamp whose date part is used) as "Fri, 12 Sep 2025".
 * Returns the input unchanged when it is not a date.
 */
export function formatDate(value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (!match) return value;
  const [, y, m, d] = match;
  const date = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)));
  if (Number.isNaN(date.getTime())) return value;
  return `${WEEKDAYS[date.getUTCDay()]}, ${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

/** "06:00:00" or "06:00" as "06:00". */
export function formatTime(value: string): string {
  return value.slice(0, 5);
}

/** "2 hours", "1 hour". */
export function formatHours(hours: number): string {
  return `${hours} ${hours === 1 ? "hour" : "hours"}`;
}

/** A star and "4.6 (23 reviews)", or "No reviews yet" when there are none. */
export function RatingSummary({
  rating,
  reviewCount,
  className,
}: {
  rating: number | null | undefined;
  reviewCount: number;
  className?: string;
}) {
  const none = reviewCount === 0 || rating == null;
  return (
    <p data-slot="rating-summary" className={cn("flex items-center gap-1 text-sm", className)}>
      <StarIcon
        aria-hidden="true"
        className={cn("size-4 shrink-0", none ? "text-fg-muted" : "fill-current text-primary")}
      />
      {none ? (
        <span className="text-fg-muted">No reviews yet</span>
      ) : (
        <span>
          <span className="sr-only">Rating </span>
          <span className="font-semibold">{formatRating(rating)}</span>{" "}
          <span className="text-fg-muted">({formatReviewCount(reviewCount)})</span>
        </span>
      )}
    </p>
  );
}
