import { getFormProps, getInputProps, getTextareaProps, useForm } from "@conform-to/react";
import { parseWithValibot } from "@conform-to/valibot";
import { Button, Input, Stack, Textarea } from "@gymroam/design-system";
import { useMemo } from "react";
import { Form, useActionData, useNavigation } from "react-router";
import { ConformField } from "~/components/conform-field";
import { Honeypot } from "~/components/honeypot";
import { trainerRequestSchema } from "~/domain/schemas/trainer-request";
import { formConstraint } from "~/lib/form-constraint";
import type { action } from "./route";

/*
 * The session request form. It posts to the route's action, which validates the same schema.
 */

/**
 * `today`: the earliest start date the form accepts (the loader's, so server and client agree).
 * `defaults`: the dates and sessions the trainer search asked for (the action validates them again).
 */
export function SessionRequestForm({
  today,
  defaults = {},
}: {
  today: string;
  defaults?: { from?: string; to?: string; sessions?: string };
}) {
  const lastResult = useActionData<typeof action>();
  const pending = useNavigation().state === "submitting";
  const schema = useMemo(() => trainerRequestSchema(today), [today]);
  const [form, fields] = useForm({
    id: "trainer-request",
    lastResult,
    defaultValue: defaults,
    constraint: formConstraint(schema),
    onValidate: ({ formData }) => parseWithValibot(formData, { schema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  return (
    <Form method="post" {...getFormProps(form)}>
      <Honeypot />
      <Stack gap="md">
        <ConformField meta={fields.athleteName} label="Name" required>
          <Input {...getInputProps(fields.athleteName, { type: "text" })} autoComplete="name" />
        </ConformField>
        <ConformField meta={fields.athleteEmail} label="E-mail" required>
          <Input {...getInputProps(fields.athleteEmail, { type: "email" })} autoComplete="email" />
        </ConformField>
        <ConformField meta={fields.sessions} label="Number of sessions (1-30)">
          <Input
            {...getInputProps(fields.sessions, { type: "number" })}
            defaultValue={fields.sessions.initialValue ?? "1"}
          />
        </ConformField>
        <ConformField meta={fields.from} label="Start date" required>
          <Input {...getInputProps(fields.from, { type: "date" })} min={today} />
        </ConformField>
        <ConformField meta={fields.to} label="End date">
          <Input {...getInputProps(fields.to, { type: "date" })} min={today} />
        </ConformField>
        <ConformField meta={fields.message} label="Goals or questions">
          <Textarea {...getTextareaProps(fields.message)} rows={3} />
        </ConformField>
        <Button type="submit" loading={pending}>
          Send request
        </Button>
      </Stack>
    </Form>
  );
}
