/** Text pools the curated and synthetic seed data draw from (deterministically). */

import type { Amenity, Equipment } from "../../app/domain/catalog.ts";

/** What a text mentions, so it is only used for a gym that has it. */
export interface Mentions {
  /** Every one of these. */
  equipment?: readonly Equipment[];
  /** At least one of these. */
  equipmentAny?: readonly Equipment[];
  amenities?: readonly Amenity[];
  amenitiesAny?: readonly Amenity[];
  sportsAny?: readonly string[];
  /** The gym hosts teams. */
  teams?: boolean;
}

/** What a gym has, as the seed writes it. */
export interface GymFacts {
  equipment: readonly string[];
  amenities: readonly string[];
  sports: readonly string[];
  teams: boolean;
}

/** Whether a gym has everything a text mentions. */
export function gymHas(gym: GymFacts, needs: Mentions | undefined): boolean {
  if (!needs) return true;
  const any = (list: readonly string[] | undefined, have: readonly string[]) =>
    !list || list.some((item) => have.includes(item));
  return (
    (needs.equipment ?? []).every((item) => gym.equipment.includes(item)) &&
    any(needs.equipmentAny, gym.equipment) &&
    (needs.amenities ?? []).every((item) => gym.amenities.includes(item)) &&
    any(needs.amenitiesAny, gym.amenities) &&
    any(needs.sportsAny, gym.sports) &&
    (!needs.teams || gym.teams)
  );
}

export interface ReviewComment {
  text: string;
  ratings: readonly (3 | 4 | 5)[];
  needs?: Mentions;
}

export const GYM_RULES = [
  "Re-rack your weights and wipe down equipment after use. Closed-toe shoes at all times. Chalk stays in the lifting area. No dropping empty bars.",
  "Bring a towel and use it on every bench. Clean, indoor-only shoes. Phones on silent in the training area. Respect other members' space and time.",
  "Collars on every loaded bar. Return dumbbells to the rack in order. No filming other members without permission. Be kind to the front-desk team.",
  "Under-16s must be accompanied by an adult. Bags stay in the lockers. Tidy up mats and bags after your session. Ask a coach before using the competition platforms.",
  "Sign the waiver before your first session. Hydrate and listen to the coaches. Sauna and ice bath sessions are limited to 15 minutes. No glass on the gym floor.",
] as const;

export const CHECK_IN_POLICIES = [
  "Show your booking confirmation and photo ID at the front desk. Please arrive 10 minutes early for a quick induction.",
  "Scan the QR code in your confirmation e-mail at the door. Outside staffed hours the door code is e-mailed one hour before your booking.",
  "Check in at reception with your booking reference. First-time visitors get a five-minute floor tour and a locker key.",
  "Give your name and booking reference at the desk; we will sign you in and hand you a wristband for the day.",
] as const;

export const STAFF_FIRST_NAMES = [
  "Aroha",
  "Liam",
  "Mia",
  "Tama",
  "Charlotte",
  "Noah",
  "Ngaio",
  "Oliver",
  "Isla",
  "Wiremu",
  "Amelia",
  "Jack",
  "Hana",
  "Lucas",
  "Sophie",
  "Rawiri",
  "Grace",
  "Ethan",
  "Ruby",
  "Mateo",
  "Chloe",
  "Kai",
  "Zara",
  "Hemi",
] as const;
export const STAFF_LAST_NAMES = [
  "Ngata",
  "Walker",
  "Chen",
  "Parata",
  "Thompson",
  "Singh",
  "Williams",
  "Kaur",
  "Brown",
  "Te Rangi",
  "Nguyen",
  "Martin",
  "Patel",
  "Robinson",
  "O'Connor",
  "Wilson",
  "Taylor",
  "Henare",
  "Lee",
  "Campbell",
] as const;

