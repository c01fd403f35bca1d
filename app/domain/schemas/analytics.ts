import * as v from "valibot";

/** /admin/analytics has one form: "Refresh now" (a literal intent, checked by the server). */
export const ANALYTICS_MESSAGES = {
  unknownAction: "Unknown action. Use the Refresh now button.",
} as const;

export const AnalyticsRefreshSchema = v.object({
  intent: v.literal("refresh", ANALYTICS_MESSAGES.unknownAction),
});
