export { CancelConfirm, type CancelConfirmProps } from "./CancelConfirm";
