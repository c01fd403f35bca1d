import type { ComponentProps, ReactNode } from "react";
import { MapPinIcon, StarIcon, UserIcon } from "../../foundations/icons";
import { cn } from "../../lib/cn";
import { Badge } from "../../primitives/Badge/Badge";
import { Card } from "../../primitives/Card/Card";
import { Heading, type HeadingLevel } from "../../primitives/Heading/Heading";
import { type Currency, formatPrice } from "../../primitives/Price";
import { BadgeList } from "../GymCard/GymCard";
import { formatRating, formatReviewCount } from "../lib/card-format";

/** Spec: a trainer with no rating yet displays 5.0. */
export const DEFAULT_TRAINER_RATING = 5;
/** Spec: trainer cards show the first two specializations, then a count. */
export const MAX_TRAINER_SPECIALIZATIONS = 2;

export type TrainerCardProps = Omit<ComponentProps<"article">, "children"> & {
  name: string;
  headingLevel?: HeadingLevel;
  /** Without an image the card shows a placeholder. */
  imageUrl?: string | null;
  imageAlt?: string;
  imageLoading?: "lazy" | "eager";
  /** 0-5; missing or 0 (the database default) displays the spec's 5.0. */
  rating?: number | null;
  reviewCount?: number;
  city?: string | null;
  hourlyRateCents?: number | null;
  currency?: Currency;
  /** Free text: "8 years". */
  experience?: string | null;
  isOnline?: boolean;
  isInPerson?: boolean;
  specializations?: readonly string[];
  /** Top-right: the favourite heart. */
  favourite?: ReactNode;
  /** The footer action, e.g. a "Select Trainer" link. */
  action?: ReactNode;
};

/** A trainer in the trainer feed. */
export function TrainerCard({
  name,
  headingLevel = 3,
  imageUrl,
  imageAlt = "",
  imageLoading = "lazy",
  rating,
  reviewCount = 0,
  city,
  hourlyRateCents,
  currency = "NZD",
  experience,
  isOnline = false,
  isInPerson = false,
  specializations = [],
  favourite,
  action,
  className,
  ...props
}: TrainerCardProps) {
  const shownRating = rating ? rating : DEFAULT_TRAINER_RATING;
  return (
    <Card.Root asChild className={cn("overflow-hidden pt-0", className)}>
      <article data-slot="trainer-card" {...props}>
        <div className="relative">
          {imageUrl ? (
            <img
              src={imageUrl}
              alt={imageAlt}
              width={640}
              height={400}
              loading={imageLoading}
              className="aspect-[8/5] h-auto w-full bg-surface-muted object-cover"
            />
          ) : (
            <div
              data-slot="trainer-card-placeholder"
              className="flex aspect-[8/5] w-full items-center justify-center bg-surface-muted text-fg-muted"
            >
              <UserIcon aria-hidden="true" className="size-16" />
            </div>
          )}
          {favourite ? <div className="absolute top-2 right-2">{favourite}</div> : null}
        </div>
        <Card.Header>
          <Heading level={headingLevel} size="sm" className="[overflow-wrap:anywhere]">
            {name}
          </Heading>
          <p className="flex items-center gap-1 text-sm">
            <StarIcon aria-hidden="true" className="size-4 shrink-0 fill-current text-primary" />
            <span>
              <span className="sr-only">Rating </span>
              <span className="font-semibold">{formatRating(shownRating)}</span>{" "}
              <span className="text-fg-muted">({formatReviewCount(reviewCount)})</span>
            </span>
          </p>
          {city ? (
            <p className="flex items-center gap-1 text-sm text-fg-muted">
              <MapPinIcon aria-hidden="true" className="size-4 shrink-0" />
              {city}
            </p>
          ) : null}
        </Card.Header>
        <Card.Content className="flex flex-col gap-3">
          {hourlyRateCents != null || experience ? (
            <p className="text-sm">
              {hourlyRateCents != null ? (
                <span className="text-base font-semibold">{formatPrice(hourlyRateCents, currency)}/hour</span>
              ) : null}
              {hourlyRateCents != null && experience ? " · " : null}
              {experience ? <span className="text-fg-muted">{experience} experience</span> : null}
            </p>
          ) : null}
          {isOnline || isInPerson ? (
            <ul aria-label="Session types" className="flex flex-wrap gap-1.5">
              {isOnline ? (
                <li>
                  <Badge variant="completed">Online</Badge>
                </li>
              ) : null}
              {isInPerson ? (
                <li>
                  <Badge variant="confirmed">In-Person</Badge>
                </li>
              ) : null}
            </ul>
          ) : null}
          <BadgeList
            label="Specializations"
            items={specializations}
            max={MAX_TRAINER_SPECIALIZATIONS}
            moreLabel={(n) => `+${n}`}
          />
        </Card.Content>
        {action ? <Card.Footer className="mt-auto [&>*]:flex-1">{action}</Card.Footer> : null}
      </article>
    </Card.Root>
  );
}
