import type { Country, Currency } from "../../app/domain/catalog.ts";

export interface City {
  name: string;
  suburb?: string;
  country: Country;
  currency: Currency;
  timeZone: string;
  /** City centre. */
  lat: number;
  lng: number;
  /** The address region: NZ regional council or AU state abbreviation (schema.org addressRegion). */
  region: string;
  /** Phone prefix in international format, e.g. "+64 4". */
  phone: string;
  /** Fake e-mail domain for the country. */
  domain: string;
  /** Real streets near the centre, used by the synthetic generator. */
  streets: readonly string[];
  /** Relative weight for synthetic gyms (bigger cities get more). */
  weight: number;
}

const NZ = {
  country: "New Zealand",
  currency: "NZD",
  timeZone: "Pacific/Auckland",
  domain: "example.co.nz",
} as const;
const AU = { country: "Australia", currency: "AUD", domain: "example.com.au" } as const;

export const CITIES = [
  {
    ...NZ,
    name: "Wellington",
    region: "Wellington",
    lat: -41.2865,
    lng: 174.7762,
    phone: "+64 4",
    weight: 6,
    streets: [
      "Cuba Street",
      "Willis Street",
      "Lambton Quay",
      "Courtenay Place",
      "Tory Street",
      "Taranaki Street",
      "Adelaide Road",
      "Kent Terrace",
      "Victoria Street",
      "Featherston Street",
    ],
  },
  {
    ...NZ,
    name: "Auckland",
    region: "Auckland",
    lat: -36.8485,
    lng: 174.7633,
    phone: "+64 9",
    weight: 14,
    streets: [
      "Queen Street",
      "Ponsonby Road",
      "Karangahape Road",
      "Broadway",
      "Parnell Road",
      "Dominion Road",
      "Great North Road",
      "Symonds Street",
      "Customs Street West",
      "Nelson Street",
    ],
  },
  {
    ...NZ,
    name: "Christchurch",
    region: "Canterbury",
    lat: -43.5321,
    lng: 172.6362,
    phone: "+64 3",
    weight: 6,
    streets: [
      "Colombo Street",
      "Riccarton Road",
      "Victoria Street",
      "St Asaph Street",
      "Moorhouse Avenue",
      "Manchester Street",
      "Lincoln Road",
      "Papanui Road",
    ],
  },
  {
    ...NZ,
    name: "Queenstown",
    region: "Otago",
    lat: -45.0312,
    lng: 168.6626,
    phone: "+64 3",
    weight: 2,
    streets: [
      "Gorge Road",
      "Shotover Street",
      "Frankton Road",
      "Camp Street",
      "Stanley Street",
      "Glenda Drive",
    ],
  },
  {
    ...NZ,
    name: "Dunedin",
    region: "Otago",
    lat: -45.8788,
    lng: 170.5028,
    phone: "+64 3",
    weight: 3,
    streets: [
      "George Street",
      "Princes Street",
      "Great King Street",
      "Cumberland Street",
      "Stuart Street",
      "Andersons Bay Road",
    ],
  },
  {
    ...NZ,
    name: "Hamilton",
    region: "Waikato",
    lat: -37.787,
    lng: 175.2793,
    phone: "+64 7",
    weight: 3,
    streets: [
      "Victoria Street",
      "Anglesea Street",
      "Ulster Street",
      "Grey Street",
      "Te Rapa Road",
      "Hood Street",
    ],
  },
  {
    ...NZ,
    name: "Tauranga",
    region: "Bay of Plenty",
    lat: -37.6878,
    lng: 176.1651,
    phone: "+64 7",
    weight: 3,
    streets: [
      "Devonport Road",
      "Cameron Road",
      "Maunganui Road",
      "Elizabeth Street",
      "Chapel Street",
      "Fraser Street",
    ],
  },
  {
    ...AU,
    name: "Sydney",
    region: "NSW",
    timeZone: "Australia/Sydney",
    lat: -33.8688,
    lng: 151.2093,
    phone: "+61 2",
    weight: 20,
    streets: [
      "George Street",
      "Oxford Street",
      "Crown Street",
      "King Street",
      "Harris Street",
      "Campbell Parade",
      "Pitt Street",
      "Glebe Point Road",
      "Military Road",
      "Parramatta Road",
    ],
  },
  {
    ...AU,
    name: "Melbourne",
    region: "VIC",
    timeZone: "Australia/Melbourne",
    lat: -37.8136,
    lng: 144.9631,
    phone: "+61 3",
    weight: 18,
    streets: [
      "Collins Street",
      "Chapel Street",
      "Brunswick Street",
      "Smith Street",
      "Swan Street",
      "Clarendon Street",
      "Lygon Street",
      "Sydney Road",
      "Bridge Road",
      "Flinders Lane",
    ],
  },
  {
    ...AU,
    name: "Brisbane",
    region: "QLD",
    timeZone: "Australia/Brisbane",
    lat: -27.4698,
    lng: 153.0251,
    phone: "+61 7",
    weight: 10,
    streets: [
      "Queen Street",
      "Brunswick Street",
      "Boundary Street",
      "Given Terrace",
      "Ann Street",
      "Logan Road",
      "Stanley Street",
      "Latrobe Terrace",
    ],
  },
  {
    ...AU,
    name: "Perth",
    region: "WA",
    timeZone: "Australia/Perth",
    lat: -31.9505,
    lng: 115.8605,
    phone: "+61 8",
    weight: 8,
    streets: [
      "Hay Street",
      "Murray Street",
      "James Street",
      "Oxford Street",
      "Rokeby Road",
      "Beaufort Street",
      "William Street",
      "Scarborough Beach Road",
    ],
  },
  {
    ...AU,
    name: "Gold Coast",
    region: "QLD",
    timeZone: "Australia/Brisbane",
    lat: -28.0167,
    lng: 153.4,
    phone: "+61 7",
    weight: 4,
    streets: [
      "Cavill Avenue",
      "Gold Coast Highway",
      "Nerang Street",
      "Surfers Paradise Boulevard",
      "Ferny Avenue",
      "Scarborough Street",
    ],
  },
  {
    ...AU,
    name: "Adelaide",
    region: "SA",
    timeZone: "Australia/Adelaide",
    lat: -34.9285,
    lng: 138.6007,
    phone: "+61 8",
    weight: 5,
    streets: [
      "Rundle Street",
      "Hindley Street",
      "King William Street",
      "The Parade",
      "Grote Street",
      "Unley Road",
      "O'Connell Street",
      "Henley Beach Road",
    ],
  },
] as const satisfies readonly City[];

export type CityName = (typeof CITIES)[number]["name"];

export function cityByName(name: CityName): City {
  const city = CITIES.find((c) => c.name === name);
  if (!city) throw new Error(`Unknown seed city ${name}`);
  return city;
}
