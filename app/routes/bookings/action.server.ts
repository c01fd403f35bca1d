/** My Bookings' action: the page's forms, each one use case (the same as the JSON API's). */
import type { Submission, SubmissionResult } from "@conform-to/react";
import { parseWithValibot } from "@conform-to/valibot";
import { type Currency, formatPrice } from "@gymroam/design-system";
import { data } from "react-router";
import type * as v from "valibot";
import { getWorker } from "~/context.server";
import { getDb } from "~/db/client.server";
import { formatDateRange } from "~/domain/dates";
import { refundQuote } from "~/domain/policies";
import {
  type CancelStopFormSchema,
  FIND_BOOKING_NO_MATCH,
  type MoveStopFormSchema,
  MyBookingsActionSchema,
} from "~/domain/schemas/my-bookings";
import { stopRefundQuote } from "~/domain/trip-stop";
import type { AppConfig } from "~/env.server";
import { clientAddressKey } from "~/lib/client-address";
import { readForm } from "~/lib/form.server";
import { getBooking } from "~/models/booking-read.server";
import { getTrip } from "~/models/trip.server";
import { pagePath } from "~/routes/+shared/api.server";
import { bookingAccess, linkBooking } from "~/routes/+shared/booking-access.server";
import { getSession, redirectWithToast } from "~/session.server";
import { cancelBooking } from "~/use-cases/cancel-booking.server";
import { changeBookingDate } from "~/use-cases/change-booking-date.server";
import { caseContext } from "~/use-cases/context.server";
import { findBooking } from "~/use-cases/find-booking.server";
import { FAILURE_STATUS } from "~/use-cases/result";
import { cancelTripStop, moveTripStop } from "~/use-cases/trip-stop.server";
import type { Route } from "./+types/route";
import { formatWhen, type PageStep, withStep } from "./booking-view";

const BOOKING_NOT_FOUND = "Booking not found: it isn't one of the bookings on this browser.";
const STOP_NOT_FOUND = "Stop not found: it isn't a stop of one of your trips.";
const FORM_INCOMPLETE = "Something was missing from the form. Please try again.";
const INTENTS = ["cancel", "find", "reschedule", "cancel-stop", "move-stop"] as const;

export type ActionReply = {
  intent: (typeof INTENTS)[number] | undefined;
  result: SubmissionResult;
  message?: string;
  /** The stop a "move-stop" reply is about ("12-2"). */
  stopKey?: string;
};

/** The page URL the form posted from, without its confirm step or form (or with the one asked for). */
function listPath(request: Request, open: PageStep = {}) {
  const url = new URL(pagePath(request), "http://localhost");
  return withStep(url.pathname, url.search, open);
}

const money = (cents: number, currency: Currency) => formatPrice(cents, currency, { cents: "always" });

/** My Bookings' forms: find a booking, cancel or move one, cancel or move a trip's stop. */
export async function bookingsAction({ request, context }: Route.ActionArgs) {
  const { config } = getWorker(context);
  const formData = await readForm(request);
  const submission = parseWithValibot(formData, { schema: MyBookingsActionSchema });
  if (submission.status !== "success") {
    const raw = submission.payload.intent;
    const intent = INTENTS.find((i) => i === raw);
    return data<ActionReply>(
      {
        intent,
        result: submission.reply(),
        message:
          intent === "find" || intent === "reschedule" || intent === "move-stop"
            ? undefined
            : intent === "cancel"
              ? BOOKING_NOT_FOUND
              : intent === "cancel-stop"
                ? STOP_NOT_FOUND
                : FORM_INCOMPLETE,
        stopKey:
          intent === "move-stop"
            ? `${submission.payload.tripId ?? ""}-${submission.payload.stop ?? ""}`
            : undefined,
      },
      { status: 400 },
    );
  }
  const input = submission.value;
  const db = getDb(config.db);

  if (input.intent === "find") {
    const found = await findBooking(config, {
      email: input.email,
      reference: input.reference,
      address: clientAddressKey(request),
    });
    // Too many searches: said in the form itself, with Retry-After.
    if (!found.ok && found.code === "rate_limited")
      return data<ActionReply>(
        { intent: "find", result: submission.reply({ formErrors: [found.message] }) },
        { status: 429, headers: { "Retry-After": String(found.retryAfter ?? 60) } },
      );
    const id = found.ok ? found.value : undefined;
    const booking =
      id === undefined ? undefined : await getBooking(db, id, { userId: undefined, linkedIds: [id] });
    if (!booking)
      return data<ActionReply>(
        { intent: "find", result: submission.reply({ formErrors: [FIND_BOOKING_NO_MATCH] }) },
        { status: 404 },
      );
    const session = await getSession(config, request);
    linkBooking(session, booking.id);
    return redirectWithToast(
      config,
      request,
      "/bookings",
      {
        title: "Booking found",
        description: `${booking.reference} at ${booking.gymName} on ${formatWhen(booking)} is now in your bookings.`,
      },
      undefined,
      session,
    );
  }

  if (input.intent === "reschedule") {
    // Change the date: one use case with POST /api/bookings/{id}/reschedule; its refusal stays in the form.
    const changed = await changeBookingDate(caseContext(config), {
      access: await bookingAccess(config, request),
      bookingId: input.bookingId,
      bookingDate: input.bookingDate,
      startTime: input.startTime,
    });
    if (!changed.ok)
      return data<ActionReply>(
        {
          intent: "reschedule",
          result: submission.reply(
            changed.field
              ? { fieldErrors: { [changed.field]: [changed.message] } }
              : { formErrors: [changed.message] },
          ),
        },
        { status: FAILURE_STATUS[changed.code] },
      );
    const moved = await getBooking(db, changed.value.id, await bookingAccess(config, request));
    return redirectWithToast(config, request, listPath(request), {
      title: "Date changed",
      description: `${changed.value.reference} is now on ${moved ? formatWhen(moved) : changed.value.bookingDate}. We've e-mailed you the updated calendar invite.`,
    });
  }

  if (input.intent === "cancel-stop" || input.intent === "move-stop")
    return stopAction(request, config, submission, input);

  // Cancel: only a booking this visitor may see; the refund is the policy's, applied as shown.
  const booking = await getBooking(db, input.bookingId, await bookingAccess(config, request));
  if (!booking)
    return data<ActionReply>(
      { intent: "cancel", result: submission.reply(), message: BOOKING_NOT_FOUND },
      { status: 404 },
    );
  const now = Date.now();
  const currency = booking.currency as Currency;
  const quote = refundQuote(booking, now);
  const cancellable = booking.status === "pending" || booking.status === "confirmed";
  if (cancellable && input.quotedRefundCents !== undefined && input.quotedRefundCents !== quote) {
    // The start came closer since the refund was shown: show the new amount and ask again.
    return redirectWithToast(config, request, listPath(request, { cancel: booking.id }), {
      title: "Refund changed",
      description: `Cancelling now refunds ${money(quote, currency)}, not ${money(input.quotedRefundCents, currency)}. Please confirm again.`,
      variant: "destructive",
    });
  }
  const result = await cancelBooking(caseContext(config, { now }), {
    access: await bookingAccess(config, request),
    bookingId: booking.id,
  });
  if (!result.ok)
    return redirectWithToast(config, request, listPath(request), {
      title: "Cancellation failed",
      description: result.message,
      variant: "destructive",
    });
  return redirectWithToast(config, request, listPath(request), {
    title: "Booking cancelled",
    description:
      result.value.refundCents > 0
        ? `Refund: ${money(result.value.refundCents, result.value.currency)} to your card (allow 5-10 business days).`
        : booking.status === "pending"
          ? "Refund: none needed, you were not charged."
          : `Refund: ${money(0, result.value.currency)}. No refund applies less than 12 hours before the start.`,
  });
}

