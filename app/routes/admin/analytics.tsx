import { parseWithValibot } from "@conform-to/valibot";
import { Button, Card, Heading, Stack, Table, Text } from "@gymroam/design-system";
import { data, Form, useActionData, useLoaderData, useNavigation } from "react-router";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { getWorker } from "~/context.server";
import { GYM_APPLICATION_PATH } from "~/domain/analytics";
import { localDateTime, OPERATOR_TIME_ZONE } from "~/domain/dates";
import { ANALYTICS_MESSAGES, AnalyticsRefreshSchema } from "~/domain/schemas/analytics";
import { ADMIN_HEADERS } from "~/lib/admin.server";
import { readForm } from "~/lib/form.server";
import { readAnalytics, rollupAnalytics } from "~/models/analytics.server";
import { redirectWithToast } from "~/session.server";
import type { Route } from "./+types/analytics";

/**
 * An instant in the operator's zone like the admin's other lists ("2026-11-25 08:30 NZDT"), formatted
 * on the server so SSR and hydration agree.
 */
function operatorTime(ms: number): string {
  return localDateTime(ms, OPERATOR_TIME_ZONE);
}

/**
 * /admin/analytics: the last 24 hours of visitor analytics, read from the KV rollup the scheduled
 * job writes each minute (computed and stored once when none exists yet).
 */
export async function loader({ context }: Route.LoaderArgs) {
  const worker = getWorker(context);
  const snapshot = await readAnalytics(worker.config, Date.now());
  return data(
    {
      gymApplicationPath: GYM_APPLICATION_PATH,
      asOf: operatorTime(snapshot.computedAt),
      asOfIso: new Date(snapshot.computedAt).toISOString(),
      totalVisits: snapshot.totalVisits,
      uniqueIPs: snapshot.uniqueIPs,
      gymApplicationPageVisits: snapshot.gymApplicationPageVisits,
      popularPages: snapshot.popularPages,
      recentVisits: snapshot.recentVisits.map((visit, i) => ({
        ...visit,
        // Two views can share a path, time and visitor; the list is fixed per render.
        key: `${i}-${visit.timestamp}-${visit.ip}`,
        time: operatorTime(Date.parse(visit.timestamp)),
      })),
    },
    { headers: ADMIN_HEADERS },
  );
}

/** "Refresh now": runs the rollup at once (still at most one KV write a minute). */
export async function action({ request, context }: Route.ActionArgs) {
  const worker = getWorker(context);
  const submission = parseWithValibot(await readForm(request), { schema: AnalyticsRefreshSchema });
  if (submission.status !== "success")
    return data({ message: ANALYTICS_MESSAGES.unknownAction }, { status: 400, headers: ADMIN_HEADERS });
  const result = await rollupAnalytics(worker.config, Date.now());
  const toast =
    result.status === "too_soon"
      ? {
          title: "Already up to date",
          description: `These figures were computed less than a minute ago (${operatorTime(result.snapshot.computedAt)}). Refresh again in ${Math.max(1, Math.ceil(result.retryAfterMs / 1000))} seconds.`,
        }
      : result.status === "write_failed"
        ? {
            title: "Refresh failed",
            description: "The new figures could not be stored. Please try again in a minute.",
            variant: "destructive" as const,
          }
        : {
            title: "Analytics refreshed",
            description: `Figures as of ${operatorTime(result.snapshot.computedAt)}.`,
          };
  return redirectWithToast(worker.config, request, "/admin/analytics", toast, { headers: ADMIN_HEADERS });
}

export function headers() {
  return ADMIN_HEADERS;
}

const STATS = [
  { key: "totalVisits", label: "Total visits", hint: "Page views" },
  { key: "uniqueIPs", label: "Unique visitors", hint: "Distinct hashed IP addresses" },
  { key: "gymApplicationPageVisits", label: "Gym application page visits", hint: undefined },
] as const;

