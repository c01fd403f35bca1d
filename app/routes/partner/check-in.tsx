import { parseWithValibot } from "@conform-to/valibot";
import { Button, Field, Heading, Input, Select, Stack, Table, Text } from "@gymroam/design-system";
import { data, Form, useActionData, useLoaderData, useNavigation } from "react-router";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { getWorker } from "~/context.server";
import { getDb } from "~/db/client.server";
import { todayInZone } from "~/domain/dates";
import { CheckInSchema } from "~/domain/schemas/partner";
import { readForm } from "~/lib/form.server";
import { longDate } from "~/mail/format";
import { requireOwnedGym } from "~/middleware/partner.server";
import { checkInsOfDay } from "~/models/door.server";
import { ownerScope } from "~/routes/+shared/partner-scope.server";
import { redirectWithToast } from "~/session.server";
import { checkIn, doorTime } from "~/use-cases/check-in.server";
import { caseContext } from "~/use-cases/context.server";
import { FAILURE_STATUS } from "~/use-cases/result";
import type { Route } from "./+types/check-in";
import { Scanner } from "./scanner";

/**
 * /partner/check-in?gym=: the front desk. The form takes a pass (what the camera
 * reads), a typed booking reference or a pass's desk code and posts to this action, so it works without JavaScript; the
 * scanner (camera, BarcodeDetector or jsQR, loaded only here) fills the same form and submits
 * it. The use case (app/use-cases/check-in.server.ts) is the one POST /api/partner/check-in calls.
 */

export function meta() {
  return [{ title: "Check-in | Partner console" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { config } = getWorker(context);
  const scope = await ownerScope(context, request);
  const gym = scope.selected[0];
  if (!gym) throw data("You have no gym to check athletes in at yet.", { status: 404 });
  const today = todayInZone(gym.timeZone, Date.now());
  const checkIns = await checkInsOfDay(getDb(config.db), gym.id, today);
  return data(
    {
      gym: { id: gym.id, name: gym.name },
      gymOptions:
        scope.gyms.length > 1 ? scope.gyms.map((g) => ({ value: String(g.id), label: g.name })) : null,
      todayLabel: longDate(today),
      checkIns: checkIns.map((c) => ({
        id: c.id,
        reference: c.reference,
        athleteName: c.athleteName,
        athletes: c.athletes,
        startTime: c.startTime,
        at: c.checkedInAt ? doorTime(c.checkedInAt.getTime(), gym.timeZone).split(" on ")[0] : "",
      })),
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  const worker = getWorker(context);
  const form = await readForm(request);
  const submission = parseWithValibot(form, { schema: CheckInSchema });
  if (submission.status !== "success") {
    const message =
      Object.values(submission.error ?? {}).flat()[0] ?? "Scan a pass or type a booking reference.";
    return data({ message, code: String(form.get("code") ?? "") }, { status: 400 });
  }
  const gym = await requireOwnedGym(context, String(submission.value.gymId));
  const scope = await ownerScope(context, request);
  const result = await checkIn(caseContext(worker.config), {
    ownerId: scope.ownerId,
    gymId: gym.id,
    code: submission.value.code,
  });
  if (!result.ok)
    return data(
      { message: result.message, code: submission.value.code },
      { status: FAILURE_STATUS[result.code] },
    );
  const b = result.value;
  return redirectWithToast(worker.config, request, `/partner/check-in?gym=${gym.id}`, {
    title: `Checked in: ${b.athleteName}`,
    description: `${b.reference} · ${b.athletes} ${b.athletes === 1 ? "athlete" : "athletes"} · ${b.startTime}–${b.endTime}`,
  });
}

export default function PartnerCheckIn() {
  const page = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  return (
    <Stack gap="lg">
      <Stack gap="sm">
        <Heading level={2} size="lg">
          Check-in
        </Heading>
        <Text tone="muted">
          {page.gym.name} · {page.todayLabel}
        </Text>
      </Stack>
      {page.gymOptions ? (
        <Form method="get" className="flex flex-wrap items-end gap-3">
          <Field.Root id="check-in-gym">
            <Field.Label>Gym</Field.Label>
            <Select name="gym" defaultValue={String(page.gym.id)} options={page.gymOptions} />
          </Field.Root>
          <Button type="submit" variant="secondary">
            Switch gym
          </Button>
        </Form>
      ) : null}
      <div className="grid gap-6 lg:grid-cols-2">
        <Form
          method="post"
          id="check-in-form"
          className="flex flex-col gap-3"
          aria-labelledby="check-in-form-heading"
        >
          <Heading level={3} size="sm" id="check-in-form-heading">
            Check in by reference
          </Heading>
          <input type="hidden" name="gymId" value={page.gym.id} />
          <Field.Root id="check-in-code" errors={actionData?.message ? [actionData.message] : undefined}>
            <Field.Label>Pass or booking reference</Field.Label>
            <Field.Description>
              Type the reference the athlete gives you, e.g. GR-7K3P9Q, or the six-digit desk code on their
              pass.
            </Field.Description>
            <Input
              name="code"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              defaultValue={actionData?.code ?? ""}
              // A new check-in (the list grows) empties the field for the next athlete.
              key={`${actionData?.code ?? ""}:${page.checkIns.length}`}
            />
            <Field.Error />
          </Field.Root>
          <Button type="submit" disabled={busy} className="self-start">
            Check in
          </Button>
        </Form>
        <Scanner formId="check-in-form" />
      </div>
      <section aria-labelledby="check-ins-heading" className="flex flex-col gap-3">
        <Heading level={3} size="sm" id="check-ins-heading">
          Checked in today
        </Heading>
        {page.checkIns.length === 0 ? (
          <Text tone="muted">Nobody checked in yet today.</Text>
        ) : (
          <Table.Root caption="Checked in today, latest first">
            <Table.Header>
              <Table.Row>
                <Table.Head>At</Table.Head>
                <Table.Head>Athlete</Table.Head>
                <Table.Head>Reference</Table.Head>
                <Table.Head>Booked from</Table.Head>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {page.checkIns.map((c) => (
                <Table.Row key={c.id}>
                  <Table.Cell>{c.at}</Table.Cell>
                  <Table.Cell>
                    {c.athleteName} ({c.athletes})
                  </Table.Cell>
                  <Table.Cell className="font-mono">{c.reference}</Table.Cell>
                  <Table.Cell>{c.startTime}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        )}
      </section>
    </Stack>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
