/**
 * The booking page's "Join the waitlist": the details form posted with its waitlist button, joined
 * through the same use case as POST /api/bookings/waitlist. Success goes to My Bookings, where the
 * place in line shows; a refusal is said in the form.
 */
import { parseWithValibot } from "@conform-to/valibot";
import { data } from "react-router";
import { BookingDetailsSchema } from "~/domain/schemas/booking";
import { SLOT_WAITLIST_MESSAGES } from "~/domain/slot-waitlist";
import type { AppConfig } from "~/env.server";
import { bookingActor, discardIfNew } from "~/routes/+shared/booking-http.server";
import { redirectWithToast } from "~/session.server";
import type { UseCaseContext } from "~/use-cases/context.server";
import { FAILURE_STATUS } from "~/use-cases/result";
import { joinSlotWaitlist } from "~/use-cases/slot-waitlist.server";

export { WAITLIST_BUTTON } from "./waitlist-form";

export async function joinFromBookingPage(
  ctx: UseCaseContext,
  config: AppConfig,
  request: Request,
  formData: FormData,
) {
  const submission = parseWithValibot(formData, { schema: BookingDetailsSchema });
  if (submission.status !== "success")
    return data({ form: "details" as const, result: submission.reply(), canWait: true }, { status: 400 });
  const { actor, visitor, referralCode } = await bookingActor(config, request);
  const joined = await joinSlotWaitlist(ctx, {
    actor: { visitorId: visitor.userId, clientHash: actor.clientHash },
    request: { kind: "visit", details: submission.value },
    referralCode,
  });
  if (!joined.ok) {
    const headers = await discardIfNew(config, visitor);
    return data(
      {
        form: "details" as const,
        result: submission.reply({ formErrors: [joined.message] }),
        canWait: false,
      },
      { status: FAILURE_STATUS[joined.code], headers },
    );
  }
  return redirectWithToast(
    config,
    request,
    "/bookings",
    { title: SLOT_WAITLIST_MESSAGES.joined(joined.value.position) },
    undefined,
    visitor.session,
  );
}

/** Whether a refused booking is one the waitlist can take: the time (or its recovery session) is full. */
export const fullRefusal = (result: { ok: false; code: string; field?: string }) =>
  result.code === "conflict" && (result.field === "athletes" || result.field === "amenityStartTime");