/** Cancel or move a trip's stop: the stop use cases, with the trip's owner from the session. */
async function stopAction(
  request: Request,
  config: AppConfig,
  submission: Submission<v.InferOutput<typeof MyBookingsActionSchema>>,
  input: v.InferOutput<typeof CancelStopFormSchema> | v.InferOutput<typeof MoveStopFormSchema>,
) {
  const access = await bookingAccess(config, request);
  const stopKey = `${input.tripId}-${input.stop}`;
  const which = { userId: access.userId, tripId: input.tripId, stop: input.stop };
  const now = Date.now();

  if (input.intent === "move-stop") {
    const moved = await moveTripStop(caseContext(config, { now }), { ...which, from: input.from });
    if (!moved.ok)
      return data<ActionReply>(
        {
          intent: "move-stop",
          stopKey,
          // A refusal of the stop as a whole (not of the date chosen) is said at the top of the page.
          message: moved.field ? undefined : moved.message,
          result: submission.reply(
            moved.field ? { fieldErrors: { from: [moved.message] } } : { formErrors: [moved.message] },
          ),
        },
        { status: FAILURE_STATUS[moved.code] },
      );
    return redirectWithToast(config, request, listPath(request), {
      title: "Stop moved",
      description: `${moved.value.gymName} is now ${formatDateRange(moved.value.from, moved.value.to)}. We've e-mailed you the updated calendar invites.`,
    });
  }

  // The refund shown is the one applied: if the start came closer meanwhile, show the new one.
  const view = await getTrip(getDb(config.db), input.tripId, access.userId);
  const stop = view?.stops[input.stop - 1];
  if (stop && input.quotedRefundCents !== undefined) {
    const quote = stopRefundQuote(stop.bookings, now);
    const currency = (stop.bookings[0]?.currency ?? "NZD") as Currency;
    if (quote.count > 0 && quote.refundCents !== input.quotedRefundCents)
      return redirectWithToast(config, request, listPath(request, { cancelStop: stopKey }), {
        title: "Refund changed",
        description: `Cancelling now refunds ${money(quote.refundCents, currency)}, not ${money(input.quotedRefundCents, currency)}. Please confirm again.`,
        variant: "destructive",
      });
  }
  const result = await cancelTripStop(caseContext(config, { now }), which);
  if (!result.ok)
    return redirectWithToast(config, request, listPath(request), {
      title: "Cancellation failed",
      description: result.message,
      variant: "destructive",
    });
  return redirectWithToast(config, request, listPath(request), {
    title: "Stop cancelled",
    description:
      result.value.refundCents > 0
        ? `Refund: ${money(result.value.refundCents, result.value.currency)} to your card (allow 5-10 business days).`
        : `Refund: ${money(0, result.value.currency)}. No refund applies less than 12 hours before the start.`,
  });
}
