import { availableParallelism } from "node:os";
import react from "@vitejs/plugin-react";
import { defineProject } from "vitest/config";

/**
 * The "stories" test project (referenced from the root vitest.config.ts): in jsdom, every story is
 * rendered, its play function run and axe checked (test/stories.test.tsx), plus the components'
 * behaviour tests and the token contrast checks.
 */
export default defineProject({
  root: import.meta.dirname,
  plugins: [react()],
  test: {
    name: "stories",
    environment: "jsdom",
    // A file's jsdom in a fresh VM context of a worker that stays up: each file still starts clean,
    // without paying for a new worker and jsdom (67 of them took over a third of this project's time).
    pool: "vmThreads",
    // The vm pool resolves its own worker count; vitest runs projects together only when theirs match.
    maxWorkers: availableParallelism(),
    setupFiles: ["./test/setup.ts"],
    include: ["src/**/*.test.{ts,tsx}", "test/**/*.test.{ts,tsx}"],
  },
});
