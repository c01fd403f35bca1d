import type { RouterContextProvider } from "react-router";
import * as v from "valibot";
import { getWorker } from "~/context.server";
import { getDb } from "~/db/client.server";
import { positiveId } from "~/domain/schemas/common";
import { discardIfNew, ensureVisitor, getVisitorId } from "~/identity.server";
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
  const db = getDb(config.db);
  if (intent === "unsave") {
    // Removing needs no identity: a visitor without one has nothing saved (ADR 003 creates the
    // identity on the first save or booking, not on a remove).
    const userId = await getVisitorId(config, request);
    if (userId !== undefined) await unsaveGym(db, userId, gymId);
    return redirectWithToast(config, request, back, { title: "Gym removed" });
  }
  const visitor = await ensureVisitor(config, request);
  // The toast rides in the same session as the (possibly new) identity: one Set-Cookie.
  const result = await saveGym(db, visitor.userId, gymId);
  if (result === "gym-not-found") {
    await discardIfNew(config, visitor);
    return redirectWithToast(config, request, back, SAVE_FAILED);
  }
  return redirectWithToast(config, request, back, { title: "Gym saved" }, undefined, visitor.session);
}
