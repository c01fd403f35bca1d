/**
 * The admin's money decisions: refunding all or part of any paid booking, and
 * setting a gym's split. A refund shows the cancellation policy's amount; anything else needs a
 * reason, written to the audit log with the refund. The money goes back first (the refund's
 * idempotency key is the booking plus what was refunded before, so a double submit refunds once),
 * then the booking, the ledger (refund entry, the split's adjustment when the gym's share was already
 * booked) and the audit row are written in one batch. Refunding all of it cancels the booking: the
 * commission is voided, or clawed back when it was already earned.
 */
import { and, eq, sql } from "drizzle-orm";
import { bookings, gyms } from "~/db/schema";
import { checkAdminRefund } from "~/domain/ledger";
import { refundQuote } from "~/domain/policies";
import { auditIfChanged } from "~/models/audit.server";
import { reverseCommission } from "~/models/commission.server";
import { ledgerOnAdminRefund } from "~/models/ledger.server";
import { PAYMENTS_NOT_CONFIGURED } from "~/payments/provider.server";
import type { UseCaseContext } from "./context.server";
import { fail, ok, type Result } from "./result";

export const ADMIN_MONEY_MESSAGES = {
  bookingNotFound: "Booking not found.",
  notPaid: "Only a paid booking can be refunded.",
  changed: "The booking changed while you were refunding it. Check it and try again.",
  refundFailed: (reason: string) => `The refund did not go through (${reason}). Nothing was changed.`,
  gymNotFound: "Gym not found.",
} as const;

export interface RefundView {
  id: number;
  reference: string;
  status: string;
  currency: "NZD" | "AUD";
  totalCents: number;
  refundedCents: number;
  /** What the cancellation policy gives back now, less what was refunded. */
  policyCents: number;
  paid: boolean;
}

/** A booking as the refund form shows it, with the policy's amount. */
export async function refundView(ctx: UseCaseContext, bookingId: number): Promise<RefundView | undefined> {
  const row = await ctx.db
    .select({
      id: bookings.id,
      reference: bookings.reference,
      status: bookings.status,
      currency: bookings.currency,
      totalCents: bookings.totalCents,
      refundCents: bookings.refundCents,
      startsAt: bookings.startsAt,
      confirmedAt: bookings.confirmedAt,
      paymentIntentId: bookings.paymentIntentId,
    })
    .from(bookings)
    .where(eq(bookings.id, bookingId))
    .get();
  if (!row) return undefined;
  const policy = Math.max(0, refundQuote(row, ctx.now) - row.refundCents);
  return {
    id: row.id,
    reference: row.reference,
    status: row.status,
    currency: row.currency,
    totalCents: row.totalCents,
    refundedCents: row.refundCents,
    policyCents: policy,
    paid: row.confirmedAt !== null && row.paymentIntentId !== null,
  };
}

export async function refundBookingByAdmin(
  ctx: UseCaseContext,
  input: { bookingId: number; amountCents: number; reason: string | undefined; actor: string },
): Promise<Result<{ refundedCents: number; cancelled: boolean }, "amountCents" | "reason">> {
  const { db, provider, now } = ctx;
  const view = await refundView(ctx, input.bookingId);
  if (!view) return fail("not_found", ADMIN_MONEY_MESSAGES.bookingNotFound);
  if (!view.paid || view.refundedCents >= view.totalCents)
    return fail("conflict", ADMIN_MONEY_MESSAGES.notPaid);
  const problem = checkAdminRefund({
    totalCents: view.totalCents,
    refundedCents: view.refundedCents,
    amountCents: input.amountCents,
    policyCents: view.policyCents,
    reason: input.reason,
  });
  if (problem)
    return fail("invalid", problem, { field: problem.includes("reason") ? "reason" : "amountCents" });
  if (provider.name === "unconfigured") return fail("unavailable", PAYMENTS_NOT_CONFIGURED);
  const intent = await db
    .select({ paymentIntentId: bookings.paymentIntentId })
    .from(bookings)
    .where(eq(bookings.id, view.id))
    .get();
  if (!intent?.paymentIntentId) return fail("conflict", ADMIN_MONEY_MESSAGES.notPaid);
  const refundKey = `admin-${view.refundedCents}`;
  const refund = await provider.refund(
    intent.paymentIntentId,
    input.amountCents,
    `refund-${view.reference}-${refundKey}`,
  );
  if (!refund.ok) return fail("provider_error", ADMIN_MONEY_MESSAGES.refundFailed(refund.message));
  const refundedAfter = view.refundedCents + input.amountCents;
  const cancels = refundedAfter === view.totalCents && view.status !== "cancelled";
  const [updated] = await db.batch([
    db
      .update(bookings)
      .set({
        refundCents: refundedAfter,
        ...(cancels ? { status: "cancelled" as const, cancelledAt: new Date(now), holdExpiresAt: null } : {}),
      })
      .where(and(eq(bookings.id, view.id), eq(bookings.refundCents, view.refundedCents)))
      .returning({ id: bookings.id }),
    auditIfChanged(db, {
      actor: input.actor,
      action: input.amountCents === view.policyCents ? "refund" : "refund_override",
      subjectType: "booking",
      subjectId: view.id,
      before: { status: view.status, refundCents: view.refundedCents, policyCents: view.policyCents },
      after: {
        status: cancels ? "cancelled" : view.status,
        refundCents: refundedAfter,
        amountCents: input.amountCents,
        reason: input.reason?.trim() || null,
        refundId: refund.refundId,
      },
    }),
    ...reverseCommission(db, view.id, now),
    ...ledgerOnAdminRefund(db, {
      bookingId: view.id,
      refundKey,
      amountCents: input.amountCents,
      refundedAfter,
      now,
    }),
  ]);
  if (updated.length === 0) return fail("conflict", ADMIN_MONEY_MESSAGES.changed);
  return ok({ refundedCents: refundedAfter, cancelled: cancels });
}

/** The admin sets a gym's split (bookings paid from now on use it), with its audit row. */
export async function setGymSplit(
  ctx: UseCaseContext,
  input: { gymId: number; percent: number; actor: string },
): Promise<Result<{ gymId: number; percent: number }, "percent">> {
  if (!Number.isInteger(input.percent) || input.percent < 0 || input.percent > 100)
    return fail("invalid", "Enter a whole percentage from 0 to 100.", { field: "percent" });
  const gym = await ctx.db
    .select({ id: gyms.id, percent: gyms.gymSharePercent })
    .from(gyms)
    .where(eq(gyms.id, input.gymId))
    .get();
  if (!gym) return fail("not_found", ADMIN_MONEY_MESSAGES.gymNotFound);
  await ctx.db.batch([
    ctx.db
      .update(gyms)
      .set({ gymSharePercent: input.percent })
      .where(and(eq(gyms.id, gym.id), sql`${gyms.gymSharePercent} <> ${input.percent}`)),
    auditIfChanged(ctx.db, {
      actor: input.actor,
      action: "gym_split",
      subjectType: "gym",
      subjectId: gym.id,
      before: { gymSharePercent: gym.percent },
      after: { gymSharePercent: input.percent },
    }),
  ]);
  return ok({ gymId: gym.id, percent: input.percent });
}
