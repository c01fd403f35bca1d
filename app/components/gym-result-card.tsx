import { Button, GymCard, HeartIcon, IconButton } from "@gymroam/design-system";
import type { ReactNode } from "react";
import { Form, Link } from "react-router";
import { PERSONAL_ATTR } from "~/lib/personal";
import type { GymSummary } from "~/models/gym.server";

export const FALLBACK_GYM_IMAGE = "/images/fallback-gym.svg";

/**
 * The heart that saves or removes a gym: a POST form (intent save|unsave) handled by
 * handleFavouriteAction on the page, so it works without JavaScript. `action` is the page's own,
 * resolved once for the list (`useFormAction()` in the route).
 */
export function FavouriteButton({
  gymId,
  gymName,
  saved,
  action,
}: {
  gymId: number;
  gymName: string;
  saved: boolean;
  action: `/${string}`;
}) {
  return (
    // Marked for the worker, which sets the heart for each visitor on a shared page (ADR 028).
    <Form method="post" action={action} preventScrollReset {...{ [PERSONAL_ATTR.savedGym]: gymId }}>
      <input type="hidden" name="intent" value={saved ? "unsave" : "save"} />
      <input type="hidden" name="gymId" value={gymId} />
      <IconButton
        type="submit"
        variant="secondary"
        shape="round"
        pressed={saved}
        aria-label={saved ? `Remove ${gymName} from favourites` : `Save ${gymName}`}
      >
        <HeartIcon aria-hidden="true" />
      </IconButton>
    </Form>
  );
}

/** A gym from a search or a feed as a card: data from the summary, the heart, and a Select link. */
export function GymResultCard({
  gym,
  saved,
  headingLevel,
  priority = false,
  action,
  favouriteAction,
  linkSearch = "",
}: {
  gym: GymSummary;
  saved: boolean;
  /** Where the heart posts: the page's own action, `useFormAction()` once in the route. */
  favouriteAction: `/${string}`;
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
      favourite={<FavouriteButton gymId={gym.id} gymName={gym.name} saved={saved} action={favouriteAction} />}
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
