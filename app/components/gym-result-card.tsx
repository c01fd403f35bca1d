import { Button, GymCard } from "@gymroam/design-system";
import type { ReactNode } from "react";
import { Link } from "react-router";
import type { GymSummary } from "~/models/gym-summary.server";
import { FavouriteButton } from "./favourite-button";

export const FALLBACK_GYM_IMAGE = "/images/fallback-gym.svg";

/** A gym from a search or a feed as a card: data from the summary, the heart, and a Select link. */
export function GymResultCard({
  gym,
  saved,
  headingLevel,
  priority = false,
  action,
  linkSearch = "",
}: {
  gym: GymSummary;
  /** Whether the visitor saved it: the loader's answer, or null on a shared page (see FavouriteButton). */
  saved: boolean | null;
  headingLevel?: 2 | 3;
  /** The first card of a list: its image loads at once, at high priority (likely the largest paint). */
  priority?: boolean;
  /** Replaces the default "Select" link. */
  action?: ReactNode;
  /** The searched trip carried to the gym page ("?from=…&to=…&athletes=…", app/domain/trip.ts). */
  linkSearch?: string;
}) {
  return (
    <GymCard
      headingLevel={headingLevel}
      name={gym.name}
      imageUrl={gym.image}
      fallbackImageUrl={FALLBACK_GYM_IMAGE}
      imageLoading={priority ? "eager" : "lazy"}
      imageFetchPriority={priority ? "high" : undefined}
      rating={gym.averageRating}
      reviewCount={gym.reviewCount}
      distanceKm={gym.distanceKm ?? undefined}
      location={`${gym.city}, ${gym.country}`}
      hourlyRateCents={gym.hourlyRateCents}
      dayPassRateCents={gym.dayPassRateCents}
      currency={gym.currency}
      description={gym.description}
      equipment={gym.equipment}
      amenities={gym.amenities}
      openTime={gym.openTime}
      closeTime={gym.closeTime}
      is24Hours={gym.is24Hours}
      favourite={<FavouriteButton gymId={gym.id} gymName={gym.name} saved={saved} />}
      action={
        action ?? (
          <Button asChild>
            <Link to={`/gym/${gym.id}${linkSearch}`}>Select</Link>
          </Button>
        )
      }
    />
  );
}
