export {
  Field,
  type FieldContextValue,
  type FieldControlProps,
  type FieldErrorProps,
  type FieldLabelProps,
  type FieldRootProps,
  fieldControlProps,
  joinIds,
  useField,
  useFieldControl,
} from "./Field";
