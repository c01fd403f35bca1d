/**
 * The primitives: generic components that know nothing of gyms, bookings or GymRoam's data. They
 * import only each other, lib/ and foundations/ (never composites/ or patterns/; layering.test.ts
 * checks), so another product could take them alone.
 */

export * from "./Alert";
export * from "./Avatar";
export * from "./Badge";
export * from "./BottomNav";
export * from "./Button";
export * from "./Calendar";
export * from "./CapacityMeter";
export * from "./Card";
export * from "./Carousel";
export * from "./Checkbox";
export * from "./Combobox";
export * from "./Container";
export * from "./Dialog";
export * from "./Disclosure";
export * from "./EmptyState";
export * from "./Field";
export * from "./Grid";
export * from "./Header";
export * from "./Heading";
export * from "./IconButton";
export * from "./Input";
export * from "./Link";
export * from "./NumberStepper";
export * from "./Overlay";
export * from "./Popover";
export * from "./Price";
export * from "./Prose";
export * from "./QrCode";
export * from "./RadioGroup";
export * from "./Section";
export * from "./Select";
export * from "./Sheet";
export * from "./Skeleton";
export * from "./SkipLink";
export * from "./Slider";
export * from "./Stack";
export * from "./StarRating";
export * from "./Stepper";
export * from "./Switch";
export * from "./Table";
export * from "./Tabs";
export * from "./Text";
export * from "./Textarea";
export * from "./Tile";
export * from "./TimeSelect";
export * from "./Toast";
export * from "./Tooltip";
