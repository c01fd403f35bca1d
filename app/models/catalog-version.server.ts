/**
 * The catalogue's version: bumped by triggers on every table the shared pages show (migrations/0005,
 * 0010), so the page cache's keys and the places list change when the catalogue does.
 */

/** The current catalogue version (one indexed read of a one-row table). */
export async function readCatalogVersion(db: D1Database): Promise<number> {
  const row = await db
    .prepare("SELECT version FROM catalog_version WHERE id = 1")
    .first<{ version: number }>();
  return row?.version ?? 0;
}
