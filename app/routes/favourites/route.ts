import * as v from "valibot";
import { getWorker } from "~/context.server";
import { discardIfNew, ensureVisitor, getVisitorId } from "~/identity.server";
import { readForm } from "~/lib/form.server";
import { redirectWithToast } from "~/session.server";
import { caseContext } from "~/use-cases/context.server";
import { SaveGymSchema, saveGym, unsaveGym } from "~/use-cases/save-gym.server";
import type { Route } from "./+types/route";

/** The heart's form: the save-gym use case's input (the API's too) plus which way it goes. */
const FavouriteSchema = v.object({
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

/** The page the heart was on (a path of this site; anything else goes home). */
function backTo(value: FormDataEntryValue | null): string {
  return typeof value === "string" && /^\/(?![/\\])/.test(value) ? value : "/";
}

/**
 * POST /favourites, where every heart posts (intent=save|unsave, gymId, back): saves or removes for
 * the visitor's identity (created on first save) and redirects back to the page with the spec's toast,
 * so it works without JavaScript; with it, the heart posts through a fetcher.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const ctx = caseContext(getWorker(context).config);
  const { config } = ctx;
  const formData = await readForm(request);
  const back = backTo(formData.get("back"));
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
