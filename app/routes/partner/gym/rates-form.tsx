import { type FieldMetadata, getFormProps, getInputProps, useForm } from "@conform-to/react";
import { getValibotConstraint, parseWithValibot } from "@conform-to/valibot";
import { Field, Grid, Input } from "@gymroam/design-system";
import { useActionData, useRouteLoaderData } from "react-router";
import { ConformField } from "~/components/conform-field";
import { ListingFormCard } from "~/components/listing-form";
import { ListingRatesSchema } from "~/domain/schemas/gym-listing";
import type { loader as layoutLoader } from "./layout";
import type { action } from "./rates";

const dollars = (cents: number | null) =>
  cents === null ? "" : (cents / 100).toFixed(cents % 100 === 0 ? 0 : 2);

export function ListingRatesForm() {
  const { listing } = useRouteLoaderData<typeof layoutLoader>("routes/partner/gym/layout")!;
  const { gym } = listing;
  const actionData = useActionData<typeof action>();
  const [form, fields] = useForm({
    id: "listing-rates",
    lastResult: actionData?.result,
    defaultValue: {
      dayPassRate: dollars(gym.dayPassRateCents),
      hourlyRate: dollars(gym.hourlyRateCents),
      weeklyRate: dollars(gym.weeklyRateCents),
      monthlyRate: dollars(gym.monthlyRateCents),
      capacity: gym.capacityConfirmed ? String(gym.capacity) : "",
    },
    constraint: getValibotConstraint(ListingRatesSchema),
    onValidate: ({ formData }) => parseWithValibot(formData, { schema: ListingRatesSchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  const money = (meta: FieldMetadata<unknown>) => ({
    ...getInputProps(meta as FieldMetadata<string>, { type: "text" }),
    inputMode: "decimal" as const,
  });
  return (
    <ListingFormCard
      title="Rates and capacity"
      description={`Prices in ${gym.currency}, per athlete. 0 (or blank for weekly and monthly) means you don't offer it.`}
      formProps={getFormProps(form)}
      result={actionData?.result}
    >
      <Grid columns={2} className="grid-cols-1 sm:grid-cols-2">
        <ConformField meta={fields.dayPassRate} label="Day pass">
          <Input {...money(fields.dayPassRate)} />
        </ConformField>
        <ConformField meta={fields.hourlyRate} label="Per hour">
          <Input {...money(fields.hourlyRate)} />
        </ConformField>
        <ConformField meta={fields.weeklyRate} label="Weekly pass">
          <Input {...money(fields.weeklyRate)} />
        </ConformField>
        <ConformField meta={fields.monthlyRate} label="Monthly pass">
          <Input {...money(fields.monthlyRate)} />
        </ConformField>
      </Grid>
      <Field.Root
        id={fields.capacity.id}
        errors={fields.capacity.errors}
        errorId={fields.capacity.errorId}
        required
      >
        <Field.Label required>Capacity</Field.Label>
        <Field.Description>
          The most athletes booked at the same time; bookings beyond it are refused.
        </Field.Description>
        <Input
          {...getInputProps(fields.capacity, { type: "text" })}
          inputMode="numeric"
          className="max-w-40"
        />
        <Field.Error />
      </Field.Root>
    </ListingFormCard>
  );
}
