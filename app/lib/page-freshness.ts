/**
 * How long a shared page may be kept when it reads the clock: a gym page's "Open now · closes 22:00"
 * line and the amenity form's today change at a minute boundary, so the page is kept (at most `limit`
 * seconds) until the first minute at which what it reads from the clock would change. The loader
 * tells the shared render (`sharedRender(context)?.keepFor`, ~/middleware/page-cache.server).
 */

const MINUTE = 60_000;

export function clockFreshSeconds(read: (now: number) => string, now: number, limit = 300): number {
  const first = read(now);
  for (let t = Math.floor(now / MINUTE) * MINUTE + MINUTE; t < now + limit * 1000; t += MINUTE)
    if (read(t) !== first) return Math.floor((t - now) / 1000);
  return limit;
}
