import { parseWithValibot } from "@conform-to/valibot";
import {
  Alert,
  Button,
  type Currency,
  Field,
  formatPrice,
  Heading,
  Input,
  MoneyFigures,
  Select,
  Stack,
  Text,
} from "@gymroam/design-system";
import { desc, eq, or, sql } from "drizzle-orm";
import { lazy } from "react";
import { data, Form, Link, useLoaderData } from "react-router";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { getWorker } from "~/context.server";
import { bookings, gyms } from "~/db/schema";
import { DEFAULT_GYM_SHARE_PERCENT, monthBounds, monthOf } from "~/domain/ledger";
import { AdminRefundSchema, GymSplitSchema, MONEY_FORM_MESSAGES, parsePeriod } from "~/domain/schemas/money";
import { ADMIN_HEADERS } from "~/lib/admin.server";
import { readForm } from "~/lib/form.server";
import { getAdmin } from "~/middleware/admin.server";
import { moneyFigures, reconcileLedger } from "~/models/ledger-reports.server";
import { pagePath } from "~/routes/+shared/api.server";
import { redirectWithToast } from "~/session.server";
import { refundBookingByAdmin, refundView, setGymSplit } from "~/use-cases/admin-money.server";
import { caseContext } from "~/use-cases/context.server";
import { FAILURE_STATUS } from "~/use-cases/result";
import type { Route } from "./+types/money";

// Conform and the form code load as the page hydrates, outside its first-load JavaScript; a
// client navigation shows the page once they have loaded too.
const loadMoneyForms = () => import("./money-forms");
const RefundSection = lazy(() => loadMoneyForms().then((m) => ({ default: m.RefundSection })));
const SplitSection = lazy(() => loadMoneyForms().then((m) => ({ default: m.SplitSection })));
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [
  async (_, next) => {
    await Promise.all([next(), loadMoneyForms()]);
  },
];

