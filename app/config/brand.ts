/** The brand lives here so a rename is one edit. */
export const BRAND = {
  name: "GymRoam",
  tagline: "Helping You Find the Right Gym—Wherever You Go",
  description:
    "GymRoam helps athletes, often travelling, find, compare, save and book gyms, recovery amenities and trainers across New Zealand and Australia.",
  founded: 2025,
  basedIn: "New Zealand",
  contactEmail: "hello@gymroam.example",
  socialHandle: "@gymroam",
  socialUrl: "https://www.instagram.com/gymroam",
  responsePromise: "We reply within 24 hours.",
} as const;
