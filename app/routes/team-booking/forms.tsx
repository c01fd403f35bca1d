import {
  getFormProps,
  getInputProps,
  getSelectProps,
  getTextareaProps,
  type SubmissionResult,
  useForm,
} from "@conform-to/react";
import { parseWithValibot } from "@conform-to/valibot";
import { Button, Grid, Input, Select, Stack, Text, Textarea } from "@gymroam/design-system";
import type { ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import { ConformField } from "~/components/conform-field";
import { Honeypot } from "~/components/honeypot";
import { TEAM_SPORTS } from "~/domain/catalog";
import { TeamInquiryFormSchema } from "~/domain/schemas/team-inquiry";
import { TEAM_INQUIRY_TOASTS } from "~/domain/team-inquiry";
import { formConstraint } from "~/lib/form-constraint";

/*
 * The team inquiry form (in the page without JavaScript, in a dialog with it). It posts to the
 * route's action, which validates the same schema.
 */

export function InquiryForm({
  id,
  gymId,
  defaults,
  lastResult,
  cancel,
}: {
  id: string;
  gymId: number;
  defaults: { teamSize: string; sport: string; preferredDates: string };
  lastResult: SubmissionResult<string[]> | undefined;
  cancel?: ReactNode;
}) {
  const navigation = useNavigation();
  const pending =
    navigation.state === "submitting" &&
    navigation.formData?.get("intent") === "inquiry" &&
    navigation.formData?.get("gymId") === String(gymId);
  const [form, fields] = useForm({
    id,
    lastResult,
    defaultValue: defaults,
    constraint: formConstraint(TeamInquiryFormSchema),
    onValidate: ({ formData }) => parseWithValibot(formData, { schema: TeamInquiryFormSchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  return (
    <Form method="post" preventScrollReset {...getFormProps(form)}>
      <input type="hidden" name="intent" value="inquiry" />
      <Honeypot />
      <input type="hidden" name="gymId" value={gymId} />
      <Stack gap="md">
        {form.errors ? (
          <Text role="alert" size="sm" className="font-medium text-danger-fg">
            {TEAM_INQUIRY_TOASTS.failedTitle}: {form.errors.join(" ")}
          </Text>
        ) : null}
        <Grid columns={2} className="grid-cols-1 sm:grid-cols-2">
          <ConformField meta={fields.teamName} label="Team name" required>
            <Input {...getInputProps(fields.teamName, { type: "text" })} autoComplete="organization" />
          </ConformField>
          <ConformField meta={fields.contactName} label="Contact name" required>
            <Input {...getInputProps(fields.contactName, { type: "text" })} autoComplete="name" />
          </ConformField>
          <ConformField meta={fields.email} label="E-mail" required>
            <Input {...getInputProps(fields.email, { type: "email" })} autoComplete="email" />
          </ConformField>
          <ConformField meta={fields.phone} label="Phone">
            <Input {...getInputProps(fields.phone, { type: "tel" })} autoComplete="tel" />
          </ConformField>
          <ConformField meta={fields.teamSize} label="Team size" required>
            <Input {...getInputProps(fields.teamSize, { type: "number" })} inputMode="numeric" />
          </ConformField>
          <ConformField meta={fields.sport} label="Sport">
            <Select
              {...getSelectProps(fields.sport)}
              placeholder="Any / not sure"
              options={TEAM_SPORTS.map((s) => ({ value: s, label: s }))}
            />
          </ConformField>
        </Grid>
        <ConformField meta={fields.preferredDates} label="Preferred dates" required>
          <Input
            {...getInputProps(fields.preferredDates, { type: "text" })}
            placeholder="e.g. 12-15 March, mornings"
          />
        </ConformField>
        <ConformField meta={fields.specialRequirements} label="Special requirements">
          <Textarea
            {...getTextareaProps(fields.specialRequirements)}
            rows={3}
            placeholder="e.g. Exclusive use of the lifting platforms, a warm-up area, physio room"
          />
        </ConformField>
        <Stack direction="row" gap="sm" wrap>
          <Button type="submit" loading={pending}>
            Send Inquiry
          </Button>
          {cancel}
        </Stack>
      </Stack>
    </Form>
  );
}
