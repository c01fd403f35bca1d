import type { RouterContextProvider } from "react-router";
import * as v from "valibot";
import { getWorker } from "~/context.server";
import { getDb } from "~/db/client.server";
import { positiveId } from "~/domain/schemas/common";
import { discardIfNew, ensureVisitor } from "~/identity.server";
import { pagePath } from "~/lib/api.server";
import { saveGym, unsaveGym } from "~/models/saved-gym.server";
import { redirectWithToast } from "~/session.server";

export const FavouriteSchema = v.object({
  intent: v.picklist(["save", "unsave"]),
  gymId: positiveId("gymId must be a positive whole number"),
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
  const { config } = getWorker(context);
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
  const visitor = await ensureVisitor(config, request);
  const db = getDb(config.db);
  // The toast rides in the same session as the (possibly new) identity: one Set-Cookie.
  if (intent === "save") {
    const result = await saveGym(db, visitor.userId, gymId);
    if (result === "gym-not-found") {
      await discardIfNew(config, visitor);
      return redirectWithToast(config, request, back, SAVE_FAILED);
    }
    return redirectWithToast(config, request, back, { title: "Gym saved" }, undefined, visitor.session);
  }
  await unsaveGym(db, visitor.userId, gymId);
  return redirectWithToast(config, request, back, { title: "Gym removed" }, undefined, visitor.session);
}
