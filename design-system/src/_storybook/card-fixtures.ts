/**
 * Sample images and data for the composite cards' stories (GymCard, TrainerCard, BookingCard ...).
 * Images are inline SVGs, so stories and story tests never touch the network.
 */
function svgImage(label: string, hue: number): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 400"><rect width="640" height="400" fill="hsl(${hue} 45% 35%)"/><text x="320" y="210" font-family="sans-serif" font-size="40" fill="white" text-anchor="middle">${label}</text></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

export const GYM_IMAGE = svgImage("Gym photo", 210);
export const GYM_IMAGE_2 = svgImage("Gym photo 2", 20);
export const TRAINER_IMAGE = svgImage("Trainer photo", 150);
export const PRODUCT_IMAGE = svgImage("Product photo", 280);
export const FALLBACK_IMAGE = svgImage("GymRoam", 220);
/** A source that never loads, to show the fallback. */
export const BROKEN_IMAGE = "data:image/png;base64,broken";

export const EQUIPMENT = [
  "Barbell (20kg)",
  "Lift Rack",
  "Weight Plates",
  "Olympic Lifting Platform",
  "Kettlebells",
  "Cable Machines",
  "Rowing Machine",
];
export const AMENITIES = ["Sauna", "Ice Bath", "Locker Room", "Parking", "Steam Room"];

export const LONG_TEXT =
  "Te Whare Whakapakari Tinana o Te Whanganui-a-Tara Strength and Conditioning Collective incorporating Olympic Weightlifting";
