export { BookingCard, type BookingCardProps } from "./BookingCard";
export {
  BOOKING_STATUS_LABELS,
  BOOKING_TYPE_LABELS,
  type BookingStatus,
  type BookingType,
  formatAthletes,
  formatBookingDuration,
} from "./booking-labels";
