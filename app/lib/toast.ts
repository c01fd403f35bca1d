import * as v from "valibot";

/** The spec's toast: title, description, optional action, variant default or destructive. */
export const ToastMessageSchema = v.object({
  id: v.optional(v.string()),
  title: v.pipe(v.string(), v.maxLength(200)),
  description: v.optional(v.pipe(v.string(), v.maxLength(500))),
  variant: v.optional(v.picklist(["default", "destructive"]), "default"),
});
export type ToastMessage = v.InferInput<typeof ToastMessageSchema>;
