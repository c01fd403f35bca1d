import { getFormProps, getInputProps, type SubmissionResult, useForm } from "@conform-to/react";
import { getValibotConstraint, parseWithValibot } from "@conform-to/valibot";
import { Alert, Button, Input, Select, Text } from "@gymroam/design-system";
import { Form, Link, useNavigation } from "react-router";
import { RescheduleFormSchema } from "~/domain/schemas/my-bookings";
import { ConformField } from "./conform-field";

/** What the change-date form needs of a booking: the server works out the start times the gym offers. */
export interface DateChangeOffer {
  bookingId: number;
  bookingDate: string;
  startTime: string;
  /** Earliest and latest dates (the gym's today, a year ahead). */
  minDate: string;
  maxDate: string;
  /** Start times the gym offers for this kind of booking. */
  startTimes: string[];
  /** "Pacific/Auckland time (NZDT)". */
  zoneHint: string;
}

/**
 * Change the date of a confirmed booking, open inline under its card: a plain form that
 * posts to My Bookings' action with or without JavaScript. The policy's words say when it is free.
 */
export function ChangeDateForm({
  offer,
  policy,
  closeHref,
  lastResult,
}: {
  offer: DateChangeOffer;
  policy: string;
  closeHref: string;
  lastResult: SubmissionResult | undefined;
}) {
  const navigation = useNavigation();
  const pending = navigation.state !== "idle" && navigation.formData?.get("intent") === "reschedule";
  const [form, fields] = useForm({
    id: `change-date-${offer.bookingId}`,
    lastResult,
    constraint: getValibotConstraint(RescheduleFormSchema),
    onValidate: ({ formData }) => parseWithValibot(formData, { schema: RescheduleFormSchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    defaultValue: { bookingDate: offer.bookingDate, startTime: offer.startTime },
  });
  return (
    <Form
      method="post"
      preventScrollReset
      {...getFormProps(form)}
      aria-labelledby={`${form.id}-title`}
      className="flex w-full flex-col gap-4 rounded-lg border border-border bg-surface-muted p-4"
    >
      <input type="hidden" name="intent" value="reschedule" />
      <input type="hidden" name="bookingId" value={offer.bookingId} />
      <Text weight="semibold" id={`${form.id}-title`}>
        Change date
      </Text>
      <Text size="sm" tone="muted">
        {policy} Same booking, same price; times are {offer.zoneHint}.
      </Text>
      {form.errors?.length ? (
        <Alert variant="danger" id={form.errorId}>
          {form.errors.join(" ")}
        </Alert>
      ) : null}
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <ConformField meta={fields.bookingDate} label="New date" required>
          <Input
            {...getInputProps(fields.bookingDate, { type: "date" })}
            min={offer.minDate}
            max={offer.maxDate}
          />
        </ConformField>
        <ConformField meta={fields.startTime} label="New start time" required>
          <Select
            name={fields.startTime.name}
            id={fields.startTime.id}
            defaultValue={fields.startTime.initialValue ?? offer.startTime}
            aria-invalid={fields.startTime.errors ? true : undefined}
            aria-describedby={fields.startTime.errors ? fields.startTime.errorId : undefined}
            options={offer.startTimes.map((time) => ({ value: time, label: time }))}
          />
        </ConformField>
      </div>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" size="sm" loading={pending}>
          Change date
        </Button>
        <Button asChild variant="ghost" size="sm">
          <Link to={closeHref} preventScrollReset>
            Keep this date
          </Link>
        </Button>
      </div>
    </Form>
  );
}
