import type { RouterContextProvider } from "react-router";
import * as v from "valibot";
import { getWorker } from "~/context.server";
import { discardIfNew, ensureVisitor, getVisitorId } from "~/identity.server";
import { pagePath } from "~/lib/api.server";
import { redirectWithToast } from "~/session.server";
import { caseContext } from "~/use-cases/context.server";
import { SaveGymSchema, saveGym, unsaveGym } from "~/use-cases/save-gym.server";

/** The heart's form: the save-gym use case's input (the API's too) plus which way it goes. */
export const FavouriteSchema = v.object({
  intent: v.picklist(["save", "unsave"]),
  ...SaveGymSchema.entries,
});

const SAVE_FAILED = {
  title: "Save failed",
  description: "Failed to save gym. Please try again.",
  variant: "destructive",
} as const;
const REMOVE_FAILED = {
  title: "Remove failed",
  description: "Failed to remove gym. Please try again.",
  variant: "destructive",
} as const;

/**
 * The heart on any page: POST intent=save|unsave, gymId. Saves or removes for the visitor's identity
 * (created on first save) and redirects back to the same page with the spec's toast.
 */
export async function handleFavouriteAction(
  request: Request,
  context: Readonly<RouterContextProvider>,
  formData: FormData,
): Promise<Response> {
  const ctx = caseContext(getWorker(context).config);
  const { config } = ctx;
  const back = pagePath(request);
  const parsed = v.safeParse(FavouriteSchema, Object.fromEntries(formData));
  if (!parsed.success) {
    return redirectWithToast(
      config,
      request,
      back,
      formData.get("intent") === "unsave" ? REMOVE_FAILED : SAVE_FAILED,
    );
  }
  const { intent, gymId } = parsed.output;
  if (intent === "unsave") {
    const removed = await unsaveGym(ctx, await getVisitorId(config, request), { gymId });
    return redirectWithToast(config, request, back, removed.ok ? { title: "Gym removed" } : REMOVE_FAILED);
  }
  const visitor = await ensureVisitor(config, request);
  // The toast rides in the same session as the (possibly new) identity: one Set-Cookie.
  const saved = await saveGym(ctx, visitor.userId, { gymId });
  if (!saved.ok) {
    await discardIfNew(config, visitor);
    // The spec's words for any failed save (the API answers the use case's own message).
    return redirectWithToast(config, request, back, SAVE_FAILED);
  }
  return redirectWithToast(config, request, back, { title: "Gym saved" }, undefined, visitor.session);
}
