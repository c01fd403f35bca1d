/**
 * The booking page's two forms, as the route's action hands them on: the details form books (once per
 * form, by its one-time token) and the test provider's card form pays. Each answers as the page
 * needs it: a redirect with a toast, or the form's reply with the refusal said in it.
 */
import { parseWithValibot } from "@conform-to/valibot";
import { data, redirect } from "react-router";
import {
  BOOKING_TOASTS,
  BookingDetailsSchema,
  CardSchema,
  PAYMENT_FAILED_FALLBACK,
} from "~/domain/schemas/booking";
import type { AppConfig } from "~/env.server";
import type { AlsoWrite } from "~/models/batch.server";
import { getBooking } from "~/models/booking-read.server";
import { testPaymentMethodForCard, UNKNOWN_TEST_CARD } from "~/payments/test-provider.server";
import { parseId } from "~/routes/+shared/api.server";
import { bookingAccess } from "~/routes/+shared/booking-access.server";
import { bookingActor, discardIfNew } from "~/routes/+shared/booking-http.server";
import { redirectWithToast } from "~/session.server";
import { bookGym } from "~/use-cases/book-gym.server";
import type { UseCaseContext } from "~/use-cases/context.server";
import { once, requestHash } from "~/use-cases/idempotency.server";
import { payBooking } from "~/use-cases/pay-booking.server";
import { FAILURE_STATUS } from "~/use-cases/result";
import { fullRefusal } from "./waitlist.server";

/** A form posted to the booking page of `gym`, as the route's action read it. */
interface PageForm {
  ctx: UseCaseContext;
  config: AppConfig;
  request: Request;
  gym: { id: number };
  formData: FormData;
}

/** The details form: books the visit (or finds the booking this form already made). */
export async function bookFromDetails({ ctx, config, request, gym, formData }: PageForm) {
  formData.set("gymId", String(gym.id));
  const submission = parseWithValibot(formData, { schema: BookingDetailsSchema });
  if (submission.status !== "success")
    return data({ form: "details" as const, result: submission.reply() }, { status: 400 });
  const replaces = parseId(String(formData.get("replaces") ?? ""));
  const book = async (alsoWrite?: AlsoWrite) => {
    const { actor, visitor, referralCode } = await bookingActor(config, request);
    const result = await bookGym(ctx, {
      actor,
      details: submission.value,
      referralCode,
      replacesBookingId: replaces,
      alsoWrite,
    });
    return { result, visitor };
  };
  const { submissionToken, ...details } = submission.value;
  // The form's one-time token: a second submit of the same form opens the booking the first made.
  if (submissionToken) {
    const outcome = await once(
      ctx.db,
      {
        scope: `form:book-gym:${gym.id}`,
        key: submissionToken,
        hash: await requestHash(details),
        now: ctx.now,
      },
      (answer) => book((booking) => [answer(201, booking)]),
    );
    if (outcome.kind === "replayed") {
      return redirectWithToast(
        config,
        request,
        `/gym/${gym.id}/book?booking=${outcome.stored.id}`,
        BOOKING_TOASTS.created,
      );
    }
    if (outcome.kind !== "ran")
      return data(
        {
          form: "details" as const,
          result: submission.reply({
            formErrors: [
              outcome.kind === "in_progress"
                ? "Your booking is already being made. Please wait a moment and reload the page."
                : "This form was already used for another booking. Please reload the page and try again.",
            ],
          }),
        },
        { status: outcome.kind === "in_progress" ? 409 : 422 },
      );
    return detailsOutcome(outcome.value);
  }
  return detailsOutcome(await book());

  async function detailsOutcome({ result, visitor }: Awaited<ReturnType<typeof book>>) {
    if (!result.ok) {
      const headers = await discardIfNew(config, visitor);
      if (result.retryAfter !== undefined) headers.set("Retry-After", String(result.retryAfter));
      return data(
        {
          form: "details" as const,
          result: submission.reply(
            result.field
              ? { fieldErrors: { [result.field]: [result.message] } }
              : { formErrors: [result.message] },
          ),
          canWait: fullRefusal(result),
        },
        { status: FAILURE_STATUS[result.code], headers },
      );
    }
    return redirectWithToast(
      config,
      request,
      `/gym/${gym.id}/book?booking=${result.value.id}`,
      BOOKING_TOASTS.created,
      undefined,
      visitor.session,
    );
  }
}

/** The test provider's card form: pays a held booking of this gym. */
export async function payWithTestCard({ ctx, config, request, gym, formData }: PageForm) {
  // Pay: the card form of the test provider. Card numbers are mapped to Stripe's test
  // PaymentMethods here and never stored or logged.
  const access = await bookingAccess(config, request);
  const bookingId = parseId(String(formData.get("bookingId") ?? ""));
  const booking = bookingId === undefined ? undefined : await getBooking(ctx.db, bookingId, access);
  if (!booking || booking.gymId !== gym.id)
    return redirectWithToast(config, request, `/gym/${gym.id}/book`, {
      title: BOOKING_TOASTS.payFailed,
      description: "We couldn't find that booking. Please start again.",
      variant: "destructive",
    });
  const submission = parseWithValibot(formData, { schema: CardSchema });
  if (submission.status !== "success")
    return data(
      { form: "payment" as const, result: submission.reply({ hideFields: ["cardNumber", "cvc"] }) },
      { status: 400 },
    );
  const bookingUrl = `/gym/${gym.id}/book?booking=${booking.id}`;
  const method = testPaymentMethodForCard(submission.value.cardNumber);
  const paid = method
    ? await payBooking(ctx, { access, bookingId: booking.id, paymentMethod: method })
    : ({ ok: false, code: "payment_failed", message: UNKNOWN_TEST_CARD } as const);
  if (paid.ok && paid.value.status === "confirmed")
    return redirectWithToast(
      config,
      request,
      bookingUrl,
      booking.bookingType === "amenity" && booking.amenityName
        ? BOOKING_TOASTS.amenityBooked(booking.amenityName)
        : BOOKING_TOASTS.paid,
    );
  // Said in the payment form itself, not in a toast: a toast needs JavaScript. The card
  // number and security code are never sent back; the expiry is.
  if (paid.ok) return redirect(bookingUrl);
  return data(
    {
      form: "payment" as const,
      result: submission.reply({
        formErrors: [paid.message || PAYMENT_FAILED_FALLBACK],
        hideFields: ["cardNumber", "cvc"],
      }),
    },
    { status: FAILURE_STATUS[paid.code] },
  );
}
