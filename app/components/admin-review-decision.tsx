import { getFormProps, getTextareaProps, type SubmissionResult, useForm } from "@conform-to/react";
import { parseWithValibot } from "@conform-to/valibot";
import {
  AlertCircleIcon,
  Button,
  CheckIcon,
  Field,
  Heading,
  Text,
  Textarea,
  XIcon,
} from "@gymroam/design-system";
import { Form, useNavigation } from "react-router";
import { REVIEW_NOTES_MAX } from "~/domain/admin-approvals";
import { ReviewDecisionSchema } from "~/domain/schemas/admin-approvals";

/**
 * Approve, or reject with a note (required, and e-mailed to the applicant). One form, two submit
 * buttons; it works without JavaScript (the server validates the same schema).
 */
export function ReviewDecisionForm({
  lastResult,
  approveLabel,
  approveHint,
}: {
  lastResult: SubmissionResult | undefined;
  approveLabel: string;
  approveHint: string;
}) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formMethod?.toUpperCase() === "POST";
  const [form, fields] = useForm({
    id: "review-decision",
    lastResult,
    onValidate: ({ formData }) => parseWithValibot(formData, { schema: ReviewDecisionSchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  return (
    <section
      aria-labelledby="review-decision-heading"
      className="flex flex-col gap-3 rounded-xl border border-border bg-surface-muted p-4"
    >
      <Heading level={3} size="sm" id="review-decision-heading">
        Decision
      </Heading>
      <Form method="post" {...getFormProps(form)} className="flex flex-col gap-3">
        {form.errors?.length ? (
          <p
            role="alert"
            id={form.errorId}
            className="flex items-center gap-2 rounded-lg border border-danger-fg/40 bg-surface p-3 font-medium text-danger-fg"
          >
            <AlertCircleIcon aria-hidden="true" className="size-5 shrink-0" />
            {form.errors[0]}
          </p>
        ) : null}
        <Field.Root id={fields.notes.id} errors={fields.notes.errors} errorId={fields.notes.errorId}>
          <Field.Label>Review notes</Field.Label>
          <Field.Description>
            Required to reject; optional to approve. The applicant receives them with the decision.
          </Field.Description>
          <Textarea
            {...getTextareaProps(fields.notes)}
            required={false}
            rows={4}
            maxLength={REVIEW_NOTES_MAX}
          />
          <Field.Error />
        </Field.Root>
        <Text size="sm" tone="muted">
          {approveHint}
        </Text>
        <div className="flex flex-wrap gap-3">
          <Button type="submit" name="intent" value="approve" disabled={busy}>
            <CheckIcon aria-hidden="true" /> {approveLabel}
          </Button>
          <Button type="submit" name="intent" value="reject" variant="destructive" disabled={busy}>
            <XIcon aria-hidden="true" /> Reject
          </Button>
        </div>
      </Form>
    </section>
  );
}
