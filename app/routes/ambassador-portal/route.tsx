import {
  Badge,
  Button,
  Card,
  Container,
  EmptyState,
  Field,
  formatPrice,
  Heading,
  Input,
  MoneyFigures,
  PayoutAccountPanel,
  Stack,
  Text,
} from "@gymroam/design-system";
import { data, Form, Link, useLoaderData } from "react-router";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { ShareButton } from "~/components/share-button";
import { BRAND } from "~/config/brand";
import { getWorker } from "~/context.server";
import {
  COMMISSION_EARNING_DAYS,
  COMMISSION_PERCENT,
  formatNzd,
  MIN_PAYOUT_CENTS,
} from "~/domain/ambassador";
import { verifyExpiringLink } from "~/lib/signed-link.server";
import { ambassadorPortalData } from "~/routes/+shared/ambassador-portal.server";
import { parseId } from "~/routes/+shared/api.server";
import type { Route } from "./+types/route";

const INVALID =
  "This portal link is not valid: it has expired, the code was revoked, or it was changed. Sign in with your e-mail to see your ambassador page, or contact the team.";

/** A portal link works while it has not expired (30 days) and its code is active: a revoked code's links die. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { config } = getWorker(context);
  const codeId = parseId(params.codeId);
  const now = Date.now();
  const valid =
    codeId !== undefined &&
    (await verifyExpiringLink(
      config.sessionSecrets,
      "ambassador-portal",
      codeId,
      params.signature ?? "",
      now,
    ));
  if (!valid || codeId === undefined) return data({ ambassador: null }, { status: 404 });
  return ambassadorPortalData(config, codeId, now, { activeOnly: true });
}

export function meta() {
  return [{ title: `Ambassador portal | ${BRAND.name}` }, { name: "robots", content: "noindex" }];
}

const STATUS_LABEL: Record<string, string> = {
  pending: "Pending",
  earned: "Earned",
  paid: "Paid",
  void: "Void",
};

export default function AmbassadorPortal() {
  const loaderData = useLoaderData<typeof loader>();
  if (!loaderData.ambassador)
    return (
      <Container className="py-16">
        <EmptyState title="Portal link not valid" description={INVALID} />
      </Container>
    );
  const { ambassador, entries, payouts, totals } = loaderData as Extract<
    typeof loaderData,
    { entries: unknown }
  >;
  return (
    <Container className="py-8">
      <Stack gap="lg">
        <div>
          <Heading level={1}>Kia ora {ambassador.name}</Heading>
          <Text tone="muted">
            Your ambassador portal: {COMMISSION_PERCENT}% of every confirmed booking made with your code or
            link, earned {COMMISSION_EARNING_DAYS} days after the visit, paid monthly from{" "}
            {formatNzd(MIN_PAYOUT_CENTS)}.
          </Text>
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <Card.Root>
            <Card.Header>
              <Heading level={2} size="sm">
                Your code
              </Heading>
            </Card.Header>
            <Card.Content>
              <p className="font-mono text-2xl font-bold">{ambassador.code}</p>
              {!ambassador.isActive ? <Badge variant="cancelled">Inactive</Badge> : null}
            </Card.Content>
          </Card.Root>
          <Card.Root>
            <Card.Header>
              <Heading level={2} size="sm">
                Your link
              </Heading>
            </Card.Header>
            <Card.Content className="flex flex-col gap-2">
              <p className="break-all font-mono text-sm">{ambassador.link}</p>
              <ShareButton
                path={`/?ref=${encodeURIComponent(ambassador.code)}`}
                title={`${BRAND.name} with ${ambassador.code}`}
                label="Share your link"
              />
            </Card.Content>
          </Card.Root>
        </div>
        <PayoutAccountPanel
          state={ambassador.payoutAccount}
          schedule={`Paid monthly on the 15th (New Zealand time) once you have ${formatNzd(MIN_PAYOUT_CENTS)} or A$50 earned, by transfer to your bank.`}
          action={
            ambassador.signedIn ? (
              <Form method="post" action="/ambassador">
                <input type="hidden" name="intent" value="payouts" />
                <Button type="submit">
                  {ambassador.payoutAccount === "not_started" ? "Set up payouts" : "Continue setup"}
                </Button>
              </Form>
            ) : (
              <Text size="sm" tone="muted">
                <Link to="/sign-in?next=%2Fambassador" className="text-link underline">
                  Sign in
                </Link>{" "}
                with your approved e-mail to set up payouts and download statements.
              </Text>
            )
          }
        />
        <section aria-labelledby="earnings" className="flex flex-col gap-3">
          <Heading level={2} id="earnings" size="md">
            Earnings
          </Heading>
          {totals.length === 0 ? (
            <Text tone="muted">No referred bookings yet. Share your link to start earning.</Text>
          ) : (
            <div className="grid gap-4 lg:grid-cols-2">
              {totals.map((t) => (
                <MoneyFigures
                  key={t.currency}
                  headingLevel={3}
                  title={`Your earnings in ${t.currency}`}
                  currency={t.currency}
                  figures={[
                    {
                      label: "Pending",
                      cents: t.pending,
                      hint: `Earned ${COMMISSION_EARNING_DAYS} days after the visit`,
                    },
                    { label: "Earned", cents: t.earned },
                    { label: "Paid out", cents: t.paid, strong: true },
                    { label: "Owed now", cents: t.owed, hint: "Paid on the next 15th from the minimum" },
                  ]}
                />
              ))}
            </div>
          )}
          {ambassador.signedIn ? (
            <Form
              method="get"
              action="/ambassador/statement.csv"
              reloadDocument
              className="flex flex-wrap items-end gap-2"
              aria-label="Download a statement"
            >
              <Field.Root id="ambassador-statement-period">
                <Field.Label>Statement month</Field.Label>
                <Input
                  name="period"
                  type="month"
                  defaultValue={ambassador.currentMonth}
                  max={ambassador.currentMonth}
                />
              </Field.Root>
              <Button type="submit" variant="outline">
                Download CSV
              </Button>
            </Form>
          ) : null}
        </section>
        <section aria-labelledby="referred">
          <Heading level={2} id="referred" size="md">
            Referred bookings and ledger
          </Heading>
          {entries.length === 0 ? (
            <Text tone="muted">Nothing here yet.</Text>
          ) : (
            <div className="mt-2 overflow-x-auto">
              <table className="w-full text-left text-sm">
                <thead>
                  <tr className="border-b border-border">
                    <th scope="col" className="py-2 pr-3">
                      Visit date
                    </th>
                    <th scope="col" className="py-2 pr-3">
                      Entry
                    </th>
                    <th scope="col" className="py-2 pr-3">
                      Status
                    </th>
                    <th scope="col" className="py-2 pr-3">
                      Earned on
                    </th>
                    <th scope="col" className="py-2 text-right">
                      Amount
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {entries.map((e) => (
                    <tr key={e.id} className="border-b border-border">
                      <td className="py-2 pr-3">{e.bookingDate}</td>
                      <td className="py-2 pr-3">{e.kind === "accrual" ? "Commission" : "Clawback"}</td>
                      <td className="py-2 pr-3">{STATUS_LABEL[e.status] ?? e.status}</td>
                      <td className="py-2 pr-3">{e.earnAt ?? "After the visit"}</td>
                      <td className="py-2 text-right">{formatPrice(e.amountCents, e.currency)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </section>
        <section aria-labelledby="payouts">
          <Heading level={2} id="payouts" size="md">
            Payouts
          </Heading>
          {payouts.length === 0 ? (
            <Text tone="muted">
              No payouts yet: earned commission is paid on the 15th once it reaches{" "}
              {formatNzd(MIN_PAYOUT_CENTS)}.
            </Text>
          ) : (
            <ul className="mt-2 flex flex-col gap-1 text-sm">
              {payouts.map((p) => (
                <li key={p.id} data-payout-status={p.status}>
                  {p.period}: {formatPrice(p.amountCents, p.currency, { cents: "always" })} ·{" "}
                  {p.status === "paid"
                    ? "Paid"
                    : p.status === "held"
                      ? `Held: ${p.holdReason ?? ""}`
                      : p.status === "failed"
                        ? "Transfer failed, retrying"
                        : "Scheduled"}
                </li>
              ))}
            </ul>
          )}
        </section>
      </Stack>
    </Container>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
