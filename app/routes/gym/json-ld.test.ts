import { describe, expect, it } from "vitest";
import { gymJsonLd, JSON_LD_REVIEWS, type JsonLdGym, jsonLdText } from "./json-ld";

const gym: JsonLdGym = {
  id: 7,
  name: "Cuba Street Strength Co.",
  description: "Racks and platforms.",
  address: "112 Cuba Street, Te Aro",
  city: "Wellington",
  country: "New Zealand",
  postalCode: "6011",
  region: "Wellington",
  publicPhone: "+64 4 555 0101",
  latitude: -41.292517,
  longitude: 174.774683,
  timeZone: "Pacific/Auckland",
  hourlyRateCents: 1200,
  dayPassRateCents: 2500,
  currency: "NZD",
  openTime: "05:00",
  closeTime: "22:00",
  is24Hours: false,
  operatingDays: [1, 2, 3, 4, 5],
  averageRating: 4.5,
  reviewCount: 2,
  images: [{ url: "/images/gyms/rack.svg" }],
  reviews: [
    // 11:30 UTC on Tuesday is 00:30 on Wednesday in Wellington (NZDT): the venue's date.
    { rating: 5, comment: "Great racks.", createdAt: "2026-11-24T11:30:00.000Z", authorName: "Maia" },
    { rating: 4, comment: null, createdAt: "2026-10-01T02:00:00.000Z", authorName: "Tom" },
  ],
};

describe("the gym page's JSON-LD", () => {
  const json = gymJsonLd(gym, "https://gymroam.test") as unknown as Record<string, never>;

  it("has the telephone, the full postal address and geo to 5+ decimals", () => {
    expect(json["@type"]).toBe("ExerciseGym");
    expect(json.telephone).toBe("+64 4 555 0101");
    expect(json.address).toEqual({
      "@type": "PostalAddress",
      streetAddress: "112 Cuba Street, Te Aro",
      addressLocality: "Wellington",
      addressRegion: "Wellington",
      postalCode: "6011",
      addressCountry: "NZ",
    });
    const geo = json.geo as unknown as { latitude: number; longitude: number };
    expect(geo).toMatchObject({ "@type": "GeoCoordinates" });
    for (const degrees of [geo.latitude, geo.longitude])
      expect(String(degrees).split(".")[1]?.length).toBeGreaterThanOrEqual(5);
  });

  it("has each review with author, venue-local datePublished and reviewRating", () => {
    expect(json.review).toEqual([
      {
        "@type": "Review",
        author: { "@type": "Person", name: "Maia" },
        datePublished: "2026-11-25",
        reviewBody: "Great racks.",
        reviewRating: { "@type": "Rating", ratingValue: 5, bestRating: 5, worstRating: 1 },
      },
      {
        "@type": "Review",
        author: { "@type": "Person", name: "Tom" },
        datePublished: "2026-10-01",
        reviewRating: { "@type": "Rating", ratingValue: 4, bestRating: 5, worstRating: 1 },
      },
    ]);
    expect(json.aggregateRating).toMatchObject({ ratingValue: 4.5, reviewCount: 2 });
  });

  it("leaves out what is not known, and at most the latest reviews", () => {
    const bare = gymJsonLd(
      {
        ...gym,
        publicPhone: null,
        postalCode: null,
        region: null,
        latitude: null,
        longitude: null,
        reviews: Array.from({ length: 30 }, (_, i) => ({ ...gym.reviews[0]!, authorName: `A${i}` })),
      },
      "https://gymroam.test",
    ) as unknown as Record<string, never>;
    const text = JSON.stringify(bare);
    expect(text).not.toContain("telephone");
    expect(text).not.toContain("postalCode");
    expect(text).not.toContain("geo");
    expect(bare.review).toHaveLength(JSON_LD_REVIEWS);
  });

  it("offers the day pass and hourly access, each priced in the gym's currency", () => {
    expect(json.currenciesAccepted).toBe("NZD");
    expect(json.makesOffer).toEqual([
      {
        "@type": "Offer",
        name: "Day pass",
        url: "https://gymroam.test/gym/7/book",
        price: "25.00",
        priceCurrency: "NZD",
      },
      {
        "@type": "Offer",
        name: "Hourly access",
        url: "https://gymroam.test/gym/7/book",
        price: "12.00",
        priceCurrency: "NZD",
        priceSpecification: {
          "@type": "UnitPriceSpecification",
          price: "12.00",
          priceCurrency: "NZD",
          unitCode: "HUR",
        },
      },
    ]);
    const dayOnly = gymJsonLd({ ...gym, hourlyRateCents: 0 }, "https://gymroam.test") as unknown as {
      makesOffer: { name: string }[];
    };
    expect(dayOnly.makesOffer.map((o) => o.name)).toEqual(["Day pass"]);
  });

  it("cannot close its script element", () => {
    expect(jsonLdText({ name: "</script><script>alert(1)</script>" })).not.toContain("<");
  });
});
