import * as v from "valibot";

/*
 * Money out's forms and queries: the admin's refund and gym split, a payout run's
 * approve/retry buttons, and the statement period in the URL (?period=YYYY-MM).
 */

export const MONEY_FORM_MESSAGES = {
  amount: "Enter an amount in dollars, such as 25 or 12.50.",
  booking: "Enter the booking's id.",
  reason: "Keep the reason under 500 characters.",
  percent: "Enter a whole percentage from 0 to 100.",
  gym: "Enter the gym's id.",
  period: "Choose a month (YYYY-MM).",
} as const;

const id = (message: string) =>
  v.pipe(
    v.string(message),
    v.trim(),
    v.regex(/^\d{1,9}$/, message),
    v.transform(Number),
    v.minValue(1, message),
  );

/** Dollars and cents as typed ("25", "12.5", "12.50") → integer cents. */
export const DollarsSchema = v.pipe(
  v.string(MONEY_FORM_MESSAGES.amount),
  v.trim(),
  v.regex(/^\d{1,6}(\.\d{1,2})?$/, MONEY_FORM_MESSAGES.amount),
  v.transform((s) => {
    const [whole, fraction = ""] = s.split(".");
    return Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
  }),
  v.minValue(1, MONEY_FORM_MESSAGES.amount),
);

export const AdminRefundSchema = v.object({
  intent: v.literal("refund"),
  bookingId: id(MONEY_FORM_MESSAGES.booking),
  amount: DollarsSchema,
  reason: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(500, MONEY_FORM_MESSAGES.reason))),
});

export const GymSplitSchema = v.object({
  intent: v.literal("split"),
  gymId: id(MONEY_FORM_MESSAGES.gym),
  percent: v.pipe(
    v.string(MONEY_FORM_MESSAGES.percent),
    v.trim(),
    v.regex(/^\d{1,3}$/, MONEY_FORM_MESSAGES.percent),
    v.transform(Number),
    v.maxValue(100, MONEY_FORM_MESSAGES.percent),
  ),
});

export const PrepareRunsSchema = v.object({ intent: v.literal("prepare") });

export const PayoutRunActionSchema = v.object({ intent: v.picklist(["approve", "retry"]) });

/** ?period=YYYY-MM (empty: the current month). */
export const PeriodSchema = v.pipe(
  v.string(),
  v.trim(),
  v.regex(/^\d{4}-(0[1-9]|1[0-2])$/, MONEY_FORM_MESSAGES.period),
);

export function parsePeriod(params: URLSearchParams, fallback: string): string | undefined {
  const raw = params.get("period");
  if (raw === null || raw.trim() === "") return fallback;
  const parsed = v.safeParse(PeriodSchema, raw);
  return parsed.success ? parsed.output : undefined;
}
