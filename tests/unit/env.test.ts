import { describe, expect, it } from "vitest";
import { ConfigError, readConfig } from "~/env.server";

const d1 = { prepare: () => undefined } as unknown as D1Database;
const kv = { get: () => undefined } as unknown as KVNamespace;

describe("readConfig", () => {
  it("names every missing binding", () => {
    expect(() => readConfig({} as Env)).toThrow(ConfigError);
    expect(() => readConfig({} as Env)).toThrow(/DB \(D1 database\), ANALYTICS \(KV namespace\)/);
  });

  it("treats blank secrets as not configured and enables Stripe only with both keys", () => {
    const config = readConfig({
      DB: d1,
      ANALYTICS: kv,
      SESSION_SECRET: " ",
      STRIPE_SECRET_KEY: "sk_test_x",
    } as unknown as Env);
    expect(config.sessionSecrets).toEqual([]);
    expect(config.adminPassword).toBeUndefined();
    expect(config.stripe).toBeUndefined();
  });

  it("supports rotating session secrets (comma separated, newest first)", () => {
    const config = readConfig({
      DB: d1,
      ANALYTICS: kv,
      SESSION_SECRET: "new-secret, old-secret",
      STRIPE_SECRET_KEY: "sk_test_x",
      STRIPE_PUBLISHABLE_KEY: "pk_test_x",
    } as unknown as Env);
    expect(config.sessionSecrets).toEqual(["new-secret", "old-secret"]);
    expect(config.stripe?.publishableKey).toBe("pk_test_x");
  });
});

describe("map tile configuration", async () => {
  const { DEFAULT_MAP_TILE_URL, tileOrigin } = await import("~/env.server");
  it("defaults to OpenStreetMap and refuses non-https or incomplete templates", () => {
    const base = { DB: d1, ANALYTICS: kv } as unknown as Env;
    expect(readConfig(base).mapTileUrl).toBe(DEFAULT_MAP_TILE_URL);
    expect(
      readConfig({ ...base, MAP_TILE_URL: "http://tiles.example/{z}/{x}/{y}.png" } as unknown as Env)
        .mapTileUrl,
    ).toBe(DEFAULT_MAP_TILE_URL);
    expect(
      readConfig({ ...base, MAP_TILE_URL: "https://tiles.example/{z}/{x}.png" } as unknown as Env).mapTileUrl,
    ).toBe(DEFAULT_MAP_TILE_URL);
    expect(
      readConfig({ ...base, MAP_TILE_URL: "https://t.example/{z}/{x}/{y}.png" } as unknown as Env).mapTileUrl,
    ).toBe("https://t.example/{z}/{x}/{y}.png");
    expect(tileOrigin(DEFAULT_MAP_TILE_URL)).toBe("https://tile.openstreetmap.org");
  });
});
