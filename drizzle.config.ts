import { defineConfig } from "drizzle-kit";

/**
 * drizzle-kit only generates SQL here (`npm run db:generate -- --name <change>`, and `--custom` for
 * triggers; docs/migrations.md); wrangler applies migrations/ to D1 (`npm run db:migrate`, and
 * `wrangler d1 migrations apply DB --remote` on deploy).
 */
export default defineConfig({
  dialect: "sqlite",
  schema: "./app/db/schema.ts",
  out: "./migrations",
  strict: true,
  verbose: true,
});
