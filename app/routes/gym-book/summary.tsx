import { BookingSummary } from "@gymroam/design-system";
import type { useLoaderData } from "react-router";
import type { BookingType } from "~/domain/catalog";
import type { PassType } from "~/domain/pricing";
import type { loader } from "./route";

/*
 * What the booking steps share: the loader's data once a gym is found, and the summary card beside
 * each step. Its own module, so that the details form and the route use one copy.
 */

const FALLBACK_IMAGE = "/images/fallback-gym.svg";

type Step = "details" | "payment" | "confirmation";

export type LoadedData = Extract<ReturnType<typeof useLoaderData<typeof loader>>, { step: Step }>;

export function Summary({
  gym,
  bookingType,
  date,
  startTime,
  durationHours,
  athletes,
  amenity = null,
  totalCents,
}: {
  gym: LoadedData["gym"];
  bookingType: BookingType | PassType | null;
  date: string | null;
  startTime: string | null;
  durationHours: number | null;
  athletes: number | null;
  /** A recovery session in the booking ("Cedar Sauna, 14:00-15:00"). */
  amenity?: string | null;
  totalCents: number | null;
}) {
  return (
    <BookingSummary
      gymName={gym.name}
      imageUrl={gym.image}
      fallbackImageUrl={FALLBACK_IMAGE}
      imageAlt={gym.imageAlt}
      city={gym.city}
      country={gym.country}
      rating={gym.averageRating}
      reviewCount={gym.reviewCount}
      bookingType={bookingType}
      date={date}
      startTime={startTime}
      timeZoneLabel={gym.zoneLabel}
      durationHours={durationHours}
      athletes={athletes}
      amenity={amenity}
      totalCents={totalCents}
      currency={gym.currency}
      note="All fees included"
      className="lg:sticky lg:top-20"
    />
  );
}
