import { getFormProps, getInputProps, getSelectProps, getTextareaProps, useForm } from "@conform-to/react";
import { parseWithValibot } from "@conform-to/valibot";
import { AlertCircleIcon, Button, Input, Select, Stack, Textarea, useToast } from "@gymroam/design-system";
import { useEffect } from "react";
import { Form, useActionData, useNavigation } from "react-router";
import { ConformField } from "~/components/conform-field";
import { Honeypot } from "~/components/honeypot";
import { PRIMARY_SPORT_LABELS, PRIMARY_SPORTS } from "~/domain/athlete-profile";
import {
  WAITLIST_MESSAGES,
  WAITLIST_SOURCE_LABELS,
  WAITLIST_SOURCES,
  WaitlistSchema,
} from "~/domain/schemas/waitlist";
import { formConstraint } from "~/lib/form-constraint";
import type { action } from "./route";

/*
 * The waitlist form. It posts to the route's action, which validates the same schema.
 */

export function WaitlistForm() {
  const reply = useActionData<typeof action>();
  const navigation = useNavigation();
  const pending = navigation.state !== "idle" && navigation.formMethod === "POST";
  const { toast } = useToast();
  const [form, fields] = useForm({
    id: "waitlist",
    lastResult: reply?.result,
    constraint: formConstraint(WaitlistSchema),
    onValidate: ({ formData }) => parseWithValibot(formData, { schema: WaitlistSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });

  useEffect(() => {
    if (reply?.failed)
      toast({ title: "Something went wrong", description: WAITLIST_MESSAGES.failed, variant: "destructive" });
  }, [reply, toast]);
  return (
    <Form method="post" {...getFormProps(form)}>
      <Honeypot />
      <Stack gap="md">
        {form.errors?.length ? (
          <div
            id={form.errorId}
            role="alert"
            className="flex items-start gap-2 rounded-md border border-cancelled-fg/30 bg-cancelled p-3 text-sm text-cancelled-fg"
          >
            <AlertCircleIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {form.errors.join(" ")}
          </div>
        ) : null}
        <ConformField meta={fields.name} label="Name" required>
          <Input {...getInputProps(fields.name, { type: "text" })} autoComplete="name" />
        </ConformField>
        <ConformField meta={fields.email} label="E-mail" required>
          <Input {...getInputProps(fields.email, { type: "email" })} autoComplete="email" />
        </ConformField>
        <ConformField meta={fields.location} label="Location" required>
          <Input
            {...getInputProps(fields.location, { type: "text" })}
            autoComplete="address-level2"
            placeholder="City, country (e.g. Wellington, New Zealand)"
          />
        </ConformField>
        <ConformField meta={fields.sport} label="Primary sport" required>
          <Select
            {...getSelectProps(fields.sport)}
            placeholder="Choose your sport"
            options={PRIMARY_SPORTS.map((sport) => ({
              value: sport,
              label: PRIMARY_SPORT_LABELS[sport],
            }))}
          />
        </ConformField>
        <ConformField meta={fields.howDidYouHear} label="How did you hear about us?">
          <Select
            {...getSelectProps(fields.howDidYouHear)}
            placeholder="Choose one (optional)"
            options={WAITLIST_SOURCES.map((source) => ({
              value: source,
              label: WAITLIST_SOURCE_LABELS[source],
            }))}
          />
        </ConformField>
        <ConformField meta={fields.additionalInfo} label="Anything else we should know?">
          <Textarea
            {...getTextareaProps(fields.additionalInfo)}
            rows={3}
            placeholder="Where you train, where you travel, what you would like to book"
          />
        </ConformField>
        <Button type="submit" size="lg" loading={pending}>
          {pending ? "Joining..." : "Join Waitlist"}
        </Button>
      </Stack>
    </Form>
  );
}
