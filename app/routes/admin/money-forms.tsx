import { getFormProps, getInputProps, getTextareaProps, useForm } from "@conform-to/react";
import { getValibotConstraint, parseWithValibot } from "@conform-to/valibot";
import {
  Alert,
  Badge,
  BOOKING_STATUS_LABELS,
  Button,
  Card,
  Field,
  formatPrice,
  Input,
  Table,
  Text,
  Textarea,
} from "@gymroam/design-system";
import { Form, useActionData, type useLoaderData } from "react-router";
import { ConformField } from "~/components/conform-field";
import { DEFAULT_GYM_SHARE_PERCENT } from "~/domain/ledger";
import { CANCELLATION_POLICY } from "~/domain/policies";
import { AdminRefundSchema, GymSplitSchema } from "~/domain/schemas/money";
import type { action, loader } from "./money";

/** The money view's two forms (refund, gym split). */

const dollars = (cents: number) => (cents / 100).toFixed(2);

export function RefundSection({
  lookup,
  lookupMissing,
  refund,
}: {
  lookup: string;
  lookupMissing: boolean;
  refund: ReturnType<typeof useLoaderData<typeof loader>>["refund"];
}) {
  const lastResult = useActionData<typeof action>()?.result;
  const [form, fields] = useForm({
    id: "admin-refund",
    lastResult: lastResult?.initialValue?.intent === "refund" ? lastResult : undefined,
    constraint: getValibotConstraint(AdminRefundSchema),
    onValidate: ({ formData }) => parseWithValibot(formData, { schema: AdminRefundSchema }),
    shouldValidate: "onBlur",
  });
  return (
    <Card.Root>
      <Card.Header>
        <Card.Title asChild>
          <h3>Refund a booking</h3>
        </Card.Title>
        <Card.Description>
          Any paid booking, in full or in part. The cancellation policy's amount needs no reason; any other
          amount is an override and its reason goes to the audit log.
        </Card.Description>
      </Card.Header>
      <Card.Content className="flex flex-col gap-4">
        <Form method="get" className="flex flex-wrap items-end gap-2" aria-label="Find a booking to refund">
          <Field.Root id="refund-lookup">
            <Field.Label>Booking id or reference</Field.Label>
            <Input name="booking" defaultValue={lookup} maxLength={40} placeholder="GR-7K3P9Q" />
          </Field.Root>
          <Button type="submit" variant="secondary">
            Find
          </Button>
        </Form>
        {lookupMissing ? <Alert variant="danger" title="No booking with that id or reference." /> : null}
        {refund ? (
          <div className="flex flex-col gap-3" data-testid="refund-booking">
            <dl className="grid grid-cols-2 gap-2 text-sm sm:grid-cols-4">
              <div>
                <dt className="text-fg-muted">Booking</dt>
                <dd className="font-mono">{refund.reference}</dd>
              </div>
              <div>
                <dt className="text-fg-muted">Status</dt>
                <dd>
                  <Badge variant={refund.status as "confirmed"}>
                    {BOOKING_STATUS_LABELS[refund.status as "confirmed"]}
                  </Badge>
                </dd>
              </div>
              <div>
                <dt className="text-fg-muted">Paid / refunded</dt>
                <dd>
                  {formatPrice(refund.totalCents, refund.currency, { cents: "always" })} /{" "}
                  {formatPrice(refund.refundedCents, refund.currency, { cents: "always" })}
                </dd>
              </div>
              <div>
                <dt className="text-fg-muted">Policy gives now</dt>
                <dd data-testid="policy-amount">
                  {formatPrice(refund.policyCents, refund.currency, { cents: "always" })}
                </dd>
              </div>
            </dl>
            <ul className="list-disc pl-5 text-xs text-fg-muted">
              {CANCELLATION_POLICY.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
            {refund.paid && refund.refundedCents < refund.totalCents ? (
              <Form
                method="post"
                {...getFormProps(form)}
                className="grid gap-3 sm:grid-cols-[12rem_1fr_auto] sm:items-start"
              >
                <input type="hidden" name="intent" value="refund" />
                <input type="hidden" name="bookingId" value={refund.id} />
                <ConformField meta={fields.amount} label={`Amount (${refund.currency})`} required>
                  <Input
                    {...getInputProps(fields.amount, { type: "text" })}
                    inputMode="decimal"
                    defaultValue={dollars(refund.policyCents || refund.totalCents - refund.refundedCents)}
                  />
                </ConformField>
                <ConformField meta={fields.reason} label="Reason (needed for an override)">
                  <Textarea {...getTextareaProps(fields.reason)} rows={2} />
                </ConformField>
                <Button type="submit" className="sm:mt-6">
                  Refund
                </Button>
                {form.errors ? (
                  <p className="text-sm text-danger-fg sm:col-span-3" role="alert">
                    {form.errors.join(" ")}
                  </p>
                ) : null}
              </Form>
            ) : (
              <Text tone="muted">Nothing left to refund on this booking.</Text>
            )}
          </div>
        ) : null}
      </Card.Content>
    </Card.Root>
  );
}

export function SplitSection({ splits }: { splits: { id: number; name: string; percent: number }[] }) {
  const lastResult = useActionData<typeof action>()?.result;
  const [form, fields] = useForm({
    id: "gym-split",
    lastResult: lastResult?.initialValue?.intent === "split" ? lastResult : undefined,
    constraint: getValibotConstraint(GymSplitSchema),
    onValidate: ({ formData }) => parseWithValibot(formData, { schema: GymSplitSchema }),
    shouldValidate: "onBlur",
  });
  return (
    <Card.Root>
      <Card.Header>
        <Card.Title asChild>
          <h3>Gym split</h3>
        </Card.Title>
        <Card.Description>
          Every gym receives {DEFAULT_GYM_SHARE_PERCENT}% of each booking unless set here; the platform keeps
          the rest and pays card fees and commission from it. A new split applies to bookings paid from now
          on.
        </Card.Description>
      </Card.Header>
      <Card.Content className="flex flex-col gap-4">
        <Form method="post" {...getFormProps(form)} className="flex flex-wrap items-start gap-3">
          <input type="hidden" name="intent" value="split" />
          <ConformField meta={fields.gymId} label="Gym id" required>
            <Input {...getInputProps(fields.gymId, { type: "text" })} inputMode="numeric" className="w-28" />
          </ConformField>
          <ConformField meta={fields.percent} label="Gym's share (%)" required>
            <Input
              {...getInputProps(fields.percent, { type: "text" })}
              inputMode="numeric"
              className="w-28"
            />
          </ConformField>
          <Button type="submit" variant="secondary" className="mt-6">
            Save split
          </Button>
          {form.errors ? (
            <p className="w-full text-sm text-danger-fg" role="alert">
              {form.errors.join(" ")}
            </p>
          ) : null}
        </Form>
        {splits.length > 0 ? (
          <Table.Root caption="Gyms with their own split">
            <Table.Header>
              <Table.Row>
                <Table.Head>Gym</Table.Head>
                <Table.Head>Gym's share</Table.Head>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {splits.map((s) => (
                <Table.Row key={s.id}>
                  <Table.Cell>
                    {s.name} <span className="text-xs text-fg-muted">(gym {s.id})</span>
                  </Table.Cell>
                  <Table.Cell>{s.percent}%</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        ) : null}
      </Card.Content>
    </Card.Root>
  );
}
