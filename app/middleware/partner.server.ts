/**
 * The partner console (/partner, issue 17): gym owners only, and each gym only to its owner.
 * - `partnerMiddleware` runs on the console's layout route: signed out → /sign-in (and back after);
 *   signed in without a gym → 403 with a sentence (ROLE_MESSAGES.gymOwner).
 * - `requireOwnedGym(context, id)` is the one check every gym-scoped loader and action calls before
 *   reading or changing a gym: another owner's gym, or no gym, answers 404 with a sentence, so the
 *   console never says whether a number belongs to someone else.
 */
import { and, eq } from "drizzle-orm";
import { data, type RouterContextProvider } from "react-router";
import { getWorker } from "~/context.server";
import { getDb } from "~/db/client.server";
import { gyms } from "~/db/schema";
import type { OwnedGym } from "~/domain/actors";
import { getAccount, requireRole } from "./account.server";

/** The owner check for every console page. */
export const partnerMiddleware = requireRole("gymOwner");

export const NOT_YOUR_GYM = "We couldn't find that gym among yours. Choose one from your console.";

/** The gym `rawId` names, when the signed-in owner owns it; otherwise a 404 is thrown. */
export async function requireOwnedGym(
  context: Readonly<RouterContextProvider>,
  rawId: string | undefined,
): Promise<OwnedGym> {
  const account = getAccount(context);
  const id = Number(rawId);
  if (!Number.isSafeInteger(id) || id <= 0) throw data(NOT_YOUR_GYM, { status: 404 });
  const { config } = getWorker(context);
  const gym = await getDb(config.db)
    .select({ id: gyms.id, name: gyms.name, ownerId: gyms.ownerId, timeZone: gyms.timeZone })
    .from(gyms)
    .where(and(eq(gyms.id, id), eq(gyms.ownerId, account.userId)))
    .get();
  if (!gym || gym.ownerId === null) throw data(NOT_YOUR_GYM, { status: 404 });
  return { id: gym.id, name: gym.name, ownerId: gym.ownerId, timeZone: gym.timeZone };
}
