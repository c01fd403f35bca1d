import type { ComponentProps, ReactNode } from "react";
import { ClockIcon, MapPinIcon } from "../../foundations/icons";
import { cn } from "../../lib/cn";
import { Badge } from "../../primitives/Badge/Badge";
import { Card } from "../../primitives/Card/Card";
import { Heading, type HeadingLevel } from "../../primitives/Heading/Heading";
import { type Currency, formatPrice } from "../../primitives/Price";
import { Skeleton } from "../../primitives/Skeleton/Skeleton";
import { formatTime, RatingSummary } from "../lib/card-format";
import { FallbackImage } from "../lib/fallback-image";

/** Spec: cards show at most 4 equipment (and amenity) badges, then "+N more". */
export const MAX_CARD_BADGES = 4;
/** Spec: the search screen shows 3 skeleton cards while loading. */
export const GYM_SKELETON_COUNT = 3;

/** The first `max` items and how many are left over (never negative; `max` below 0 counts as 0). */
export function visibleWithOverflow<T>(items: readonly T[], max: number): { visible: T[]; overflow: number } {
  const limit = Math.max(0, Math.floor(max));
  const visible = items.slice(0, limit);
  return { visible, overflow: items.length - visible.length };
}

/** Opening hours as "06:00 – 22:00", or "Open 24 hours"; undefined when unknown. */
export function formatOpeningHours(hours: {
  openTime?: string | null;
  closeTime?: string | null;
  is24Hours?: boolean;
}): string | undefined {
  if (hours.is24Hours) return "Open 24 hours";
  if (!hours.openTime || !hours.closeTime) return undefined;
  return `${formatTime(hours.openTime)} – ${formatTime(hours.closeTime)}`;
}

export type BadgeListProps = {
  label: string;
  items: readonly string[];
  max?: number;
  /** Text after the count: "+6 more" by default. */
  moreLabel?: (overflow: number) => string;
  className?: string;
};

/** A labelled list of badges showing at most `max`, then "+N more". Private to the composites. */
export function BadgeList({
  label,
  items,
  max = MAX_CARD_BADGES,
  moreLabel = (n) => `+${n} more`,
  className,
}: BadgeListProps) {
  if (items.length === 0) return null;
  const { visible, overflow } = visibleWithOverflow(items, max);
  return (
    <ul aria-label={label} data-slot="badge-list" className={cn("flex flex-wrap gap-1.5", className)}>
      {visible.map((item) => (
        <li key={item}>
          <Badge>{item}</Badge>
        </li>
      ))}
      {overflow > 0 ? (
        <li>
          <Badge variant="outline">{moreLabel(overflow)}</Badge>
        </li>
      ) : null}
    </ul>
  );
}

export type GymCardProps = Omit<ComponentProps<"article">, "children"> & {
  name: string;
  /** The name's heading level in the page outline (default 3). */
  headingLevel?: HeadingLevel;
  /** The gym's first image; missing or broken shows `fallbackImageUrl`. */
  imageUrl?: string | null;
  fallbackImageUrl: string;
  /** The image's alt text; empty (decorative) by default since the name follows. */
  imageAlt?: string;
  imageLoading?: "lazy" | "eager";
  /**
   * The image's fetch priority. Give the first card of a results list `"high"` (with `imageLoading`
   * "eager"): its image is usually the page's largest paint, and a lazy image is only requested
   * after layout.
   */
  imageFetchPriority?: "high" | "low" | "auto";
  /** Average rating 0-5; with `reviewCount` 0 the card says "No reviews yet". */
  rating?: number | null;
  reviewCount?: number;
  /** Distance from the searcher; omitted when undefined. */
  distanceKm?: number;
  /** "Wellington, New Zealand". */
  location?: string;
  hourlyRateCents?: number | null;
  dayPassRateCents?: number | null;
  /** ISO currency code of the rates: "NZD" or "AUD". */
  currency?: Currency;
  description?: string | null;
  equipment?: readonly string[];
  amenities?: readonly string[];
  /** Badges shown per list before "+N more" (spec: 4). */
  maxBadges?: number;
  openTime?: string | null;
  closeTime?: string | null;
  is24Hours?: boolean;
  /** Top-right of the image: the save heart, e.g. a `<form method="post">` with an IconButton. */
  favourite?: ReactNode;
  /** The footer action, e.g. `<Button asChild><Link to="/gym/1">Select</Link></Button>`. */
  action?: ReactNode;
};

