import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Every secret and variable the worker reads (app/env.server.ts) is in .dev.vars.example, where a
 * developer learns it exists (set or commented out), unless it is a binding wrangler.toml declares.
 */
const ROOT = path.resolve(import.meta.dirname, "../..");
const read = (file: string) => readFileSync(path.join(ROOT, file), "utf8");

describe(".dev.vars.example", () => {
  it("names every secret and variable env.server.ts reads", () => {
    const source = read("app/env.server.ts");
    const names = new Set([...source.matchAll(/\braw(?:\.|\[")([A-Z][A-Z0-9_]+)/g)].map((m) => m[1]!));
    expect(names.size).toBeGreaterThan(10);
    const toml = read("wrangler.toml");
    const bindings = new Set(
      [...toml.matchAll(/^\s*(?:binding|name)\s*=\s*"([A-Z][A-Z0-9_]+)"/gm)].map((m) => m[1]!),
    );
    const example = read(".dev.vars.example");
    const documented = new Set([...example.matchAll(/^#?\s*([A-Z][A-Z0-9_]+)=/gm)].map((m) => m[1]!));
    const missing = [...names].filter((name) => !bindings.has(name) && !documented.has(name));
    expect(missing).toEqual([]);
    expect(documented).toContain("STRIPE_CONNECT_WEBHOOK_SECRET");
  });
});
