import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { users } from "~/db/schema";

/** A new anonymous athlete identity (no e-mail yet: it is given at booking). */
export async function createAthleteIdentity(db: Db): Promise<number> {
  const [row] = await db.insert(users).values({ userType: "athlete" }).returning({ id: users.id });
  if (!row) throw new Error("Could not create a visitor identity");
  return row.id;
}

export async function userExists(db: Db, id: number): Promise<boolean> {
  const row = await db.select({ id: users.id }).from(users).where(eq(users.id, id)).get();
  return row !== undefined;
}

/** Deletes an athlete identity nothing refers to yet (the foreign keys refuse otherwise). */
export async function deleteIdentityIfUnused(db: Db, id: number): Promise<void> {
  try {
    await db.delete(users).where(and(eq(users.id, id), eq(users.userType, "athlete"), isNull(users.email)));
  } catch {
    // Referenced after all (a concurrent request used it): keep it.
  }
}
