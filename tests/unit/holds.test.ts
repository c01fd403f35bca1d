import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  HOLD_CAP_TRIGGERS,
  MAX_HELD_AMENITY_HOURS_PER_ADDRESS,
  MAX_HELD_AMENITY_HOURS_PER_VISITOR,
  MAX_HELD_PLACES_PER_ADDRESS,
  MAX_HELD_PLACES_PER_VISITOR,
  MAX_UNPAID_HOLDS_PER_ADDRESS,
  MAX_UNPAID_HOLDS_PER_VISITOR,
} from "~/domain/holds";

const sql = readFileSync(
  path.join(import.meta.dirname, "../../migrations/0027_hold_caps_and_check_in_history.sql"),
  "utf8",
);
/** The number a trigger compares with, read from the trigger that raises `name`. */
function triggerLimit(name: string): number {
  const block = sql.split("--> statement-breakpoint").find((b) => b.includes(`RAISE(ABORT, '${name}')`));
  const limit = /\) (>=?) (\d+)\s*BEGIN/.exec(block ?? "");
  if (!limit) throw new Error(`no trigger raises ${name}`);
  // ">= n" refuses the (n+1)th booking; "> n" refuses going over n places or hours.
  return Number(limit[2]);
}

describe("the hold caps the database enforces are the domain's numbers", () => {
  it("each trigger in migrations/0026 compares with the number in domain/holds.ts", () => {
    expect(triggerLimit(HOLD_CAP_TRIGGERS.visitor)).toBe(MAX_UNPAID_HOLDS_PER_VISITOR);
    expect(triggerLimit(HOLD_CAP_TRIGGERS.address)).toBe(MAX_UNPAID_HOLDS_PER_ADDRESS);
    expect(triggerLimit(HOLD_CAP_TRIGGERS.placesVisitor)).toBe(MAX_HELD_PLACES_PER_VISITOR);
    expect(triggerLimit(HOLD_CAP_TRIGGERS.placesAddress)).toBe(MAX_HELD_PLACES_PER_ADDRESS);
    expect(triggerLimit(HOLD_CAP_TRIGGERS.amenityVisitor)).toBe(MAX_HELD_AMENITY_HOURS_PER_VISITOR);
    expect(triggerLimit(HOLD_CAP_TRIGGERS.amenityAddress)).toBe(MAX_HELD_AMENITY_HOURS_PER_ADDRESS);
  });
});
