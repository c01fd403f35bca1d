import { type ComponentProps, useId } from "react";
import { cn } from "../../lib/cn";
import { Button } from "../../primitives/Button/Button";
import { Field } from "../../primitives/Field";
import { Heading, type HeadingLevel } from "../../primitives/Heading/Heading";
import { StarRatingInput } from "../../primitives/StarRating";
import { Textarea } from "../../primitives/Textarea";

export type ReviewFormErrors = {
  /** Errors for the stars (name="rating"). */
  rating?: string[];
  /** Errors for the text (name="comment"), e.g. ["Please write a review before submitting"]. */
  comment?: string[];
  /** Errors for the whole form (e.g. "Review failed: …"). */
  form?: string[];
};

export type ReviewFormProps = Omit<ComponentProps<"section">, "title"> & {
  title?: string;
  headingLevel?: HeadingLevel;
  /** 1-5 (spec default 5). */
  defaultRating?: number;
  defaultComment?: string;
  /** Field errors from the action (Conform: `fields.comment.errors` ...). */
  errors?: ReviewFormErrors;
  /** Conform ids for the comment field. */
  commentId?: string;
  commentErrorId?: string;
  commentLabel?: string;
  placeholder?: string;
  maxLength?: number;
  submitLabel?: string;
  pending?: boolean;
  pendingLabel?: string;
};

/**
 * The leave-a-review form's fields: 1-5 stars (name="rating", default 5), the review text
 * (name="comment") and "Submit Review". It renders no `<form>`: put it in the app's POST `<Form>`;
 * native radios and textarea submit without JavaScript. Errors from the action show under their
 * field with role="alert".
 */
export function ReviewForm({
  title = "Leave a Review",
  headingLevel = 3,
  defaultRating = 5,
  defaultComment,
  errors = {},
  commentId,
  commentErrorId,
  commentLabel = "Your review",
  placeholder = "Share your experience at this gym…",
  maxLength,
  submitLabel = "Submit Review",
  pending = false,
  pendingLabel = "Submitting…",
  className,
  ...props
}: ReviewFormProps) {
  const id = useId();
  const ratingErrorId = `${id}-rating-error`;
  const ratingInvalid = (errors.rating ?? []).length > 0;
  return (
    <section
      aria-labelledby={`${id}-title`}
      data-slot="review-form"
      aria-busy={pending || undefined}
      className={cn("flex flex-col gap-4", className)}
      {...props}
    >
      <Heading id={`${id}-title`} level={headingLevel} size="sm">
        {title}
      </Heading>
      {errors.form && errors.form.length > 0 ? <Field.Error errors={errors.form} /> : null}
      <div className="flex flex-col gap-1">
        <StarRatingInput
          legend="Rating"
          name="rating"
          defaultValue={defaultRating}
          disabled={pending}
          aria-invalid={ratingInvalid || undefined}
          aria-describedby={ratingInvalid ? ratingErrorId : undefined}
        />
        <Field.Error id={ratingErrorId} errors={errors.rating} />
      </div>
      <Field.Root id={commentId ?? `${id}-comment`} errorId={commentErrorId} errors={errors.comment} required>
        <Field.Label>{commentLabel}</Field.Label>
        <Textarea
          name="comment"
          rows={4}
          placeholder={placeholder}
          defaultValue={defaultComment}
          maxLength={maxLength}
          showCount={maxLength !== undefined}
          readOnly={pending}
        />
        <Field.Error />
      </Field.Root>
      <Button type="submit" loading={pending} className="self-start">
        {pending ? pendingLabel : submitLabel}
      </Button>
    </section>
  );
}