/**
 * /admin/money?period=YYYY-MM&booking=: the money view. Per currency: bookings, refunds,
 * platform fee, gym shares and commission written in the month, what is owed to gyms and ambassadors
 * now, and what was paid out; the reconciliation's differences; a refund form for any booking (the
 * policy's amount shown, any other amount needs a reason for the audit log); and the gym split.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { config } = getWorker(context);
  const ctx = caseContext(config);
  const params = new URL(request.url).searchParams;
  const current = monthOf(ctx.now);
  const period = parsePeriod(params, current);
  if (!period) throw data({ message: MONEY_FORM_MESSAGES.period }, { status: 400, headers: ADMIN_HEADERS });
  const lookup = (params.get("booking") ?? "").trim().slice(0, 40);
  let refund: Awaited<ReturnType<typeof refundView>> | null = null;
  let lookupMissing = false;
  if (lookup) {
    const row = await ctx.db
      .select({ id: bookings.id })
      .from(bookings)
      .where(
        /^\d{1,9}$/.test(lookup)
          ? or(eq(bookings.id, Number(lookup)), eq(bookings.reference, lookup))
          : eq(bookings.reference, lookup.toUpperCase()),
      )
      .get();
    refund = row ? ((await refundView(ctx, row.id)) ?? null) : null;
    lookupMissing = !refund;
  }
  const splits = await ctx.db
    .select({ id: gyms.id, name: gyms.name, percent: gyms.gymSharePercent })
    .from(gyms)
    .where(sql`${gyms.gymSharePercent} <> ${DEFAULT_GYM_SHARE_PERCENT}`)
    .orderBy(desc(gyms.id))
    .limit(50);
  return data(
    {
      period,
      current,
      figures: await moneyFigures(ctx.db, monthBounds(period)),
      differences: await reconcileLedger(ctx.db),
      lookup,
      lookupMissing,
      refund,
      splits,
    },
    { headers: ADMIN_HEADERS },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  const { config } = getWorker(context);
  const ctx = caseContext(config);
  const form = await readForm(request);
  const actor = getAdmin(context).name;
  if (form.get("intent") === "split") {
    const submission = parseWithValibot(form, { schema: GymSplitSchema });
    if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
    const set = await setGymSplit(ctx, {
      gymId: submission.value.gymId,
      percent: submission.value.percent,
      actor,
    });
    if (!set.ok)
      return data(
        { result: submission.reply({ formErrors: [set.message] }) },
        { status: FAILURE_STATUS[set.code] },
      );
    return redirectWithToast(config, request, pagePath(request), {
      title: "Split saved",
      description: `Gym ${set.value.gymId} now receives ${set.value.percent}% of bookings paid from now on.`,
    });
  }
  const submission = parseWithValibot(form, { schema: AdminRefundSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const refunded = await refundBookingByAdmin(ctx, {
    bookingId: submission.value.bookingId,
    amountCents: submission.value.amount,
    reason: submission.value.reason,
    actor,
  });
  if (!refunded.ok) {
    const field = refunded.field === "amountCents" ? "amount" : refunded.field;
    return data(
      {
        result: submission.reply(
          field ? { fieldErrors: { [field]: [refunded.message] } } : { formErrors: [refunded.message] },
        ),
      },
      { status: FAILURE_STATUS[refunded.code] },
    );
  }
  return redirectWithToast(config, request, pagePath(request), {
    title: refunded.value.cancelled ? "Refunded in full" : "Refund made",
    description: refunded.value.cancelled
      ? "The booking is refunded in full and cancelled; its commission is voided or clawed back."
      : "The refund is recorded in the ledger and the audit log.",
  });
}

export default function AdminMoney() {
  const { period, current, figures, differences, lookup, lookupMissing, refund, splits } =
    useLoaderData<typeof loader>();
  return (
    <section aria-labelledby="money-heading" className="flex min-w-0 flex-col gap-6">
      <Stack direction="row" justify="between" align="center" gap="md" className="flex-wrap">
        <Heading level={2} size="md" id="money-heading">
          Money
        </Heading>
        <Form method="get" className="flex items-end gap-2" aria-label="Choose a month">
          <Field.Root id="money-period">
            <Field.Label>Month</Field.Label>
            <Input name="period" type="month" defaultValue={period} max={current} />
          </Field.Root>
          <Button type="submit" variant="secondary">
            Show
          </Button>
        </Form>
      </Stack>

      {differences.length === 0 ? (
        <Alert variant="info" title="The books balance">
          The ledger matches every booking's charge and refunds, every split and every transfer.
        </Alert>
      ) : (
        <Alert variant="danger" title={`Reconciliation: ${differences.length} difference(s)`}>
          <ul className="mt-1 list-disc pl-5 text-sm">
            {differences.slice(0, 20).map((d) => (
              <li key={`${d.check}-${d.subject}`}>
                {d.subject}, {d.check}: ledger{" "}
                {formatPrice(d.actualCents, d.currency as Currency, { cents: "always" })}, expected{" "}
                {formatPrice(d.expectedCents, d.currency as Currency, { cents: "always" })}
              </li>
            ))}
          </ul>
        </Alert>
      )}

      {figures.length === 0 ? (
        <Text tone="muted">No money has moved yet.</Text>
      ) : (
        <div className="grid gap-4 lg:grid-cols-2">
          {figures.map((f) => (
            <MoneyFigures
              key={f.currency}
              title={`${f.currency}, ${period}`}
              currency={f.currency}
              figures={[
                { label: "Bookings", cents: f.bookingsCents, strong: true, hint: "Charged in the month" },
                { label: "Refunds", cents: f.refundsCents },
                { label: "Platform fee", cents: f.platformFeeCents, hint: "Kept after the gyms' share" },
                { label: "Owed to gyms", cents: f.owedToGymsCents, hint: "Now, not yet transferred" },
                {
                  label: "Owed to ambassadors",
                  cents: f.owedToAmbassadorsCents,
                  hint: "Now, earned or earning",
                },
                { label: "Paid out", cents: f.paidOutCents, hint: "Transfers in the month" },
              ]}
            />
          ))}
        </div>
      )}
      <Form
        method="get"
        action="/admin/statements"
        className="flex flex-wrap items-end gap-2"
        aria-label="Open a statement"
      >
        <Field.Root id="statement-party">
          <Field.Label>Statement for</Field.Label>
          <Select
            name="party"
            options={[
              { value: "gym", label: "Gym" },
              { value: "ambassador", label: "Ambassador code" },
            ]}
            defaultValue="gym"
          />
        </Field.Root>
        <Field.Root id="statement-id">
          <Field.Label>Id</Field.Label>
          <Input name="id" inputMode="numeric" className="w-28" required pattern="[0-9]+" />
        </Field.Root>
        <input type="hidden" name="period" value={period} />
        <Button type="submit" variant="secondary">
          Open statement
        </Button>
        <Button asChild variant="ghost">
          <Link to="/admin/payouts">Payout runs</Link>
        </Button>
      </Form>

      <RefundSection lookup={lookup} lookupMissing={lookupMissing} refund={refund} />
      <SplitSection splits={splits} />
    </section>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
