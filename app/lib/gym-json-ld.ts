import { formatPrice } from "@gymroam/design-system";
import type { ExerciseGym, WithContext } from "schema-dts";
import { todayIn } from "~/domain/booking";
import { WEEKDAYS } from "~/domain/weekdays";

const COUNTRY_CODES: Record<string, string> = { "New Zealand": "NZ", Australia: "AU" };

/** Reviews in the markup: the ones the page shows first (Google reads a handful; the page keeps them all). */
export const JSON_LD_REVIEWS = 10;

export interface JsonLdGym {
  id: number;
  name: string;
  description: string;
  address: string;
  city: string;
  country: string;
  postalCode: string | null;
  region: string | null;
  publicPhone: string | null;
  latitude: number | null;
  longitude: number | null;
  timeZone: string;
  hourlyRateCents: number;
  dayPassRateCents: number;
  currency: "NZD" | "AUD";
  openTime: string;
  closeTime: string;
  is24Hours: boolean;
  operatingDays: number[];
  averageRating: number | null;
  reviewCount: number;
  images: { url: string }[];
  reviews: { rating: number; comment: string | null; createdAt: string; authorName: string }[];
}

/**
 * The gym page's schema.org ExerciseGym (typed by schema-dts, so a misspelt or misplaced property
 * fails the typecheck): address with postcode and region, telephone, geo, opening hours, price
 * range, the rating and the latest reviews, each dated on the venue's calendar (ADR 027).
 */
export function gymJsonLd(gym: JsonLdGym, origin: string): WithContext<ExerciseGym> {
  const prices = [gym.hourlyRateCents, gym.dayPassRateCents].filter((cents) => cents > 0);
  const low = Math.min(...prices);
  const high = Math.max(...prices);
  return {
    "@context": "https://schema.org",
    "@type": "ExerciseGym",
    name: gym.name,
    description: gym.description,
    url: `${origin}/gym/${gym.id}`,
    image: gym.images.length > 0 ? gym.images.map((i) => new URL(i.url, origin).href) : undefined,
    telephone: gym.publicPhone ?? undefined,
    address: {
      "@type": "PostalAddress",
      streetAddress: gym.address,
      addressLocality: gym.city,
      addressRegion: gym.region ?? undefined,
      postalCode: gym.postalCode ?? undefined,
      addressCountry: COUNTRY_CODES[gym.country] ?? gym.country,
    },
    geo:
      gym.latitude != null && gym.longitude != null
        ? { "@type": "GeoCoordinates", latitude: gym.latitude, longitude: gym.longitude }
        : undefined,
    aggregateRating:
      gym.reviewCount > 0 && gym.averageRating !== null
        ? {
            "@type": "AggregateRating",
            ratingValue: gym.averageRating,
            reviewCount: gym.reviewCount,
            bestRating: 5,
            worstRating: 1,
          }
        : undefined,
    review:
      gym.reviews.length > 0
        ? gym.reviews.slice(0, JSON_LD_REVIEWS).map((r) => ({
            "@type": "Review",
            author: { "@type": "Person", name: r.authorName },
            datePublished: todayIn(gym.timeZone, Date.parse(r.createdAt)),
            reviewBody: r.comment ?? undefined,
            reviewRating: { "@type": "Rating", ratingValue: r.rating, bestRating: 5, worstRating: 1 },
          }))
        : undefined,
    priceRange:
      prices.length === 0
        ? undefined
        : low === high
          ? formatPrice(low, gym.currency)
          : `${formatPrice(low, gym.currency)}–${formatPrice(high, gym.currency)}`,
    openingHoursSpecification: {
      "@type": "OpeningHoursSpecification",
      dayOfWeek: gym.operatingDays.map((day) => `https://schema.org/${WEEKDAYS[day]!.name}` as const),
      opens: gym.is24Hours ? "00:00" : gym.openTime,
      closes: gym.is24Hours ? "23:59" : gym.closeTime,
    },
  };
}

/** The JSON for an inline script: "<" escaped so the text can never close the script element. */
export function jsonLdText(json: object): string {
  return JSON.stringify(json).replace(/</g, "\\u003c");
}
