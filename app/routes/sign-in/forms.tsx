import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { parseWithValibot } from "@conform-to/valibot";
import { Alert, Button, Input, Stack, Text } from "@gymroam/design-system";
import { Form, useActionData, useNavigation } from "react-router";
import { ConformField } from "~/components/conform-field";
import { Honeypot } from "~/components/honeypot";
import { ACCOUNT_MESSAGES, SignInSchema } from "~/domain/schemas/account";
import { formConstraint } from "~/lib/form-constraint";
import type { action } from "./route";

/*
 * The sign-in form: Conform with the same valibot schema the action parses; without JavaScript the
 * server's reply shows the same messages.
 */

export function SignInForm({ refused, next, email }: { refused: boolean; next: string; email: string }) {
  const reply = useActionData<typeof action>();
  const busy = useNavigation().state !== "idle";
  const [form, fields] = useForm({
    id: "sign-in",
    lastResult: reply?.result,
    constraint: formConstraint(SignInSchema),
    onValidate: ({ formData }) => parseWithValibot(formData, { schema: SignInSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    defaultValue: { email, next },
  });
  return (
    <Form method="post" {...getFormProps(form)} className="flex flex-col gap-4">
      {refused ? (
        <Alert variant="danger" title="Link refused">
          {ACCOUNT_MESSAGES.linkRefused}
        </Alert>
      ) : null}
      {form.errors?.length ? (
        <Alert variant="danger" id={form.errorId}>
          {form.errors.join(" ")}
        </Alert>
      ) : null}
      <Text>
        No password: enter your e-mail and we send you a link that signs you in. Bookings, reviews and saved
        gyms made with this e-mail come with you to every device.
      </Text>
      <ConformField meta={fields.email} label="E-mail" required>
        <Input {...getInputProps(fields.email, { type: "email" })} autoComplete="email" maxLength={255} />
      </ConformField>
      {/* A hidden input takes no maxlength (HTML); the server schema still caps it. */}
      <input {...getInputProps(fields.next, { type: "hidden" })} maxLength={undefined} />
      <Honeypot />
      <Stack direction="row" align="center" gap="md">
        <Button type="submit" disabled={busy}>
          {busy ? "Sending..." : "Send me a sign-in link"}
        </Button>
      </Stack>
      <Text size="sm" tone="muted">
        Browsing, saving and booking need no account.
      </Text>
    </Form>
  );
}
