/**
 * Where a load can book: active gyms with their open days and opening time (bench/run.ts and
 * scripts/load.ts), and day-pass slots inside their hours.
 */

export interface Target {
  id: number;
  open_time: string;
  is_24_hours: number;
  days: string;
}

/** Active gyms with their open days (0 = Sunday), every ?1-th id, at most ?2 of them. */
export const TARGETS_SQL = `SELECT g.id, g.open_time, g.is_24_hours, group_concat(d.day) AS days
       FROM gyms g JOIN gym_operating_days d ON d.gym_id = g.id
       WHERE g.is_active = 1 AND g.id % ?1 = 0 GROUP BY g.id LIMIT ?2`;

/** A day-pass slot inside the gym's hours on its open days from `fromDay` to `toDay` days ahead. */
export function openSlots(target: Target, fromDay: number, toDay: number) {
  const now = new Date();
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const open = new Set(target.days.split(",").map(Number));
  const [h = 6, m = 0] = target.open_time.split(":").map(Number);
  const minutes = target.is_24_hours ? 6 * 60 : Math.max(6 * 60, Math.ceil((h * 60 + m) / 30) * 30);
  const startTime = `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
  const dates: string[] = [];
  for (let day = fromDay; day <= toDay; day += 1) {
    const date = new Date(today + day * 86_400_000);
    if (open.has(date.getUTCDay())) dates.push(date.toISOString().slice(0, 10));
  }
  return { gymId: target.id, startTime, dates };
}
