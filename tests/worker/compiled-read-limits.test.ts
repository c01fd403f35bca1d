/**
 * Every compiled read in the app (ADR 038) stays inside D1's limits, which local D1 (miniflare's
 * SQLite) does not enforce, so nothing else here would notice: at most 32 arguments to one SQL
 * function (the packed row is split to keep it), at most 100 bound values per statement.
 */
import { describe, expect, it } from "vitest";
import { compiledReads } from "~/db/compiled.server";

// Every server module that makes compiled reads, so a new one is held to the limits too.
import.meta.glob(["/app/**/*.server.ts", "!/app/**/*.test.ts"], { eager: true });

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

describe("every compiled read in the app", () => {
  it("stays inside D1's limits: at most 32 arguments to a function, at most 100 bound values", () => {
    const reads = compiledReads();
    // The session check, My Bookings (3), the account overview (3), the partner overview (2).
    expect(reads.length).toBeGreaterThanOrEqual(9);
    for (const read of reads) {
      expect(widestCall(read.sql), read.sql.slice(0, 120)).toBeLessThanOrEqual(32);
      expect((read.sql.match(/\?/g) ?? []).length, read.sql.slice(0, 120)).toBeLessThanOrEqual(100);
    }
    expect(widestCall("select json_array(a, b, c), f(x) from t where g(1, 2) and (1, 2)")).toBe(3);
  });
});
