export { NumberStepper, type NumberStepperProps, normalizeStepperValue } from "./NumberStepper";