/** A gym in search results and feeds. Data through props; the heart and the link through slots. */
export function GymCard({
  name,
  headingLevel = 3,
  imageUrl,
  fallbackImageUrl,
  imageAlt = "",
  imageLoading = "lazy",
  imageFetchPriority,
  rating,
  reviewCount = 0,
  distanceKm,
  location,
  hourlyRateCents,
  dayPassRateCents,
  currency = "NZD",
  description,
  equipment = [],
  amenities = [],
  maxBadges = MAX_CARD_BADGES,
  openTime,
  closeTime,
  is24Hours,
  favourite,
  action,
  className,
  ...props
}: GymCardProps) {
  const hours = formatOpeningHours({ openTime, closeTime, is24Hours });
  const rates = [
    hourlyRateCents != null ? `${formatPrice(hourlyRateCents, currency)}/hour` : null,
    dayPassRateCents != null ? `${formatPrice(dayPassRateCents, currency)} day pass` : null,
  ].filter((rate): rate is string => rate !== null);

  return (
    <Card.Root asChild className={cn("overflow-hidden pt-0", className)}>
      <article data-slot="gym-card" {...props}>
        <div className="relative">
          <FallbackImage
            src={imageUrl}
            fallbackSrc={fallbackImageUrl}
            alt={imageAlt}
            width={640}
            height={400}
            loading={imageLoading}
            fetchPriority={imageFetchPriority}
            className="aspect-[8/5] h-auto w-full"
          />
          {favourite ? (
            <div data-slot="gym-card-favourite" className="absolute top-2 right-2">
              {favourite}
            </div>
          ) : null}
        </div>
        <Card.Header>
          <Heading level={headingLevel} size="sm" className="[overflow-wrap:anywhere]">
            {name}
          </Heading>
          <RatingSummary rating={rating} reviewCount={reviewCount} />
          {location || distanceKm !== undefined ? (
            <p className="flex items-center gap-1 text-sm text-fg-muted">
              <MapPinIcon aria-hidden="true" className="size-4 shrink-0" />
              {[location, distanceKm !== undefined ? `${distanceKm.toFixed(1)} km away` : null]
                .filter(Boolean)
                .join(" · ")}
            </p>
          ) : null}
        </Card.Header>
        <Card.Content className="flex flex-col gap-3">
          {rates.length > 0 ? <p className="font-semibold">{rates.join(" · ")}</p> : null}
          {description ? <p className="line-clamp-3 text-sm text-fg-muted">{description}</p> : null}
          <BadgeList label="Equipment" items={equipment} max={maxBadges} />
          <BadgeList label="Amenities" items={amenities} max={maxBadges} />
          {hours ? (
            <p className="flex items-center gap-1 text-sm text-fg-muted">
              <ClockIcon aria-hidden="true" className="size-4 shrink-0" />
              <span className="sr-only">Opening hours: </span>
              {hours}
            </p>
          ) : null}
        </Card.Content>
        {action ? <Card.Footer className="mt-auto [&>*]:flex-1">{action}</Card.Footer> : null}
      </article>
    </Card.Root>
  );
}

/** One gym card's placeholder (decorative; announce loading with GymCardSkeletonList or aria-busy). */
export function GymCardSkeleton({ className, ...props }: ComponentProps<"div">) {
  return (
    <Card.Root aria-hidden="true" className={cn("overflow-hidden pt-0", className)} {...props}>
      <Skeleton className="aspect-[8/5] w-full rounded-none" />
      <div className="flex flex-col gap-3 px-5">
        <Skeleton className="h-6 w-2/3" />
        <Skeleton className="h-4 w-1/3" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-5/6" />
        <div className="flex gap-2">
          <Skeleton className="h-5 w-16 rounded-full" />
          <Skeleton className="h-5 w-20 rounded-full" />
          <Skeleton className="h-5 w-14 rounded-full" />
        </div>
        <Skeleton className="h-11 w-full" />
      </div>
    </Card.Root>
  );
}

export type GymCardSkeletonListProps = ComponentProps<"div"> & {
  /** How many placeholders (spec: 3). */
  count?: number;
  /** Announced to screen readers while loading. */
  label?: string;
};

/** The loading state of a results list: `count` skeleton cards in a polite status region. */
export function GymCardSkeletonList({
  count = GYM_SKELETON_COUNT,
  label = "Loading gyms…",
  className,
  ...props
}: GymCardSkeletonListProps) {
  return (
    <div
      role="status"
      aria-busy="true"
      data-slot="gym-card-skeleton-list"
      className={cn("grid gap-4 sm:grid-cols-2 lg:grid-cols-3", className)}
      {...props}
    >
      <span className="sr-only">{label}</span>
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders
        <GymCardSkeleton key={i} />
      ))}
    </div>
  );
}
