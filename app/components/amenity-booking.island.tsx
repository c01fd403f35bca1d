/**
 * The recovery amenity booking form as an island of its own (ADR 016, 030), for pages that show it
 * without the gym page's other forms (/booking-integration). The form itself needs no Conform; the
 * island keeps its date picker and calendar out of the page's first-load JavaScript.
 */
export { AmenityBookingForm } from "~/components/amenity-booking-form";
