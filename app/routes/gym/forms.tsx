import {
  getFormProps,
  getInputProps,
  getTextareaProps,
  type SubmissionResult,
  useForm,
} from "@conform-to/react";
import { parseWithValibot } from "@conform-to/valibot";
import { Button, Card, Dialog, Input, ReviewForm, Stack, Textarea, useToast } from "@gymroam/design-system";
import { Form, useNavigation } from "react-router";
import { ConformField } from "~/components/conform-field";
import { Honeypot } from "~/components/honeypot";
import { GymContactFormSchema, GymReviewFormSchema } from "~/domain/schemas/gym-detail";
import { REVIEW_REQUIRED } from "~/domain/schemas/review-messages";
import type { FormConstraint } from "~/lib/form-constraint";

/*
 * The gym page's forms (contact the owner, leave a review, book a recovery amenity). All post to the
 * route's action, which validates them again.
 */

export { AmenityBookingForm } from "~/components/amenity-booking-form";

/**
 * Contact Gym Owner. Before hydration (and without JavaScript) the form is in the card itself; once the
 * app has hydrated, the card shows a button that opens the same form in a dialog. The dialog opens
 * again with the errors when the server refuses a submission.
 */
export function ContactCard({
  gymName,
  lastResult,
  constraint,
  resetKey,
  className,
}: {
  gymName: string;
  lastResult: SubmissionResult | undefined;
  /** From the loader (lib/form-constraint.ts). */
  constraint: FormConstraint;
  resetKey: string;
  className?: string;
}) {
  const failed = lastResult !== undefined;
  return (
    <Card.Root className={className}>
      <Card.Header>
        <Card.Title asChild>
          <h2>Contact Gym Owner</h2>
        </Card.Title>
        <Card.Description>Ask {gymName} about group visits, equipment or anything else.</Card.Description>
      </Card.Header>
      <Card.Content>
        <div className="[html[data-hydrated]_&]:hidden">
          <ContactForm id="contact-inline" lastResult={lastResult} constraint={constraint} />
        </div>
        <div className="hidden [html[data-hydrated]_&]:block">
          {/* A new location (after each submission) remounts the dialog: closed, or open with errors. */}
          <Dialog.Root key={resetKey} defaultOpen={failed}>
            <Dialog.Trigger variant="outline" className="w-full">
              Contact Gym Owner
            </Dialog.Trigger>
            <Dialog.Content>
              <Dialog.Header>
                <Dialog.Title>Contact Gym Owner</Dialog.Title>
                <Dialog.Description>The gym owner will reply to you by e-mail.</Dialog.Description>
              </Dialog.Header>
              <ContactForm id="contact-dialog" lastResult={lastResult} constraint={constraint} />
            </Dialog.Content>
          </Dialog.Root>
        </div>
      </Card.Content>
    </Card.Root>
  );
}

function ContactForm({
  id,
  lastResult,
  constraint,
}: {
  id: string;
  lastResult: SubmissionResult | undefined;
  constraint: FormConstraint;
}) {
  const navigation = useNavigation();
  const pending = navigation.state === "submitting" && navigation.formData?.get("intent") === "contact";
  const [form, fields] = useForm({
    id,
    lastResult,
    constraint,
    onValidate: ({ formData }) => parseWithValibot(formData, { schema: GymContactFormSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  return (
    <Form method="post" preventScrollReset {...getFormProps(form)}>
      <input type="hidden" name="intent" value="contact" />
      <Honeypot />
      <Stack gap="md">
        <ConformField meta={fields.athleteName} label="Name" required>
          <Input {...getInputProps(fields.athleteName, { type: "text" })} autoComplete="name" />
        </ConformField>
        <ConformField meta={fields.athleteEmail} label="E-mail" required>
          <Input {...getInputProps(fields.athleteEmail, { type: "email" })} autoComplete="email" />
        </ConformField>
        <ConformField meta={fields.message} label="Message" required>
          <Textarea {...getTextareaProps(fields.message)} rows={4} />
        </ConformField>
        <Button type="submit" loading={pending}>
          Send message
        </Button>
      </Stack>
    </Form>
  );
}

export function LeaveReview({
  bookingId,
  lastResult,
  constraint,
}: {
  /** The visitor's completed booking the review follows. */
  bookingId: number;
  lastResult: SubmissionResult | undefined;
  /** From the loader (lib/form-constraint.ts). */
  constraint: FormConstraint;
}) {
  const navigation = useNavigation();
  const { toast } = useToast();
  const pending = navigation.state === "submitting" && navigation.formData?.get("intent") === "review";
  const [form, fields] = useForm({
    id: "review",
    lastResult,
    constraint,
    onValidate: ({ formData }) => parseWithValibot(formData, { schema: GymReviewFormSchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  const initialRating = Number(fields.rating.initialValue);
  return (
    <Form
      method="post"
      preventScrollReset
      {...getFormProps(form)}
      onSubmit={(event) => {
        // The spec's toast for blank text, as well as the message under the field.
        const check = parseWithValibot(new FormData(event.currentTarget), { schema: GymReviewFormSchema });
        if (check.status === "error" && check.error?.comment)
          toast({ ...REVIEW_REQUIRED, variant: "destructive" });
        form.onSubmit(event);
      }}
    >
      <input type="hidden" name="intent" value="review" />
      <Honeypot />
      <input type="hidden" name="bookingId" value={bookingId} />
      <ReviewForm
        headingLevel={3}
        defaultRating={initialRating >= 1 && initialRating <= 5 ? initialRating : 5}
        defaultComment={typeof fields.comment.initialValue === "string" ? fields.comment.initialValue : ""}
        commentId={fields.comment.id}
        commentErrorId={fields.comment.errorId}
        errors={{
          rating: fields.rating.errors,
          comment: fields.comment.errors,
          form: [...(form.errors ?? []), ...(fields.bookingId.errors ?? [])],
        }}
        pending={pending}
      />
    </Form>
  );
}
