import { GymCard } from "@gymroam/design-system";
import type { ReactNode } from "react";
import type { GymSummary } from "~/models/gym-summary.server";
import { FALLBACK_GYM_IMAGE } from "./gym-result-card";

/** A featured gym on a showcase page as a card: the summary's facts, with the page's own action. */
export function FeaturedGymCard({
  gym,
  action,
  description,
  maxBadges,
}: {
  gym: GymSummary;
  action: ReactNode;
  description?: string;
  maxBadges?: number;
}) {
  return (
    <GymCard
      name={gym.name}
      imageUrl={gym.image}
      fallbackImageUrl={FALLBACK_GYM_IMAGE}
      rating={gym.averageRating}
      reviewCount={gym.reviewCount}
      location={`${gym.city}, ${gym.country}`}
      dayPassRateCents={gym.dayPassRateCents}
      currency={gym.currency}
      description={description}
      equipment={gym.equipment}
      maxBadges={maxBadges}
      openTime={gym.openTime}
      closeTime={gym.closeTime}
      is24Hours={gym.is24Hours}
      action={action}
    />
  );
}