export const STAFF_ROLES = [
  {
    role: "Head Coach",
    bio: (first: string) =>
      `${first} has coached for over a decade and writes programs for visiting athletes on request.`,
  },
  {
    role: "Front Desk",
    bio: (first: string) =>
      `${first} runs the front desk and knows the best coffee within a block of the gym.`,
  },
  {
    role: "Physio",
    bio: (first: string) =>
      `${first} is a registered physiotherapist specialising in sports injuries and return-to-play.`,
  },
  {
    role: "Strength Coach",
    bio: (first: string) => `${first} competes nationally and loves teaching the squat, bench and deadlift.`,
  },
  {
    role: "Massage Therapist",
    bio: (first: string) => `${first} offers sports massage and mobility sessions for travel-tired legs.`,
  },
  {
    role: "Gym Manager",
    bio: (first: string) =>
      `${first} keeps the gym running smoothly and is the person to ask about team bookings.`,
  },
] as const;

/**
 * Review comments, each with what it mentions (a review only speaks of equipment, amenities,
 * sports or team hosting the gym has: scripts/seed/seed.test.ts checks every seeded review) and the
 * ratings it fits ("Five stars." is a 5; a complaint is not).
 */
export const REVIEW_COMMENTS: readonly ReviewComment[] = [
  {
    text: "Great equipment and a really welcoming crew. Will be back next time I'm in town.",
    ratings: [4, 5],
  },
  {
    text: "Clean, well laid out and never too busy mid-morning. The racks are top quality.",
    ratings: [4, 5],
    needs: { equipment: ["Lift Rack"] },
  },
  {
    text: "Booking was easy and check-in took a minute. Coaches gave me a quick tour and some tips.",
    ratings: [4, 5],
  },
  {
    text: "Perfect spot to keep my program going while travelling for work. Plenty of plates and bars.",
    ratings: [4, 5],
    needs: { equipment: ["Weight Plates"], equipmentAny: ["Barbell (20kg)", "Barbell (15kg)"] },
  },
  {
    text: "Loved the ice bath after a heavy session. Changing rooms were spotless.",
    ratings: [4, 5],
    needs: { amenities: ["Ice Bath", "Locker Room"] },
  },
  { text: "Friendly staff and good music. A little crowded at 6pm but worth it.", ratings: [3, 4] },
  {
    text: "Exactly what I needed before my competition: calibrated plates and a quiet platform.",
    ratings: [5],
    needs: { equipment: ["Weight Plates", "Olympic Lifting Platform"] },
  },
  {
    text: "Great atmosphere and the coaches really know their stuff. The sauna is a bonus.",
    ratings: [4, 5],
    needs: { amenitiesAny: ["Sauna", "Infrared Sauna"] },
  },
  {
    text: "Solid gym, fair price for a day pass. Parking was easy too.",
    ratings: [3, 4],
    needs: { amenities: ["Parking"] },
  },
  { text: "Solid gym and a fair price for a day pass.", ratings: [3, 4] },
  {
    text: "The recovery area is fantastic. Compression boots and a massage after a long flight sorted my legs out.",
    ratings: [5],
    needs: { amenities: ["Compression Boots", "Massage Therapy"] },
  },
  {
    text: "Good gym overall, though a couple of the cable machines were out of order.",
    ratings: [3],
    needs: { equipment: ["Cable Machines"] },
  },
  {
    text: "Our team trained here for a week on tour. Staff set up the floor for us every morning.",
    ratings: [4, 5],
    needs: { teams: true },
  },
  {
    text: "Brilliant boxing coaching, I got more out of one session than a month at home.",
    ratings: [5],
    needs: { sportsAny: ["Boxing", "Kickboxing", "Muay Thai", "MMA"] },
  },
  {
    text: "Really nice community feel. Someone offered to spot me within five minutes of arriving.",
    ratings: [4, 5],
  },
  {
    text: "Everything I needed for a heavy lower-body day. Would recommend to any travelling lifter.",
    ratings: [4, 5],
    needs: { equipment: ["Lift Rack", "Weight Plates"] },
  },
  {
    text: "Spacious, bright and well maintained. The view while rowing is hard to beat.",
    ratings: [4, 5],
    needs: { equipment: ["Rowing Machine"] },
  },
  {
    text: "Decent equipment but the locker room could do with an update.",
    ratings: [3],
    needs: { amenities: ["Locker Room"] },
  },
  {
    text: "Fantastic open mat session, very welcoming to visitors.",
    ratings: [5],
    needs: { sportsAny: ["Brazilian Jiu-Jitsu", "Wrestling", "MMA", "Judo"] },
  },
  { text: "Easy to find, easy to book and a great place to train. Five stars.", ratings: [5] },
  {
    text: "Staff were helpful and the gym was clean. Would like a few more kettlebells in the heavier range.",
    ratings: [3, 4],
    needs: { equipment: ["Kettlebells"] },
  },
  { text: "Decent gym, but busier than I expected at lunchtime.", ratings: [3] },
];

