/** The composites: GymRoam's product cards, panels and forms, built from the primitives. */

export * from "./BookingCard";
export * from "./BookingSummary";
export * from "./CartList";
export * from "./DaySchedule";
export * from "./FilterPanel";
export * from "./Gallery";
export * from "./GymCard";
export * from "./InquiryCard";
export * from "./MapPins";
export * from "./MessageSheet";
export * from "./MoneyFigures";
export * from "./PassCard";
export * from "./PayoutAccountPanel";
export * from "./ProductCard";
export * from "./ProductDetail";
export * from "./ReviewForm";
export * from "./ReviewList";
export * from "./ScannerPanel";
export * from "./SearchBar";
export * from "./SearchNav";
export * from "./SectionNav";
export * from "./TrainerCard";
