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

describe("production secrets (domain/secrets.ts)", async () => {
  const { secretBytes, weakAdminPassword, weakSessionSecret } = await import("~/domain/secrets");
  const { CONFIG_ERROR_PAGE } = await import("~/env.server");
  const production = { DB: d1, ANALYTICS: kv, APP_ENV: "production", PUBLIC_ORIGIN: "https://gymroam.com" };
  const strong = "q8Yv0m3Jt6Wc1Zr9Lk2Hs5Xb7Nf4Pd0Ga8Ue3Ti6Oy1=";

  it("counts a secret's random bytes by its alphabet: 64 hex or 43 base64 characters make 32", () => {
    expect(secretBytes("0123456789abcdef".repeat(4))).toBe(32);
    expect(secretBytes("0123456789abcdef".repeat(4).slice(1))).toBe(31);
    expect(secretBytes(strong)).toBe(32);
    expect(secretBytes("ab".repeat(40))).toBe(0);
    expect(weakSessionSecret(strong)).toBeUndefined();
    expect(weakSessionSecret("secret")).toMatch(/under 32/);
  });

  it("refuses admin passwords under 12 characters, common ones and one-character runs", () => {
    expect(weakAdminPassword("admin")).toMatch(/under 12/);
    expect(weakAdminPassword("Password1234")).toMatch(/common/);
    expect(weakAdminPassword("aaaaaaaaaaaaaaaa")).toMatch(/too few/);
    expect(weakAdminPassword("correct horse battery staple")).toBeUndefined();
  });

  it("a production worker with a weak secret refuses to start; the log line names it, the public page does not", () => {
    for (const [env, name] of [
      [{ SESSION_SECRET: "secret" }, "SESSION_SECRET"],
      [{ SESSION_SECRET: strong, ADMIN_PASSWORD: "admin" }, "ADMIN_PASSWORD"],
    ] as const)
      expect(() => readConfig({ ...production, ...env } as unknown as Env)).toThrow(name);
    expect(readConfig({ ...production, SESSION_SECRET: strong } as unknown as Env).isProduction).toBe(true);
    // A development worker takes any secret.
    expect(
      readConfig({ DB: d1, ANALYTICS: kv, SESSION_SECRET: "secret" } as unknown as Env).sessionSecrets,
    ).toEqual(["secret"]);
    expect(CONFIG_ERROR_PAGE).toMatch(/misconfigured/);
    expect(CONFIG_ERROR_PAGE).not.toMatch(/SECRET|PASSWORD|SALT|ORIGIN|STRIPE/i);
  });
});