export const ATHLETE_NAMES = [
  "Sam Rivera",
  "Ella Harris",
  "Tom Fletcher",
  "Maia Tipene",
  "Jordan Price",
  "Priya Sharma",
  "Lachlan Reid",
  "Georgia Hill",
  "Ben Okafor",
  "Anika Johansson",
  "Hamish McKenzie",
  "Leilani Fonoti",
  "Daniel Kim",
  "Olivia Baker",
  "Ravi Menon",
  "Tegan Murphy",
  "Kieran Walsh",
  "Sione Taufa",
  "Emily Zhang",
  "Marcus Bell",
  "Freya Andersen",
  "Nikau Herewini",
  "Alice Dubois",
  "Connor Hughes",
  "Jess Morgan",
  "Tariq Hassan",
  "Holly Stewart",
  "Mason Clarke",
  "Yuki Tanaka",
  "Caitlin Ross",
  "Henry Adams",
  "Lucia Romero",
  "Finn Gallagher",
  "Ana Vaifale",
  "Oscar Wright",
  "Matilda Cooper",
] as const;

export const OWNER_NAMES = [
  "Rachel Tane",
  "Greg Morrison",
  "Moana Pomare",
  "David Liu",
  "Kate Sullivan",
  "Paul Whitford",
  "Sarah Ahmed",
  "Mike Fraser",
  "Erin Gallagher",
  "James Tuhiwai",
  "Natalie Brooks",
  "Chris Papadopoulos",
  "Leah Mitchell",
  "Andrew Kowalski",
  "Fiona Reid",
] as const;

/** Name parts for synthetic gyms. */
export const SYNTHETIC_NAME_PREFIXES = [
  "Iron",
  "Summit",
  "Harbour",
  "Coastal",
  "Urban",
  "Peak",
  "Forge",
  "Kinetic",
  "Southern",
  "Northside",
  "Apex",
  "Titan",
  "Ridge",
  "Tidal",
  "Granite",
  "Motion",
  "Elevate",
  "Pulse",
  "Anchor",
  "Volt",
  "Ember",
  "Kowhai",
  "Totara",
  "Pohutukawa",
  "Eucalypt",
  "Wattle",
  "Banksia",
  "Sandstone",
  "Bluestone",
  "Kauri",
] as const;
export const SYNTHETIC_NAME_SUFFIXES = [
  "Strength",
  "Athletic Club",
  "Barbell",
  "Performance",
  "Fitness",
  "Training Co.",
  "Fight Club",
  "Conditioning",
  "Gym",
  "Lab",
  "Collective",
  "Studio",
  "Sports Centre",
  "Strength House",
  "Recovery",
] as const;
export const SYNTHETIC_DESCRIPTIONS = [
  "A well-equipped training space with quality racks, friendly coaches and room to move.",
  "Strength and conditioning for travelling athletes, with day passes and hourly bookings.",
  "A community gym with great coaching, clean facilities and a welcoming vibe.",
  "Performance training with platforms, sleds and a recovery corner for after your session.",
  "Combat and conditioning under one roof, open to visitors every day it is open.",
] as const;
