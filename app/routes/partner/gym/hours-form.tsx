import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { getValibotConstraint, parseWithValibot } from "@conform-to/valibot";
import { Button, Card, Heading, HoursEditor, Input, Stack, Text } from "@gymroam/design-system";
import { Form, useActionData, useRouteLoaderData } from "react-router";
import { ConformField } from "~/components/conform-field";
import { ListingFormCard } from "~/components/listing-form";
import { ClosedDateSchema } from "~/domain/schemas/gym-listing";
import { WEEKDAYS, WEEKDAYS_MONDAY_FIRST } from "~/domain/weekdays";
import type { action } from "./hours";
import type { loader as layoutLoader } from "./layout";

type Day = { open: boolean; openTime: string; closeTime: string };

export function ListingHoursForm() {
  const { listing } = useRouteLoaderData<typeof layoutLoader>("routes/partner/gym/layout")!;
  const { gym, days, closedDates, applicationHours } = listing;
  const actionData = useActionData<typeof action>();
  const hoursResult =
    actionData?.result?.initialValue && "days" in actionData.result.initialValue
      ? actionData.result
      : undefined;
  const closedResult = hoursResult ? undefined : actionData?.result;

  // The week as saved; before the owner sets it, the application's hours as a starting point.
  const saved = new Map(days.map((d) => [d.day, d]));
  const start: Day[] = WEEKDAYS.map(({ day }) => {
    const own = saved.get(day);
    if (days.length > 0)
      return {
        open: own !== undefined,
        openTime: own?.openTime ?? gym.openTime,
        closeTime: own?.closeTime ?? (gym.is24Hours ? "24:00" : gym.closeTime),
      };
    const app = applicationHours;
    return {
      open: app ? app.operatingDays.includes(day) : false,
      openTime: app?.is24Hours ? "00:00" : (app?.openTime ?? gym.openTime),
      closeTime: app?.is24Hours ? "24:00" : (app?.closeTime ?? gym.closeTime),
    };
  });
  // After a refused post, the values sent.
  const sent = hoursResult?.initialValue?.days;
  const week: Day[] = Array.isArray(sent)
    ? WEEKDAYS.map(({ day }) => {
        const d = (sent[day] ?? {}) as Record<string, unknown>;
        return {
          open: d.open === "on",
          openTime: String(d.openTime ?? ""),
          closeTime: String(d.closeTime ?? ""),
        };
      })
    : start;

  const [hoursForm] = useForm({ id: "listing-hours", lastResult: hoursResult, shouldValidate: "onSubmit" });
  const errors = hoursResult?.error ?? {};
  const [closedForm, closedFields] = useForm({
    id: "listing-closed",
    lastResult: closedResult,
    constraint: getValibotConstraint(ClosedDateSchema),
    onValidate: ({ formData }) => parseWithValibot(formData, { schema: ClosedDateSchema }),
    shouldValidate: "onSubmit",
  });
  return (
    <Stack gap="lg">
      <ListingFormCard
        title="Opening hours"
        description="Athletes can book only inside these hours, on the days you open."
        formProps={getFormProps(hoursForm)}
        result={hoursResult}
      >
        <input type="hidden" name="intent" value="hours" />
        <HoursEditor
          key={JSON.stringify(week)}
          days={WEEKDAYS_MONDAY_FIRST.map(({ day, name }) => ({
            day,
            label: name,
            ...week[day]!,
            errors: [
              ...(errors[`days[${day}].openTime`] ?? []),
              ...(errors[`days[${day}].closeTime`] ?? []),
              ...(errors[`days[${day}]`] ?? []),
            ],
          }))}
          errors={errors.days ?? undefined}
        />
      </ListingFormCard>

      <Card.Root>
        <Card.Header>
          <Heading level={3} size="md">
            Closed dates
          </Heading>
          <Text size="sm" tone="muted">
            Public holidays and other days you close: no bookings are taken on them.
          </Text>
        </Card.Header>
        <Card.Content>
          <Stack gap="md">
            {closedDates.length === 0 ? (
              <Text tone="muted">No closed dates.</Text>
            ) : (
              <ul className="flex flex-col gap-2" aria-label="Closed dates">
                {closedDates.map((c) => (
                  <li
                    key={c.date}
                    className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-border p-2"
                  >
                    <span>
                      <span className="font-semibold">{c.date}</span>
                      {c.note ? <span className="text-fg-muted"> · {c.note}</span> : null}
                    </span>
                    <Form method="post">
                      <input type="hidden" name="intent" value="remove-closed" />
                      <input type="hidden" name="date" value={c.date} />
                      <Button
                        type="submit"
                        size="sm"
                        variant="ghost"
                        aria-label={`Remove closed date ${c.date}`}
                      >
                        Remove
                      </Button>
                    </Form>
                  </li>
                ))}
              </ul>
            )}
            <Form method="post" {...getFormProps(closedForm)} className="flex flex-wrap items-end gap-3">
              <input type="hidden" name="intent" value="add-closed" />
              <ConformField meta={closedFields.date} label="Date" required>
                <Input {...getInputProps(closedFields.date, { type: "date" })} />
              </ConformField>
              <ConformField meta={closedFields.note} label="Note">
                <Input
                  {...getInputProps(closedFields.note, { type: "text" })}
                  placeholder="e.g. Christmas Day"
                />
              </ConformField>
              <Button type="submit" variant="secondary">
                Add closed date
              </Button>
            </Form>
            {closedResult?.error?.[""] ? (
              <Text role="alert" size="sm" className="font-medium text-danger-fg">
                {closedResult.error[""].join(" ")}
              </Text>
            ) : null}
          </Stack>
        </Card.Content>
      </Card.Root>
    </Stack>
  );
}
