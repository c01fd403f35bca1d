export {
  BOOKING_STATUS_LABELS,
  BOOKING_TYPE_LABELS,
  BookingCard,
  type BookingCardProps,
  type BookingStatus,
  type BookingType,
  formatAthletes,
  formatBookingDuration,
} from "./BookingCard";
