export { Alert, type AlertProps, type AlertVariant, alertVariants } from "./Alert";
