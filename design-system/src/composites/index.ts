/** The composites: GymRoam's product cards, panels and forms, built from the primitives. */

export * from "./BookingCard";
export * from "./BookingSummary";
export * from "./CartList";
export * from "./FilterPanel";
export * from "./GymCard";
export * from "./HoursEditor";
export * from "./ListingChecklist";
export * from "./MapPins";
export * from "./MessageSheet";
export * from "./PhotoManager";
export * from "./PinMapField";
export * from "./ProductCard";
export * from "./ProductDetail";
export * from "./ReviewForm";
export * from "./ReviewList";
export * from "./SearchBar";
export * from "./SectionNav";
export * from "./TrainerCard";
