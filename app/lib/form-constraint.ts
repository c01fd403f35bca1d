import { getValibotConstraint } from "@conform-to/valibot";

type Constraint = ReturnType<typeof getValibotConstraint>;
/** A form's constraint, as a loader passes it to a form. */
export type FormConstraint = Constraint;

/**
 * Conform's constraint from a valibot schema (maxlength, min, max, pattern, multiple), without
 * `required`. The shared schemas start most required fields from `v.optional(…, "")` so a missing
 * key gets the field's own message, and run optional amounts through pipes, so the inferred
 * `required` was the wrong way round (optional rates announced as required, the contact name not).
 * Whether a field is required is declared once, on its Field (`<ConformField required>` /
 * `<Field.Root required>`), which marks the label and sets aria-required; the server decides.
 */
export function formConstraint(schema: Parameters<typeof getValibotConstraint>[0]): Constraint {
  const constraint = getValibotConstraint(schema);
  return Object.fromEntries(
    Object.entries(constraint).map(([name, { required: _required, ...rest }]) => [name, rest]),
  ) as Constraint;
}
