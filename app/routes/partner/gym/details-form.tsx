import { getFormProps, getInputProps, getTextareaProps, useForm } from "@conform-to/react";
import { getValibotConstraint, parseWithValibot } from "@conform-to/valibot";
import { Input, Textarea } from "@gymroam/design-system";
import { useActionData, useRouteLoaderData } from "react-router";
import { ConformField } from "~/components/conform-field";
import { ListingFormCard } from "~/components/listing-form";
import { ListingDetailsSchema } from "~/domain/schemas/gym-listing";
import type { action } from "./details";
import type { loader as layoutLoader } from "./layout";

export function ListingDetailsForm() {
  const { listing } = useRouteLoaderData<typeof layoutLoader>("routes/partner/gym/layout")!;
  const { gym } = listing;
  const actionData = useActionData<typeof action>();
  const [form, fields] = useForm({
    id: "listing-details",
    lastResult: actionData?.result,
    defaultValue: {
      gymName: gym.name,
      description: gym.description,
      gymRules: gym.gymRules,
      checkInPolicy: gym.checkInPolicy ?? "",
      publicPhone: gym.publicPhone ?? "",
    },
    constraint: getValibotConstraint(ListingDetailsSchema),
    onValidate: ({ formData }) => parseWithValibot(formData, { schema: ListingDetailsSchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  return (
    <ListingFormCard
      title="Details"
      description="What athletes read on your gym's page."
      formProps={getFormProps(form)}
      result={actionData?.result}
    >
      <ConformField meta={fields.gymName} label="Gym name" required>
        <Input {...getInputProps(fields.gymName, { type: "text" })} />
      </ConformField>
      <ConformField meta={fields.description} label="Description" required>
        <Textarea {...getTextareaProps(fields.description)} rows={5} />
      </ConformField>
      <ConformField meta={fields.gymRules} label="Gym rules" required>
        <Textarea {...getTextareaProps(fields.gymRules)} rows={4} />
      </ConformField>
      <ConformField meta={fields.checkInPolicy} label="Check-in policy">
        <Textarea {...getTextareaProps(fields.checkInPolicy)} rows={3} />
      </ConformField>
      <ConformField meta={fields.publicPhone} label="Phone for athletes">
        <Input {...getInputProps(fields.publicPhone, { type: "tel" })} autoComplete="tel" />
      </ConformField>
    </ListingFormCard>
  );
}
