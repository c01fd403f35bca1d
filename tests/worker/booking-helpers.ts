/**
 * The booking use cases as the worker tests call them: a context with the test's own clock and
 * provider, and each result in the shape the tests read (ok, the booking or the status and message).
 */
import { eq } from "drizzle-orm";
import { ambassadorCodes } from "~/db/schema";
import type { BookingDetails } from "~/domain/schemas/booking";
import type { BookingGym } from "~/models/booking-gym.server";
import type { BookingRow } from "~/models/booking-read.server";
import type { PaymentProvider } from "~/payments/provider.server";
import { TestProvider } from "~/payments/test-provider.server";
import { bookGym } from "~/use-cases/book-gym.server";
import { cancelBooking as cancelUseCase } from "~/use-cases/cancel-booking.server";
import type { UseCaseContext } from "~/use-cases/context.server";
import { payBooking as payUseCase } from "~/use-cases/pay-booking.server";
import { FAILURE_STATUS } from "~/use-cases/result";
import { config, db } from "./helpers";

export function testContext(now: number, provider: PaymentProvider = new TestProvider()): UseCaseContext {
  return { config: config(), db: db(), now, provider };
}

type Db = ReturnType<typeof db>;

/** bookGym for a visitor, with an optional ambassador code id (as a /?ref= visit would set). */
export async function createBooking(
  _db: Db,
  args: {
    userId: number;
    gym: BookingGym;
    input: Omit<BookingDetails, "phone" | "specialRequests" | "ambassadorCode"> & Partial<BookingDetails>;
    now: number;
    ambassadorCodeId?: number | null;
    replacesBookingId?: number;
    clientHash?: string | null;
  },
) {
  let referralCode: string | undefined;
  if (args.ambassadorCodeId) {
    const row = await db()
      .select({ code: ambassadorCodes.code })
      .from(ambassadorCodes)
      .where(eq(ambassadorCodes.id, args.ambassadorCodeId))
      .get();
    referralCode = row?.code;
  }
  const result = await bookGym(testContext(args.now), {
    actor: { visitorId: args.userId, clientHash: args.clientHash ?? null },
    details: { ...args.input, gymId: args.gym.id } as BookingDetails,
    referralCode,
    replacesBookingId: args.replacesBookingId,
  });
  if (result.ok) return { ok: true as const, booking: result.value };
  return {
    ok: false as const,
    status: FAILURE_STATUS[result.code],
    field: result.field,
    message: result.message,
    code: result.code,
  };
}

export async function payBooking(
  _db: Db,
  provider: PaymentProvider,
  booking: Pick<BookingRow, "id" | "athleteId">,
  paymentMethod: string,
  now: number,
) {
  const result = await payUseCase(testContext(now, provider), {
    access: { userId: booking.athleteId, linkedIds: [booking.id] },
    bookingId: booking.id,
    paymentMethod,
  });
  if (result.ok) return { ok: true as const, ...result.value };
  return { ok: false as const, status: FAILURE_STATUS[result.code], message: result.message };
}

/** A booking made and paid with the test card, as the pass and check-in tests start. */
export async function paidBooking(args: Parameters<typeof createBooking>[1]) {
  const made = await createBooking(db(), args);
  if (!made.ok) throw new Error(made.message);
  const paid = await payBooking(
    db(),
    new TestProvider(),
    { id: made.booking.id, athleteId: args.userId },
    "pm_card_visa",
    args.now,
  );
  if (!paid.ok) throw new Error(paid.message);
  return made.booking;
}

export async function cancelBooking(
  _db: Db,
  provider: PaymentProvider,
  booking: Pick<BookingRow, "id" | "athleteId">,
  now: number,
) {
  const result = await cancelUseCase(testContext(now, provider), {
    access: { userId: booking.athleteId, linkedIds: [booking.id] },
    bookingId: booking.id,
  });
  if (result.ok)
    return { ok: true as const, refundCents: result.value.refundCents, currency: result.value.currency };
  return { ok: false as const, status: FAILURE_STATUS[result.code], message: result.message };
}
