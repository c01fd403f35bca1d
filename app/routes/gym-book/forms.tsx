/*
 * The booking page's forms, loaded as one chunk as the page hydrates (steps.tsx): the details step,
 * the test provider's card form and Stripe's Payment Element.
 */
export { StripePayment } from "~/components/stripe-payment";
export { CardPaymentForm } from "./card-payment-form";
export { DetailsStep } from "./details-step";
