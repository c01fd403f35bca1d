import type { ComponentProps, ReactNode } from "react";
import { StarIcon } from "../../foundations/icons";
import { cn } from "../../lib/cn";
import { EmptyState } from "../../primitives/EmptyState/EmptyState";
import type { HeadingLevel } from "../../primitives/Heading/Heading";
import { StarRating } from "../../primitives/StarRating";
import { formatDate } from "../lib/card-format";

export type ReviewItem = {
  id: string | number;
  /** The reviewer's name; only the first name is shown. */
  authorName?: string | null;
  /** 1-5. */
  rating: number;
  /** ISO date or timestamp. */
  createdAt: string;
  /** Plain text, rendered as text (never HTML); line breaks kept. */
  comment: string;
};

/** The first word of a name, or "Anonymous". */
export function firstName(name: string | null | undefined): string {
  return name?.trim().split(/\s+/)[0] || "Anonymous";
}

export type ReviewListProps = Omit<ComponentProps<"ul">, "children"> & {
  reviews: readonly ReviewItem[];
  /** The list's accessible name (default "Reviews"). */
  "aria-label"?: string;
  /** Shown when there are no reviews (default "No reviews yet"). */
  emptyTitle?: ReactNode;
  emptyDescription?: ReactNode;
  emptyHeadingLevel?: HeadingLevel;
};

/** A gym's reviews, newest first as given; an empty state when there are none. */
export function ReviewList({
  reviews,
  "aria-label": ariaLabel = "Reviews",
  emptyTitle = "No reviews yet",
  emptyDescription,
  emptyHeadingLevel = 3,
  className,
  ...props
}: ReviewListProps) {
  if (reviews.length === 0) {
    return (
      <EmptyState
        data-slot="review-list-empty"
        icon={<StarIcon />}
        title={emptyTitle}
        description={emptyDescription}
        headingLevel={emptyHeadingLevel}
        className={className}
      />
    );
  }
  return (
    <ul
      data-slot="review-list"
      aria-label={ariaLabel}
      className={cn("flex flex-col divide-y divide-border", className)}
      {...props}
    >
      {reviews.map((review) => (
        <li key={review.id} data-slot="review" className="flex flex-col gap-2 py-4 first:pt-0 last:pb-0">
          <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
            <p className="font-semibold [overflow-wrap:anywhere]">{firstName(review.authorName)}</p>
            <time dateTime={review.createdAt} className="text-sm text-fg-muted">
              {formatDate(review.createdAt)}
            </time>
          </div>
          <StarRating value={review.rating} showValue={false} />
          <p className="whitespace-pre-line text-fg [overflow-wrap:anywhere]">{review.comment}</p>
        </li>
      ))}
    </ul>
  );
}
