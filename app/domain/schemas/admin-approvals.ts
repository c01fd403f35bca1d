import * as v from "valibot";
import { APPROVAL_MESSAGES as M, REVIEW_NOTES_MAX } from "../admin-approvals";
import { APPLICATION_STATUSES } from "../catalog";

/*
 * The admin approval tabs: the list filters in the URL (/admin/gym-applications?status=&page=,
 * /admin/ambassadors, GET /api/admin/gym-applications) and the decision form (Approve, or Reject with
 * a note). Anything out of range is a 400 with one of these messages.
 */

export const APPROVALS_PAGE_SIZE = 50;
const MAX_PAGE = 100_000;

export const APPROVAL_QUERY_MESSAGES = {
  status: `Unknown application status. Choose one of: all, ${APPLICATION_STATUSES.join(", ")}.`,
  page: "Page must be a whole number from 1.",
} as const;

export const ApplicationQuerySchema = v.object({
  status: v.pipe(
    v.optional(v.string(), "all"),
    v.trim(),
    v.transform((s) => (s === "" ? "all" : s)),
    v.picklist(["all", ...APPLICATION_STATUSES], APPROVAL_QUERY_MESSAGES.status),
  ),
  page: v.pipe(
    v.optional(v.string(), "1"),
    v.trim(),
    v.transform((s) => (s === "" ? "1" : s)),
    v.regex(/^\d{1,6}$/, APPROVAL_QUERY_MESSAGES.page),
    v.transform(Number),
    v.minValue(1, APPROVAL_QUERY_MESSAGES.page),
    v.maxValue(MAX_PAGE, APPROVAL_QUERY_MESSAGES.page),
  ),
});
export type ApplicationQuery = v.InferOutput<typeof ApplicationQuerySchema>;

/** Parses ?status=&page= ; the first problem is the 400's message. */
export function parseApplicationQuery(
  params: URLSearchParams,
): { ok: true; query: ApplicationQuery } | { ok: false; message: string } {
  const parsed = v.safeParse(ApplicationQuerySchema, {
    status: params.get("status") ?? undefined,
    page: params.get("page") ?? undefined,
  });
  return parsed.success
    ? { ok: true, query: parsed.output }
    : { ok: false, message: parsed.issues[0].message };
}

/**
 * One form, two submit buttons (`intent`): Approve takes an optional note; Reject needs one, and it is
 * sent to the applicant with the decision.
 */
export const ReviewDecisionSchema = v.variant(
  "intent",
  [
    v.object({
      intent: v.literal("approve"),
      // No default: Conform's coercion turns an empty default back into undefined.
      notes: v.optional(
        v.pipe(
          v.string(M.notesTooLong),
          v.trim(),
          v.maxLength(REVIEW_NOTES_MAX, M.notesTooLong),
          v.transform((s) => (s === "" ? undefined : s)),
        ),
      ),
    }),
    v.object({
      intent: v.literal("reject"),
      notes: v.pipe(
        v.optional(v.string(M.notesRequired), ""),
        v.trim(),
        v.nonEmpty(M.notesRequired),
        v.maxLength(REVIEW_NOTES_MAX, M.notesTooLong),
      ),
    }),
  ],
  M.intent,
);
export type ReviewDecision = v.InferOutput<typeof ReviewDecisionSchema>;
