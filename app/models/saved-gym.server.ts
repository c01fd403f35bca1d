import { and, desc, eq, inArray } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { gyms, savedGyms } from "~/db/schema";
import { type GymSummary, gymSummaryColumns, toGymSummaries } from "./gym-summary.server";

/** A visitor's saved gyms, newest first (active gyms only). */
export async function listSavedGyms(db: Db, userId: number): Promise<(GymSummary & { savedAt: Date })[]> {
  const rows = await db
    .select({ ...gymSummaryColumns, savedAt: savedGyms.savedAt })
    .from(savedGyms)
    .innerJoin(gyms, eq(gyms.id, savedGyms.gymId))
    .where(and(eq(savedGyms.userId, userId), eq(gyms.isActive, true)))
    .orderBy(desc(savedGyms.savedAt), desc(savedGyms.gymId));
  const summaries = await toGymSummaries(db, rows);
  return summaries.map((summary, i) => ({ ...summary, savedAt: rows[i]!.savedAt }));
}

export async function isGymSaved(db: Db, userId: number, gymId: number): Promise<boolean> {
  const row = await db
    .select({ gymId: savedGyms.gymId })
    .from(savedGyms)
    .where(and(eq(savedGyms.userId, userId), eq(savedGyms.gymId, gymId)))
    .get();
  return row !== undefined;
}

export type SaveResult = "saved" | "already-saved" | "gym-not-found";

/** Saves an active gym for a visitor; saving twice changes nothing. */
export async function saveGym(db: Db, userId: number, gymId: number): Promise<SaveResult> {
  const gym = await db
    .select({ id: gyms.id })
    .from(gyms)
    .where(and(eq(gyms.id, gymId), eq(gyms.isActive, true)))
    .get();
  if (!gym) return "gym-not-found";
  const inserted = await db
    .insert(savedGyms)
    .values({ userId, gymId })
    .onConflictDoNothing()
    .returning({ gymId: savedGyms.gymId });
  return inserted.length > 0 ? "saved" : "already-saved";
}

/** Removes a saved gym; removing one that is not saved changes nothing. Returns whether a row went. */
export async function unsaveGym(db: Db, userId: number, gymId: number): Promise<boolean> {
  const removed = await db
    .delete(savedGyms)
    .where(and(eq(savedGyms.userId, userId), eq(savedGyms.gymId, gymId)))
    .returning({ gymId: savedGyms.gymId });
  return removed.length > 0;
}

/** Which of these gyms the visitor has saved (for the hearts on a results page). */
export async function savedGymIds(db: Db, userId: number, gymIds: number[]): Promise<number[]> {
  if (gymIds.length === 0) return [];
  const rows = await db
    .select({ gymId: savedGyms.gymId })
    .from(savedGyms)
    .where(and(eq(savedGyms.userId, userId), inArray(savedGyms.gymId, gymIds)));
  return rows.map((r) => r.gymId);
}

/** Every gym the visitor has saved (at most `limit`): the hearts of any page, read once (GET /api/me). */
export async function allSavedGymIds(db: Db, userId: number, limit = 500): Promise<number[]> {
  const rows = await db
    .select({ gymId: savedGyms.gymId })
    .from(savedGyms)
    .where(eq(savedGyms.userId, userId))
    .limit(limit);
  return rows.map((r) => r.gymId);
}
