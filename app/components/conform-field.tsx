import type { FieldMetadata } from "@conform-to/react";
import { Field } from "@gymroam/design-system";
import type { ReactNode } from "react";

/**
 * A labelled form field wired to Conform: the design system's Field parts get the field's id,
 * errors and error id, so the control inside gets aria-invalid and aria-describedby; `required` marks
 * the label and sets aria-required on the control (the one place a form says a field is required).
 */
export function ConformField({
  meta,
  label,
  required,
  className,
  children,
}: {
  meta: FieldMetadata<unknown>;
  label: ReactNode;
  required?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Field.Root
      id={meta.id}
      errors={meta.errors}
      errorId={meta.errorId}
      required={required}
      className={className}
    >
      <Field.Label>{label}</Field.Label>
      {children}
      <Field.Error />
    </Field.Root>
  );
}
