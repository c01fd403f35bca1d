import { parseWithValibot } from "@conform-to/valibot";
import { Button, Field, Heading, PayoutAccountPanel, Select, Stack, Text } from "@gymroam/design-system";
import { eq } from "drizzle-orm";
import { data, Form, redirect, useLoaderData } from "react-router";
import * as v from "valibot";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { StatementView } from "~/components/statement";
import { getWorker } from "~/context.server";
import { getDb } from "~/db/client.server";
import { gyms } from "~/db/schema";
import { DEFAULT_GYM_SHARE_PERCENT, monthOf, payoutAccountStatus } from "~/domain/ledger";
import { readForm } from "~/lib/form.server";
import { getAccount } from "~/middleware/account.server";
import { requireOwnedGym } from "~/middleware/partner.server";
import { partnerStatement } from "~/routes/+shared/partner-money.server";
import { caseContext } from "~/use-cases/context.server";
import { startPayoutOnboarding } from "~/use-cases/payouts.server";
import { FAILURE_STATUS } from "~/use-cases/result";
import type { Route } from "./+types/money";

/**
 * /partner/money?gym=&period=: a gym's money for its owner: the payout account (Stripe
 * Connect Express: not started, pending, enabled; set up from here), the balances from the ledger,
 * the month's statement (CSV at /partner/money.csv) and the payouts. The layout's middleware checked
 * the gym-owner role; requireOwnedGym checks this gym is theirs.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, gym, owned, period, now, statement } = await partnerStatement(request, context);
  const row = await db
    .select({
      accountId: gyms.paymentAccountId,
      enabled: gyms.payoutEnabled,
      percent: gyms.gymSharePercent,
    })
    .from(gyms)
    .where(eq(gyms.id, gym.id))
    .get();
  return data(
    {
      gym: { id: gym.id, name: gym.name, percent: row?.percent ?? DEFAULT_GYM_SHARE_PERCENT },
      gyms: owned.map((g) => ({ value: String(g.id), label: g.name })),
      account: payoutAccountStatus(row?.accountId ?? null, row?.enabled ?? false),
      statement,
      current: monthOf(now),
      csvHref: `/partner/money.csv?gym=${gym.id}&period=${period}`,
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

const PayoutSetupSchema = v.object({
  intent: v.literal("payouts"),
  gymId: v.pipe(v.string(), v.regex(/^\d{1,9}$/)),
});

/** "Set up payouts" for one of the owner's gyms: to Stripe's onboarding (or the test provider's page). */
export async function action({ request, context }: Route.ActionArgs) {
  const { config } = getWorker(context);
  const submission = parseWithValibot(await readForm(request), { schema: PayoutSetupSchema });
  if (submission.status !== "success") throw data("Unknown action", { status: 400 });
  const gym = await requireOwnedGym(context, submission.value.gymId);
  const row = await getDb(config.db)
    .select({ country: gyms.country })
    .from(gyms)
    .where(eq(gyms.id, gym.id))
    .get();
  const started = await startPayoutOnboarding(caseContext(config), {
    party: "gym",
    partyId: gym.id,
    email: getAccount(context).email,
    country: row?.country === "Australia" ? "AU" : "NZ",
    returnPath: `/partner/money?gym=${gym.id}`,
  });
  if (!started.ok) throw data(started.message, { status: FAILURE_STATUS[started.code] });
  return redirect(started.value.url);
}

export default function PartnerMoney() {
  const { gym, gyms: choices, account, statement, current, csvHref } = useLoaderData<typeof loader>();
  return (
    <Stack gap="lg">
      <Stack direction="row" justify="between" align="end" gap="md" className="flex-wrap">
        <div>
          <Heading level={2} size="lg">
            Money: {gym.name}
          </Heading>
          <Text size="sm" tone="muted">
            Your share is {gym.percent}% of each booking after refunds, earned when the booking is completed
            and paid weekly.
          </Text>
        </div>
        {choices.length > 1 ? (
          <Form method="get" className="flex items-end gap-2" aria-label="Choose a gym">
            <Field.Root id="money-gym">
              <Field.Label>Gym</Field.Label>
              <Select name="gym" options={choices} defaultValue={String(gym.id)} />
            </Field.Root>
            <Button type="submit" variant="secondary">
              Show
            </Button>
          </Form>
        ) : null}
      </Stack>
      <PayoutAccountPanel
        state={account}
        schedule="Paid weekly, every Monday (New Zealand time), for bookings completed the week before."
        action={
          <Form method="post">
            <input type="hidden" name="intent" value="payouts" />
            <input type="hidden" name="gymId" value={gym.id} />
            <Button type="submit">{account === "not_started" ? "Set up payouts" : "Continue setup"}</Button>
          </Form>
        }
      />
      <StatementView statement={statement} csvHref={csvHref} current={current} />
    </Stack>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
