export {
  Checkbox,
  CheckboxGroup,
  type CheckboxGroupProps,
  type CheckboxOption,
  type CheckboxProps,
} from "./Checkbox";
