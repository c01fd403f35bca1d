/*
 * Places a traveller types into a "Where" box: the cities gyms are in and the suburbs of their
 * addresses ("Te Aro", "Bondi Beach"). One pure rule for suggesting them as the person types and for
 * resolving what they submitted (forgiving case, accents and small typos: "welington" is
 * Wellington). No framework imports: the server and the browser run the same code.
 */

export type Place = {
  /** The gym city this place is in (the search's `city`). */
  city: string;
  /** A suburb of the city; absent for the city itself. */
  suburb?: string;
  country?: string;
  /** The centre of the place's gyms, for distances from a suburb. */
  lat?: number;
  lng?: number;
};

/** What a suggestion shows and what the box then holds: "Te Aro, Wellington" or "Wellington". */
export function placeLabel(place: Place): string {
  return place.suburb ? `${place.suburb}, ${place.city}` : place.city;
}

/** Lower case, no accents (macrons too: "Ōtautahi" → "otautahi"), single spaces, no punctuation. */
export function normalizePlaceText(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

/** The typos forgiven: none up to 3 letters, one up to 7, two from 8 ("welington", "wellingotn"). */
export function allowedTypos(length: number): number {
  if (length <= 3) return 0;
  if (length <= 7) return 1;
  return 2;
}

/** Optimal string alignment distance (Levenshtein plus swapped neighbours), stopping past `max`. */
export function editDistance(a: string, b: string, max = Number.POSITIVE_INFINITY): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let prevPrev: number[] = [];
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min((prev[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1, (prev[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, (prevPrev[j - 2] ?? 0) + 1);
      }
      row.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > max) return max + 1;
    prevPrev = prev;
    prev = row;
  }
  return prev[b.length] ?? 0;
}

/** How well `query` names `name` (both normalised): lower is better, undefined is no match. */
function nameScore(query: string, name: string): number | undefined {
  if (name === query) return 0;
  if (name.startsWith(query)) return 1;
  if (name.split(" ").some((word) => word.startsWith(query))) return 2;
  const typos = allowedTypos(query.length);
  if (typos === 0) return undefined;
  // A whole name typed with typos, or the start of a longer name typed with typos.
  const whole = editDistance(query, name, typos);
  if (whole <= typos) return 3 + whole;
  const prefix = editDistance(query, name.slice(0, query.length), typos);
  if (prefix <= typos && query.length >= 4) return 5 + prefix;
  return undefined;
}

/** How well a typed text matches a place (its suburb, its city, or "suburb, city"). */
function placeScore(query: string, place: Place): number | undefined {
  const city = normalizePlaceText(place.city);
  if (!place.suburb) return nameScore(query, city);
  const suburb = normalizePlaceText(place.suburb);
  const label = normalizePlaceText(placeLabel(place));
  const scores = [nameScore(query, suburb), nameScore(query, label)].filter((s) => s !== undefined);
  // A suburb ranks after its city for the same score (typing "wel" suggests Wellington first).
  return scores.length === 0 ? undefined : Math.min(...scores) + 0.5;
}

/** The places to suggest for what has been typed, best first (at most `limit`); none for blank text. */
export function suggestPlaces(typed: string, places: readonly Place[], limit = 8): Place[] {
  const query = normalizePlaceText(typed);
  if (query === "") return [];
  return places
    .flatMap((place, index) => {
      const score = placeScore(query, place);
      return score === undefined ? [] : [{ place, score, index }];
    })
    .sort((a, b) => a.score - b.score || a.index - b.index)
    .slice(0, limit)
    .map((entry) => entry.place);
}

/**
 * The place a submitted "Where" names, or undefined when it names none closely enough (the search then
 * runs on the text as typed). A city or suburb typed whole, in any case, with a small typo, or a
 * suggestion's label all resolve; a bare prefix ("wel") does not.
 */
export function resolvePlace(typed: string, places: readonly Place[]): Place | undefined {
  const query = normalizePlaceText(typed);
  if (query === "") return undefined;
  let best: { place: Place; score: number } | undefined;
  for (const place of places) {
    const names = [normalizePlaceText(placeLabel(place))];
    if (place.suburb) names.push(normalizePlaceText(place.suburb));
    else names.push(normalizePlaceText(place.city));
    for (const name of names) {
      const max = allowedTypos(name.length);
      const distance = editDistance(query, name, max);
      // A city beats its suburb at the same distance.
      const score = distance + (place.suburb ? 0.5 : 0);
      if (distance <= max && (!best || score < best.score)) best = { place, score };
    }
  }
  return best?.place;
}
