import path from "node:path";
import { cloudflare } from "@cloudflare/vite-plugin";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { conformMetadata } from "./scripts/lib/conform-metadata.ts";
import { reactRouterServer } from "./scripts/lib/react-router-server.ts";
import { reactServerStrings } from "./scripts/lib/react-server-strings.ts";

/** The design system's small building blocks that nearly every screen renders (see ADR 013). */
const DESIGN_SYSTEM_CORE = [
  "Badge",
  "Button",
  "Card",
  "Container",
  "Grid",
  "Heading",
  "IconButton",
  "Link",
  "Stack",
  "Text",
  "Toast",
  "lib",
].join("|");

export default defineConfig({
  // `~/` is app/ in every environment, the worker's included: in `npm run dev` the worker entry
  // (workers/app.ts) loads app modules outside React Router's own resolution.
  resolve: {
    alias: {
      "~": path.resolve(import.meta.dirname, "app"),
      // @react-email/render imports prettier for its optional `pretty` output, unused by our e-mail:
      // a stub keeps about 0.5 MB out of the worker bundle (app/mail/prettier-stub.ts).
      "prettier/standalone": path.resolve(import.meta.dirname, "app/mail/prettier-stub.ts"),
      "prettier/plugins/html": path.resolve(import.meta.dirname, "app/mail/prettier-stub.ts"),
    },
  },
  plugins: [
    cloudflare({
      viteEnvironment: { name: "ssr" },
      // `npm run bench` builds its own worker entry, the app's with the bench's D1 trace around it.
      config: process.env.BENCH_BUILD === "1" ? { main: "./workers/bench.ts" } : {},
    }),
    tailwindcss(),
    reactRouter(),
    // React's server renderer writes strings into its output buffer instead of a new ArrayBuffer each
    // (ADR 029, amended): the young-generation GC no longer sweeps thousands per page render.
    reactServerStrings(),
    // React Router's server work per render, cut (ADR 041): a route branch that cannot match the URL
    // is passed over without building its parents' matches, and the route tree is built once per
    // build instead of once per render.
    reactRouterServer(),
    // Conform's field metadata without a new set of accessors per read (ADR 042): they survived
    // every young-generation GC, most of what a page render left behind.
    conformMetadata(),
  ],
  environments: {
    client: {
      build: {
        rolldownOptions: {
          // app/domain holds pure rules and constants (no framework imports, nothing runs on import):
          // a chunk that uses none of a domain module's exports need not load it for its top-level
          // code, such as the catalogue's derived lists (ADR 030).
          treeshake: {
            moduleSideEffects: [{ test: /[\\/]app[\\/]domain[\\/]/, sideEffects: false }],
          },
          output: {
            // Left to itself the bundler gives every icon and design-system component shared by a
            // different set of routes its own chunk: 20 to 45 modules of a few hundred bytes per
            // page, each a request, a preload and a compile. These groups put what every page
            // loads anyway into a few chunks (ADR 013); the total bytes a page loads do not grow.
            codeSplitting: {
              groups: [
                {
                  name: "framework",
                  test: /node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser|turbo-stream)[\\/]/,
                  priority: 3,
                },
                {
                  name: "icons",
                  test: /node_modules[\\/]lucide-react[\\/]|design-system[\\/]src[\\/](foundations[\\/])?icons\./,
                  priority: 2,
                },
                {
                  name: "ds-core",
                  test: new RegExp(
                    `design-system[\\\\/]src[\\\\/](${DESIGN_SYSTEM_CORE})[\\\\/]|node_modules[\\\\/](class-variance-authority|clsx|tailwind-merge)[\\\\/]`,
                  ),
                  priority: 1,
                },
                {
                  // The fields every form island renders: one chunk instead of four to six files of a
                  // few hundred bytes each, which gzip apart worse than together (ADR 030).
                  name: "ds-fields",
                  test: /design-system[\\/]src[\\/]primitives[\\/](Field|Input|Textarea|Select)[\\/]|app[\\/]components[\\/](conform-field|honeypot)\./,
                  priority: 1,
                },
                {
                  name: "app-shared",
                  test: /app[\\/](components[\\/](error-boundary|route-link)|config[\\/]brand|lib[\\/]hydration)\./,
                  priority: 1,
                },
              ],
            },
          },
        },
      },
    },
  },
});
