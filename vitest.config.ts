import { availableParallelism } from "node:os";
import path from "node:path";
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { defineConfig } from "vitest/config";

const alias = { "~": path.resolve(import.meta.dirname, "app") };

/**
 * Three of the four test layers (the fourth, browser end-to-end, is Playwright in e2e/):
 * - unit:    pure domain rules and helpers, in Node.
 * - stories: every design-system story rendered in jsdom, its play function run, axe checked
 *            (design-system/vitest.config.ts), plus component behaviour tests.
 * - worker:  models, loaders and actions inside workerd against a real local D1 with the
 *            migrations applied.
 */
export default defineConfig({
  test: {
    // One vitest worker per core (vitest's default leaves one core free): worker tests mostly wait on
    // workerd, which runs in its own process.
    maxWorkers: availableParallelism(),
    projects: [
      {
        resolve: { alias },
        test: {
          name: "unit",
          environment: "node",
          include: ["tests/unit/**/*.test.ts", "app/**/*.test.ts", "scripts/**/*.test.ts"],
        },
      },
      "./design-system/vitest.config.ts",
      {
        resolve: { alias },
        plugins: [
          cloudflareTest(async () => {
            const migrations = await readD1Migrations(path.join(import.meta.dirname, "migrations"));
            return {
              miniflare: {
                compatibilityDate: "2026-10-01",
                compatibilityFlags: ["nodejs_compat"],
                d1Databases: ["DB"],
                kvNamespaces: ["ANALYTICS"],
                // Listing photos (ADR 022): the same R2 binding as wrangler.toml.
                r2Buckets: ["PHOTOS"],
                // The same Rate Limiting bindings as wrangler.toml (tests key each case by its own address).
                ratelimits: {
                  PUBLIC_FORM_LIMITER: { namespace_id: "1001", simple: { limit: 10, period: 60 } },
                  LOOKUP_LIMITER: { namespace_id: "1002", simple: { limit: 5, period: 60 } },
                  ADMIN_SIGN_IN_LIMITER: { namespace_id: "1003", simple: { limit: 5, period: 60 } },
                },
                // Mail (ADR 019): the queue producer (no consumer here: tests call the consumer
                // themselves) and Cloudflare Email Service's send_email binding, simulated by miniflare.
                queueProducers: { MAIL_QUEUE: { queueName: "gymroam-mail" } },
                email: { send_email: [{ name: "EMAIL" }] },
                bindings: {
                  TEST_MIGRATIONS: migrations,
                  APP_ENV: "test",
                  PUBLIC_ORIGIN: "https://gymroam.test",
                  SESSION_SECRET: "test-session-secret-0123456789abcdef",
                  ADMIN_PASSWORD: "test-admin-password",
                  ANALYTICS_SALT: "test-salt",
                },
              },
            };
          }),
        ],
        test: {
          name: "worker",
          include: ["tests/worker/**/*.test.ts"],
          setupFiles: ["tests/worker/apply-migrations.ts"],
          // One workerd per vitest worker for all its files; each file still starts on an empty
          // database (apply-migrations.ts).
          isolate: false,
          fsModuleCache: false,
          // Every worker test talks to workerd (D1, KV, queues); on a busy machine that can take far
          // longer than vitest's 5 s default, which is a stall to report, not a failure of the code.
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
