export {
  TOAST_DURATION_MS,
  TOAST_SWIPE_THRESHOLD_PX,
  Toaster,
  type ToasterProps,
  type ToastOptions,
  ToastProvider,
  type ToastProviderProps,
  type ToastVariant,
  useToast,
} from "./Toast";
