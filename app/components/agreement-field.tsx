import { type FieldMetadata, getInputProps } from "@conform-to/react";
import { Checkbox, Field } from "@gymroam/design-system";
import type { ReactNode } from "react";

// Apart from ConformField (conform-field.tsx), so forms without an agreement do not load the
// Checkbox.

/** A single agreement checkbox wired to Conform (value "on"), with its error under it. */
export function AgreementField({
  meta,
  required = false,
  children,
}: {
  meta: FieldMetadata<boolean | undefined>;
  required?: boolean;
  children: ReactNode;
}) {
  const { key: _key, ...props } = getInputProps(meta, { type: "checkbox" });
  return (
    <Field.Root id={meta.id} errors={meta.errors} errorId={meta.errorId} required={required}>
      <Checkbox
        {...props}
        label={
          <>
            {children}
            {required ? (
              <>
                {" "}
                <span aria-hidden="true" className="text-danger-fg">
                  *
                </span>
                <span className="sr-only">required</span>
              </>
            ) : null}
          </>
        }
      />
      <Field.Error />
    </Field.Root>
  );
}
