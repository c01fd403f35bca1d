/**
 * Texts of team inquiries that pages show as well as the server: no valibot here, so a route
 * component can import them without bringing a schema (and valibot) into its first-load JavaScript
 * (ADR 016). The schemas are in ./schemas/team-inquiry.
 */

/** Spec section 8: the toasts of the inquiry form. */
export const TEAM_INQUIRY_TOASTS = {
  submitted: (gymName: string) => ({
    title: "Inquiry Submitted",
    description: `We've sent your team's request to ${gymName}. They will reply to you by email to confirm dates and pricing.`,
  }),
  failedTitle: "Submission Failed",
  failedFallback: "Failed to submit inquiry. Please try again.",
} as const;

export const GYM_NOT_FOUND = "Gym not found";
