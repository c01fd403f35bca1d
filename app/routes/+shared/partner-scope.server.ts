/**
 * Which of the owner's gyms a partner console page shows: all of them, or the one named by
 * `?gym=`, which must be theirs (requireOwnedGym: another owner's id, or nonsense, answers 404). The
 * pages filter every query by the ids this returns, so nothing of another owner's gym is ever read.
 */
import type { RouterContextProvider } from "react-router";
import { getWorker } from "~/context.server";
import { getDb } from "~/db/client.server";
import { getAccount } from "~/middleware/account.server";
import { requireOwnedGym } from "~/middleware/partner.server";
import { ownerGyms } from "~/models/owner.server";

export type OwnerGym = Awaited<ReturnType<typeof ownerGyms>>[number];

export interface OwnerScope {
  ownerId: number;
  ownerEmail: string;
  gyms: OwnerGym[];
  /** The gyms this page shows: the chosen one, or all. */
  selected: OwnerGym[];
  /** The chosen gym's id, or null for all. */
  gymId: number | null;
}

export async function ownerScope(
  context: Readonly<RouterContextProvider>,
  request: Request,
): Promise<OwnerScope> {
  const account = getAccount(context);
  const { config } = getWorker(context);
  const gyms = await ownerGyms(getDb(config.db), account.userId);
  const raw = new URL(request.url).searchParams.get("gym");
  if (raw === null || raw === "" || raw === "all")
    return { ownerId: account.userId, ownerEmail: account.email, gyms, selected: gyms, gymId: null };
  const owned = await requireOwnedGym(context, raw);
  const gym = gyms.find((g) => g.id === owned.id)!;
  return { ownerId: account.userId, ownerEmail: account.email, gyms, selected: [gym], gymId: gym.id };
}

/** The gym filter's options (shown only when the owner has several gyms). */
export function gymOptions(gyms: readonly { id: number; name: string }[]) {
  return [
    { value: "all", label: "All your gyms" },
    ...gyms.map((g) => ({ value: String(g.id), label: g.name })),
  ];
}