export default function AdminAnalytics() {
  const figures = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const refreshing = navigation.state === "submitting" && navigation.formAction === "/admin/analytics";
  return (
    <section aria-labelledby="analytics-heading" className="flex min-w-0 flex-col gap-6">
      <Stack direction="row" justify="between" align="end" gap="md" className="flex-wrap">
        <div>
          <Heading level={2} size="md" id="analytics-heading">
            Analytics
          </Heading>
          <Text tone="muted" size="sm" data-testid="analytics-as-of">
            Last 24 hours, as of <time dateTime={figures.asOfIso}>{figures.asOf}</time>
          </Text>
        </div>
        <Form method="post" action="/admin/analytics">
          <input type="hidden" name="intent" value="refresh" />
          <Button type="submit" variant="secondary" loading={refreshing}>
            {refreshing ? "Refreshing..." : "Refresh now"}
          </Button>
        </Form>
      </Stack>
      {actionData?.message ? (
        <p role="alert" className="font-medium text-danger-fg">
          {actionData.message}
        </p>
      ) : null}

      <ul aria-label="Figures for the last 24 hours" className="grid gap-4 sm:grid-cols-3">
        {STATS.map((stat) => (
          <li key={stat.key}>
            <Card.Root className="h-full">
              <Card.Content className="flex flex-col gap-1 pt-5">
                <Text size="sm" tone="muted">
                  {stat.label}
                </Text>
                <p className="text-3xl font-bold tabular-nums" data-stat={stat.key}>
                  {figures[stat.key]}
                </p>
                <Text size="xs" tone="muted">
                  {stat.hint ?? `Views of ${figures.gymApplicationPath}`}
                </Text>
              </Card.Content>
            </Card.Root>
          </li>
        ))}
      </ul>

      <div className="grid min-w-0 gap-6 lg:grid-cols-2">
        <Table.Root caption="Popular pages (top 10)">
          <Table.Header>
            <Table.Row>
              <Table.Head>Page</Table.Head>
              <Table.Head className="text-right">Views</Table.Head>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {figures.popularPages.length === 0 ? (
              <Table.Row>
                <Table.Cell colSpan={2} className="py-6 text-center text-fg-muted">
                  No page views in the last 24 hours.
                </Table.Cell>
              </Table.Row>
            ) : (
              figures.popularPages.map((page) => (
                <Table.Row key={page.path} data-popular-path={page.path}>
                  <Table.Cell className="whitespace-nowrap font-mono">{page.path}</Table.Cell>
                  <Table.Cell className="text-right tabular-nums">{page.count}</Table.Cell>
                </Table.Row>
              ))
            )}
          </Table.Body>
        </Table.Root>

        <Table.Root caption="Recent visits (latest 20)">
          <Table.Header>
            <Table.Row>
              <Table.Head>Page</Table.Head>
              <Table.Head>Time</Table.Head>
              <Table.Head>Visitor</Table.Head>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {figures.recentVisits.length === 0 ? (
              <Table.Row>
                <Table.Cell colSpan={3} className="py-6 text-center text-fg-muted">
                  No visits yet.
                </Table.Cell>
              </Table.Row>
            ) : (
              figures.recentVisits.map((visit) => (
                <Table.Row key={visit.key}>
                  <Table.Cell className="whitespace-nowrap font-mono">{visit.path}</Table.Cell>
                  <Table.Cell className="whitespace-nowrap">
                    <time dateTime={visit.timestamp}>{visit.time}</time>
                  </Table.Cell>
                  <Table.Cell className="font-mono">{visit.ip}</Table.Cell>
                </Table.Row>
              ))
            )}
          </Table.Body>
        </Table.Root>
      </div>
      <Text size="sm" tone="muted">
        IP addresses are never stored: a visitor is shown as the first characters of a salted hash of their
        address. Bots, the API and the admin area are not counted.
      </Text>
    </section>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
