/**
 * The illustration manifest shared by scripts/generate-images.ts (which draws them into
 * public/images) and the seed data (which references their public paths). No external hosts.
 */

export const GYM_IMAGES = {
  barbell: "Loaded barbell on a lifting floor",
  kettlebell: "Kettlebells lined up on rubber flooring",
  rack: "Squat rack with a loaded bar",
  sauna: "Wooden sauna with benches and steam",
  "ice-bath": "Ice bath tub filled with ice",
  rower: "Rowing machine in a conditioning area",
  "battle-ropes": "Battle ropes anchored to the floor",
  plates: "Stack of weight plates on a tree",
  platform: "Olympic lifting platform with bumper plates",
  "heavy-bag": "Boxing heavy bag hanging from a chain",
} as const;
export type GymImageKey = keyof typeof GYM_IMAGES;

export const TRAINER_IMAGES = ["coach-1", "coach-2", "coach-3", "coach-4", "coach-5", "coach-6"] as const;

export const PRODUCT_IMAGES = {
  "performance-tee": "Performance training tee",
  "training-singlet": "Training singlet",
  "flex-shorts": "Flex training shorts",
  "compression-leggings": "Compression leggings",
  "classic-tee": "Classic logo tee",
  "crew-hoodie": "Everyday crew hoodie",
  "travel-joggers": "Travel joggers",
  windbreaker: "Packable windbreaker jacket",
  "puffer-vest": "Lightweight puffer vest",
  "snapback-cap": "Snapback cap",
} as const;
export type ProductImageKey = keyof typeof PRODUCT_IMAGES;

export const gymImagePath = (key: GymImageKey) => `/images/gyms/${key}.svg`;
export const trainerImagePath = (key: (typeof TRAINER_IMAGES)[number]) => `/images/trainers/${key}.svg`;
export const productImagePath = (key: ProductImageKey) => `/images/products/${key}.svg`;
export const FALLBACK_GYM_IMAGE = "/images/fallback-gym.svg";
