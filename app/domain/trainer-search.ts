import * as v from "valibot";

/** Trainer feed query: free-text search (name, city, specialization), city, sessions 1-30. */
export const TrainerSearchSchema = v.object({
  q: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100, "Search must be at most 100 characters"))),
  city: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100, "City must be at most 100 characters"))),
  sessions: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,3}$/, "Number of sessions must be a whole number"),
      v.transform(Number),
      v.minValue(1, "Number of sessions must be between 1 and 30"),
      v.maxValue(30, "Number of sessions must be between 1 and 30"),
    ),
  ),
  mode: v.optional(v.picklist(["online", "in-person"], "Mode must be online or in-person")),
});
export type TrainerSearchQuery = v.InferOutput<typeof TrainerSearchSchema>;

export function parseTrainerSearch(params: URLSearchParams) {
  const raw = Object.fromEntries([...params].filter(([, value]) => value.trim() !== ""));
  const result = v.safeParse(TrainerSearchSchema, raw);
  if (result.success) return { ok: true as const, query: result.output };
  const issue = result.issues[0];
  const path = issue.path?.map((p) => p.key).join(".");
  return { ok: false as const, message: path ? `${path}: ${issue.message}` : issue.message };
}

/** The spec shows 5.0 for a trainer with no reviews yet; otherwise the real rating. */
export function displayTrainerRating(ratingHundredths: number, reviewCount: number): number {
  return reviewCount === 0 ? 5 : Math.round(ratingHundredths) / 100;
}
