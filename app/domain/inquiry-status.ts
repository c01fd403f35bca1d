/**
 * An owner's follow-up of a team inquiry or an athlete's message: pending → contacted →
 * closed, forwards only (a closed thread is done; a new message starts a new one). A reply from the
 * console moves a pending one to contacted.
 */
import { INQUIRY_STATUSES } from "./catalog";

export type InquiryStatus = (typeof INQUIRY_STATUSES)[number];
export type InquiryKind = "team" | "message";

export const INQUIRY_KINDS = ["team", "message"] as const;

export const INQUIRY_STATUS_LABELS: Record<InquiryStatus, string> = {
  pending: "Pending",
  contacted: "Contacted",
  closed: "Closed",
};

export const INQUIRY_MESSAGES = {
  notFound: "We couldn't find that inquiry among your gyms' inquiries.",
  backwards: (from: InquiryStatus, to: InquiryStatus) =>
    `An inquiry that is ${INQUIRY_STATUS_LABELS[from].toLowerCase()} can't go back to ${INQUIRY_STATUS_LABELS[to].toLowerCase()}.`,
  same: (status: InquiryStatus) => `This inquiry is already ${INQUIRY_STATUS_LABELS[status].toLowerCase()}.`,
  replyRequired: "Write a reply before sending.",
  replyTooLong: "Keep the reply under 5,000 characters.",
} as const;

const ORDER: Record<InquiryStatus, number> = { pending: 0, contacted: 1, closed: 2 };

/** Why `from` cannot move to `to`, or undefined when it can. */
export function statusChangeProblem(from: InquiryStatus, to: InquiryStatus): string | undefined {
  if (from === to) return INQUIRY_MESSAGES.same(from);
  if (ORDER[to] < ORDER[from]) return INQUIRY_MESSAGES.backwards(from, to);
  return undefined;
}

/** The statuses an inquiry may move to next. */
export function nextStatuses(from: InquiryStatus): InquiryStatus[] {
  return INQUIRY_STATUSES.filter((to) => statusChangeProblem(from, to) === undefined);
}

/** The status after a reply: a pending inquiry becomes contacted; others keep theirs. */
export function statusAfterReply(from: InquiryStatus): InquiryStatus {
  return from === "pending" ? "contacted" : from;
}
