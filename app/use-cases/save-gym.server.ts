import * as v from "valibot";
import { positiveId } from "~/domain/schemas/common";
import { unsaveGym as deleteSavedGym, saveGym as insertSavedGym } from "~/models/saved-gym.server";
import type { UseCaseContext } from "./context.server";
import { fail, ok, type Result } from "./result";

/** Which gym to save or remove: the heart on any page and POST /api/saved-gyms share it. */
export const SaveGymSchema = v.object({ gymId: positiveId("gymId must be a positive whole number") });
export type SaveGymInput = v.InferOutput<typeof SaveGymSchema>;

export const SAVE_GYM_MESSAGES = { notFound: "Gym not found" } as const;

/**
 * Saves an active gym for a visitor (the actor: the identity in their signed session, created by the
 * caller on a first save). Saving twice changes nothing; `created` says whether this call added it.
 */
export async function saveGym(
  ctx: UseCaseContext,
  visitorId: number,
  input: SaveGymInput,
): Promise<Result<{ gymId: number; isSaved: true; created: boolean }>> {
  const saved = await insertSavedGym(ctx.db, visitorId, input.gymId);
  if (saved === "gym-not-found") return fail("not_found", SAVE_GYM_MESSAGES.notFound);
  return ok({ gymId: input.gymId, isSaved: true, created: saved === "saved" });
}

/**
 * Removes a saved gym. A visitor without an identity has nothing saved, so removing needs none
 * (the identity is created on a save or booking, not on a remove); removing twice is fine.
 */
export async function unsaveGym(
  ctx: UseCaseContext,
  visitorId: number | undefined,
  input: SaveGymInput,
): Promise<Result<{ gymId: number; isSaved: false }>> {
  if (visitorId !== undefined) await deleteSavedGym(ctx.db, visitorId, input.gymId);
  return ok({ gymId: input.gymId, isSaved: false });
}
