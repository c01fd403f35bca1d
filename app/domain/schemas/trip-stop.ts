import * as v from "valibot";
import { isIsoDate } from "../dates";

/*
 * Moving a trip's stop: its new first day (POST /api/trips/{id}/stops/{n}/move and My Bookings'
 * "Move this stop"). Whether the gym opens, has room and the notice is long enough, the server decides.
 */

export const STOP_FORM_MESSAGES = {
  from: "Please choose the stop's new first day.",
} as const;

export const MoveStopSchema = v.object({
  from: v.pipe(
    v.optional(v.string(STOP_FORM_MESSAGES.from), ""),
    v.trim(),
    v.nonEmpty(STOP_FORM_MESSAGES.from),
    v.check(isIsoDate, STOP_FORM_MESSAGES.from),
  ),
});
