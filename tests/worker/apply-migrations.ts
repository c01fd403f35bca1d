import { applyD1Migrations, type D1Migration, env } from "cloudflare:test";

// Each test file gets isolated storage; migrations are idempotent (tracked in d1_migrations).
await applyD1Migrations(env.DB, (env as unknown as { TEST_MIGRATIONS: D1Migration[] }).TEST_MIGRATIONS);
