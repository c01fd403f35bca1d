/**
 * The waitlist's free-text location ("Wellington, New Zealand", "Sydney AU", "Auckland") read into the
 * table's city and country columns. Pure: no I/O.
 */

const COUNTRY_ALIASES: Record<string, string> = {
  "new zealand": "New Zealand",
  "aotearoa new zealand": "New Zealand",
  aotearoa: "New Zealand",
  nz: "New Zealand",
  "n.z.": "New Zealand",
  australia: "Australia",
  au: "Australia",
  aus: "Australia",
  oz: "Australia",
};

/** Cities we recognise on their own, with their country (NZ and AU, where GymRoam launches). */
const KNOWN_CITIES: Record<string, { city: string; country: string }> = Object.fromEntries(
  (
    [
      [
        "New Zealand",
        [
          "Auckland",
          "Wellington",
          "Christchurch",
          "Hamilton",
          "Tauranga",
          "Dunedin",
          "Queenstown",
          "Napier",
          "Hastings",
          "Nelson",
          "Palmerston North",
          "Rotorua",
          "New Plymouth",
          "Whangārei",
          "Whangarei",
          "Invercargill",
          "Lower Hutt",
          "Porirua",
          "Wānaka",
          "Wanaka",
        ],
      ],
      [
        "Australia",
        [
          "Sydney",
          "Melbourne",
          "Brisbane",
          "Perth",
          "Adelaide",
          "Gold Coast",
          "Canberra",
          "Hobart",
          "Darwin",
          "Newcastle",
          "Sunshine Coast",
          "Wollongong",
          "Geelong",
          "Townsville",
          "Cairns",
        ],
      ],
    ] as const
  ).flatMap(([country, cities]) => cities.map((city) => [city.toLowerCase(), { city, country }])),
);

export interface ParsedLocation {
  city: string | null;
  country: string | null;
}

const clean = (s: string) => s.replace(/\s+/g, " ").trim();
const countryOf = (s: string) => COUNTRY_ALIASES[clean(s).toLowerCase()];
const knownCity = (s: string) => KNOWN_CITIES[clean(s).toLowerCase()];

/**
 * Splits a location into city and country:
 * - "Wellington, New Zealand" → Wellington / New Zealand; "Ponsonby, Auckland, NZ" → Auckland / New Zealand
 *   (the part before the country is the city); "Berlin, Germany" → Berlin / Germany.
 * - "Sydney Australia", "Wellington NZ" (no comma) → split at a recognised country at the end.
 * - "Auckland" → Auckland / New Zealand (a known city); "New Zealand" → country only;
 *   anything else on its own is kept as the city.
 */
export function parseLocation(raw: string): ParsedLocation {
  const parts = raw
    .split(",")
    .map(clean)
    .filter((part) => part !== "");
  if (parts.length === 0) return { city: null, country: null };

  if (parts.length >= 2) {
    const last = parts.at(-1)!;
    const cityPart = parts.at(-2)!;
    const known = knownCity(cityPart);
    const country = countryOf(last) ?? last;
    return { city: known && known.country === country ? known.city : cityPart, country };
  }

  const only = parts[0]!;
  const country = countryOf(only);
  if (country) return { city: null, country };
  const known = knownCity(only);
  if (known) return known;
  // "Sydney Australia", "Wellington NZ": a recognised country as the last word(s).
  const words = only.split(" ");
  for (let take = Math.min(3, words.length - 1); take >= 1; take--) {
    const tail = countryOf(words.slice(-take).join(" "));
    if (tail) {
      const city = words.slice(0, -take).join(" ");
      const knownHead = knownCity(city);
      return { city: knownHead && knownHead.country === tail ? knownHead.city : city, country: tail };
    }
  }
  return { city: only, country: null };
}
