/**
 * The app's prepared queries (drizzle's `.prepare()` with `sql.placeholder`) stay inside D1's limits,
 * which local D1 (miniflare's SQLite) does not enforce, so nothing else here would notice: at most 32
 * arguments to one SQL function, at most 100 bound values per statement.
 */
import { describe, expect, it } from "vitest";
import { accountOverviewQueries } from "~/models/account.server";
import { bookingListQueries } from "~/models/booking-list.server";
import { ownerOverviewQueries } from "~/models/owner.server";
import { db } from "./helpers";

/** The largest number of arguments any function call in `text` is given (strings and quoted names skipped). */
function widestCall(text: string): number {
  const stack: number[] = [];
  let widest = 0;
  let quote: string | null = null;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quote) {
      if (c === quote) quote = null;
      continue;
    }
    if (c === "'" || c === '"') quote = c;
    else if (c === "(") stack.push(/[A-Za-z_]\s*$/.test(text.slice(Math.max(0, i - 40), i)) ? 1 : -1);
    else if (c === "," && stack.length > 0 && (stack.at(-1) ?? -1) > 0)
      stack[stack.length - 1] = (stack.at(-1) ?? 0) + 1;
    else if (c === ")") widest = Math.max(widest, stack.pop() ?? 0);
  }
  return widest;
}

describe("the app's prepared queries", () => {
  it("stay inside D1's limits: at most 32 arguments to a function, at most 100 bound values", () => {
    const queries = [
      ...Object.values(accountOverviewQueries(db())),
      ...Object.values(ownerOverviewQueries(db())),
      ...Object.values(bookingListQueries(db())),
    ];
    // The account overview (3), the partner overview (2), My Bookings (3).
    expect(queries).toHaveLength(8);
    for (const query of queries) {
      const { sql, params } = query.getQuery();
      expect(widestCall(sql), sql.slice(0, 120)).toBeLessThanOrEqual(32);
      expect(params.length, sql.slice(0, 120)).toBeLessThanOrEqual(100);
    }
    expect(widestCall("select json_array(a, b, c), f(x) from t where g(1, 2) and (1, 2)")).toBe(3);
  });
});
