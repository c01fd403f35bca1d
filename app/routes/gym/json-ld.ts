import { formatPrice } from "@gymroam/design-system";
import type { ExerciseGym, Offer, WithContext } from "schema-dts";
import { WEEKDAYS } from "~/domain/weekdays";
import { todayIn } from "~/domain/zoned-time";

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
 * range, the offers (day pass, hourly access) with their currency, the rating and the latest reviews,
 * each dated on the venue's calendar.
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
    // What athletes buy, each priced in the gym's currency (priceRange alone names no currency).
    currenciesAccepted: gym.currency,
    makesOffer: offers(gym, origin),
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

/** The day pass and hourly access the gym sells, when it sells them (a rate of 0 is not offered). */
function offers(gym: JsonLdGym, origin: string): Offer[] | undefined {
  const list: Offer[] = [];
  const offer = (name: string, cents: number, unit?: "HUR"): Offer => ({
    "@type": "Offer",
    name,
    url: `${origin}/gym/${gym.id}/book`,
    price: (cents / 100).toFixed(2),
    priceCurrency: gym.currency,
    ...(unit
      ? {
          priceSpecification: {
            "@type": "UnitPriceSpecification",
            price: (cents / 100).toFixed(2),
            priceCurrency: gym.currency,
            unitCode: unit,
          },
        }
      : {}),
  });
  if (gym.dayPassRateCents > 0) list.push(offer("Day pass", gym.dayPassRateCents));
  if (gym.hourlyRateCents > 0) list.push(offer("Hourly access", gym.hourlyRateCents, "HUR"));
  return list.length > 0 ? list : undefined;
}

/** The JSON for an inline script: "<" escaped so the text can never close the script element. */
export function jsonLdText(json: object): string {
  return JSON.stringify(json).replace(/</g, "\\u003c");
}
