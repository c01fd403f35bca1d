/**
 * The partner console's forms, one valibot schema each, shared by the page (Conform) and
 * the server.
 */
import * as v from "valibot";
import { INQUIRY_STATUSES } from "../catalog";
import { INQUIRY_KINDS, INQUIRY_MESSAGES } from "../inquiry-status";
import { CHECK_IN_MESSAGES } from "../visits";

const id = v.pipe(v.string(), v.regex(/^[1-9][0-9]{0,9}$/, "Choose a booking."), v.transform(Number));

export const CheckInSchema = v.object({
  gymId: v.pipe(v.string(), v.regex(/^[1-9][0-9]{0,9}$/, "Choose a gym."), v.transform(Number)),
  code: v.pipe(
    v.string(CHECK_IN_MESSAGES.empty),
    v.trim(),
    v.nonEmpty(CHECK_IN_MESSAGES.empty),
    v.maxLength(200, "That is too long for a pass or a reference."),
  ),
});

export const BookingActionSchema = v.variant("intent", [
  v.object({ intent: v.literal("cancel"), bookingId: id }),
  v.object({ intent: v.literal("no-show"), bookingId: id }),
]);

const inquiryId = v.pipe(v.string(), v.regex(/^[1-9][0-9]{0,9}$/, "Choose an inquiry."), v.transform(Number));

export const InquiryActionSchema = v.variant("intent", [
  v.object({
    intent: v.literal("status"),
    kind: v.picklist(INQUIRY_KINDS),
    id: inquiryId,
    status: v.picklist(INQUIRY_STATUSES, "Choose a status."),
  }),
  v.object({
    intent: v.literal("reply"),
    kind: v.picklist(INQUIRY_KINDS),
    id: inquiryId,
    reply: v.pipe(
      v.string(INQUIRY_MESSAGES.replyRequired),
      v.trim(),
      v.nonEmpty(INQUIRY_MESSAGES.replyRequired),
      v.maxLength(5000, INQUIRY_MESSAGES.replyTooLong),
    ),
  }),
]);
export type InquiryAction = v.InferOutput<typeof InquiryActionSchema>;
