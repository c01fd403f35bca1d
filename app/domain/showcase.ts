/**
 * Copy and sample data for the showcase pages (/showcase, /gym-mockup, /gym-booking-mockup,
 * /booking-integration; spec section 2 "Static mock pages" and section 9). Gyms on those pages come
 * from the database; what is here is marketing copy and the mock events and integration samples.
 * Pure data and rules: no I/O, safe in the browser.
 */

/** The marketing page's four hero slides, in the spec's order. */
export const SHOWCASE_SLIDES = [
  {
    title: "Find your perfect gym",
    text: "Day passes, hourly sessions and recovery amenities wherever your training takes you.",
    button: "Search gyms",
    to: "/gyms",
  },
  {
    title: "For gym owners",
    text: "Get discovered by travelling athletes. No upfront or listing fees.",
    button: "List your facility",
    to: "/add-gym",
  },
  {
    title: "Become an ambassador",
    text: "Share your code and earn commission on every confirmed booking.",
    button: "Apply now",
    to: "/ambassador-terms",
  },
  {
    title: "Rep the movement",
    text: "Athletic and casual wear made for training on the road.",
    button: "Shop merchandise",
    to: "/merchandise",
  },
] as const;

/** Spec section 9: the sample stats. */
export const SHOWCASE_STATS = [
  { value: "150+", label: "Gyms" },
  { value: "25+", label: "Cities" },
  { value: "5000+", label: "Athletes" },
  { value: "4.8", label: "Average rating" },
] as const;

/** Spec section 9: the team pitch is for teams of this size or more. */
export const TEAM_PITCH_SIZE = 5;

/** The mock training calendar: September 2025 with three training days highlighted. */
export const MOCKUP_MONTH = "2025-09";
export const MOCKUP_TRAINING_DAYS = ["2025-09-12", "2025-09-13", "2025-09-15"] as const;

/** Spec section 9: the message sheet's simulated send takes 1 s (then "Message sent" shows for 2 s). */
export const MESSAGE_SEND_MS = 1000;

export interface GymEvent {
  id: string;
  title: string;
  when: string;
  description: string;
  capacity: number;
  registered: number;
}

/** Sample events on the booking mockup; capacities 50, 20 and 30 (spec section 9). */
export const MOCKUP_EVENTS: readonly GymEvent[] = [
  {
    id: "strength-clinic",
    title: "Saturday Strength Clinic",
    when: "Sat 13 Sep, 9:00 am",
    description: "Squat, bench and deadlift technique with the coaching team. All levels welcome.",
    capacity: 50,
    registered: 34,
  },
  {
    id: "olympic-lifting",
    title: "Olympic Lifting Workshop",
    when: "Sun 14 Sep, 10:00 am",
    description: "Snatch and clean & jerk fundamentals on the platforms, in small groups.",
    capacity: 20,
    registered: 20,
  },
  {
    id: "recovery-session",
    title: "Recovery and Mobility Session",
    when: "Mon 15 Sep, 6:00 pm",
    description: "Guided mobility, then the sauna and ice baths to finish.",
    capacity: 30,
    registered: 12,
  },
];

/** Spec section 4: spots left = capacity − registered, never below zero. Zero means fully booked. */
export function spotsLeft(event: Pick<GymEvent, "capacity" | "registered">): number {
  return Math.max(0, event.capacity - event.registered);
}

/** "18 spots left", "1 spot left", or the spec's "Fully booked". */
export function spotsLabel(event: Pick<GymEvent, "capacity" | "registered">): string {
  const left = spotsLeft(event);
  if (left === 0) return "Fully booked";
  return `${left} ${left === 1 ? "spot" : "spots"} left`;
}

export type IntegrationStyle = "api" | "widget" | "deep-link";

export interface IntegrationSample {
  style: IntegrationStyle;
  tab: string;
  title: string;
  description: string;
  gym: { name: string; city: string; system: string };
  amenities: readonly { name: string; price: string }[];
}

/**
 * The three integration styles of /booking-integration, each with a sample gym and its amenity
 * list. These are illustrations, not listed gyms (the live picker on the page books a real one).
 */
export const INTEGRATION_SAMPLES: readonly IntegrationSample[] = [
  {
    style: "api",
    tab: "API",
    title: "API with the gym's booking system",
    description:
      "We connect to the booking system the gym already uses. Availability is read live and bookings are written straight into the gym's calendar.",
    gym: { name: "Harbourside Strength", city: "Wellington", system: "Mindbody" },
    amenities: [
      { name: "Infrared Sauna", price: "NZ$25/hour" },
      { name: "Ice Bath", price: "NZ$18/hour" },
      { name: "Compression Boots", price: "NZ$15/hour" },
    ],
  },
  {
    style: "widget",
    tab: "Embedded widget",
    title: "The gym's booking widget, embedded",
    description:
      "Gyms without an API paste their booking widget into their listing. Athletes book inside GymRoam without leaving the page.",
    gym: { name: "Southern Recovery Lab", city: "Christchurch", system: "Glofox widget" },
    amenities: [
      { name: "Float Tank", price: "NZ$45/hour" },
      { name: "Sauna", price: "NZ$20/hour" },
      { name: "Massage Room", price: "NZ$60/hour" },
    ],
  },
  {
    style: "deep-link",
    tab: "Deep link",
    title: "Deep link to the gym's booking page",
    description:
      "The simplest start: a button opens the gym's own booking page in a new tab with the chosen amenity already filled in.",
    gym: { name: "Bondi Performance Club", city: "Sydney", system: "Own website" },
    amenities: [
      { name: "Sauna", price: "A$22/hour" },
      { name: "Ice Bath", price: "A$20/hour" },
      { name: "Recovery Pool", price: "A$30/hour" },
    ],
  },
];

/** The deep-link sample's external booking page (a reserved example domain). */
export const DEEP_LINK_BASE = "https://book.bondi-performance.example/amenities";

/** The external booking page for an amenity: the amenity name as the `amenity` query parameter. */
export function deepLinkUrl(amenity: string, base: string = DEEP_LINK_BASE): string {
  const url = new URL(base);
  url.searchParams.set("amenity", amenity);
  return url.href;
}

export const INTEGRATION_BENEFITS = {
  gyms: [
    "Sell sauna, ice bath and recovery sessions to athletes who are already in town.",
    "Fill off-peak hours without extra front-desk work.",
    "Keep your booking system: we work with it, not around it.",
    "No upfront or listing fees; you earn when athletes book.",
  ],
  athletes: [
    "Book recovery next to your training session, in one place.",
    "See prices per hour and live availability before you travel.",
    "Confirmed as soon as you pay by card.",
    "One booking per amenity at a time, so your slot is yours.",
  ],
} as const;

export const INTEGRATION_STEPS = [
  {
    title: "Gym onboarding",
    text: "List your gym, add your recovery amenities and their hourly prices, and we verify your details.",
  },
  {
    title: "Integration setup",
    text: "Choose API, embedded widget or deep link. We connect and test it with you.",
  },
  {
    title: "Go live",
    text: "Your amenities appear on your listing and athletes start booking.",
  },
] as const;
