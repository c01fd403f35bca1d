export { BOOKING_STEPS, Stepper, type StepperProps, type StepStatus } from "./Stepper";
