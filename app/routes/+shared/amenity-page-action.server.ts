/**
 * The amenity picker's page action (gym detail and /booking-integration post the same form): the
 * bookAmenity use case, the spec's "Missing Information" / "Amenity Booking Failed" toasts on a
 * refusal, and on success the booking's payment step, where the hold is paid like a gym booking.
 */
import * as v from "valibot";
import { AMENITY_MISSING, AmenityBookingSchema, BOOKING_TOASTS } from "~/domain/schemas/booking";
import { issueMessage } from "~/domain/schemas/common";
import { SLOT_WAITLIST_MESSAGES } from "~/domain/slot-waitlist";
import type { AppConfig } from "~/env.server";
import { pagePath } from "~/routes/+shared/api.server";
import { bookingActor, discardIfNew } from "~/routes/+shared/booking-http.server";
import { redirectWithToast } from "~/session.server";
import { bookAmenity } from "~/use-cases/book-amenity.server";
import { caseContext } from "~/use-cases/context.server";
import { joinSlotWaitlist } from "~/use-cases/slot-waitlist.server";

export async function amenityPageAction(
  config: AppConfig,
  request: Request,
  formData: FormData,
  gymId?: number,
): Promise<Response> {
  const back = pagePath(request);
  const fields = Object.fromEntries(formData);
  const parsed = v.safeParse(
    AmenityBookingSchema,
    gymId === undefined ? fields : { ...fields, gymId: String(gymId) },
  );
  if (!parsed.success) {
    const message = issueMessage(parsed.issues[0]);
    return redirectWithToast(
      config,
      request,
      back,
      message === AMENITY_MISSING
        ? { ...BOOKING_TOASTS.amenityMissing, variant: "destructive" }
        : { title: BOOKING_TOASTS.amenityFailed, description: message, variant: "destructive" },
    );
  }
  const { actor, visitor, referralCode } = await bookingActor(config, request);
  if (formData.get("waitlist") === "join") {
    // The form's "Join the waitlist": the same use case as POST /api/bookings/waitlist.
    const joined = await joinSlotWaitlist(caseContext(config), {
      actor: { visitorId: visitor.userId, clientHash: actor.clientHash },
      request: { kind: "amenity", request: parsed.output },
      referralCode,
    });
    if (!joined.ok) await discardIfNew(config, visitor);
    return joined.ok
      ? redirectWithToast(
          config,
          request,
          "/bookings",
          { title: SLOT_WAITLIST_MESSAGES.joined(joined.value.position) },
          undefined,
          visitor.session,
        )
      : redirectWithToast(config, request, back, { title: joined.message, variant: "destructive" });
  }
  const result = await bookAmenity(caseContext(config), { actor, request: parsed.output, referralCode });
  if (!result.ok) {
    await discardIfNew(config, visitor);
    return redirectWithToast(config, request, back, {
      title: BOOKING_TOASTS.amenityFailed,
      description: result.message,
      variant: "destructive",
    });
  }
  return redirectWithToast(
    config,
    request,
    `/gym/${parsed.output.gymId}/book?booking=${result.value.id}`,
    BOOKING_TOASTS.amenityHeld(result.value.amenityName),
    undefined,
    visitor.session,
  );
}
