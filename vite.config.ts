import path from "node:path";
import { cloudflare } from "@cloudflare/vite-plugin";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

/** The design system's small building blocks that nearly every screen renders. */
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
  ],
  environments: {
    client: {
      build: {
        rolldownOptions: {
          // app/domain holds pure rules and constants (no framework imports, nothing runs on import):
          // a chunk that uses none of a domain module's exports need not load it for its top-level
          // code, such as the catalogue's derived lists.
          treeshake: {
            moduleSideEffects: [{ test: /[\\/]app[\\/]domain[\\/]/, sideEffects: false }],
          },
          output: {
            // Left to itself the bundler gives every icon and design-system component shared by a
            // different set of routes its own chunk: 20 to 45 modules of a few hundred bytes per
            // page, each a request, a preload and a compile. These groups put what every page
            // loads anyway into a few chunks; the total bytes a page loads do not grow.
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
                    `design-system[\\\\/]src[\\\\/](primitives[\\\\/])?(${DESIGN_SYSTEM_CORE})[\\\\/]|node_modules[\\\\/](class-variance-authority|clsx|tailwind-merge)[\\\\/]`,
                  ),
                  priority: 1,
                },
                {
                  // The fields every form renders: one chunk instead of four to six files of a few
                  // hundred bytes each, which gzip apart worse than together.
                  name: "ds-fields",
                  test: /design-system[\\/]src[\\/]primitives[\\/](Field|Input|Textarea|Select)[\\/]|app[\\/]components[\\/](conform-field|honeypot)\./,
                  priority: 1,
                },
                {
                  name: "app-shared",
                  test: /app[\\/](components[\\/]error-boundary|config[\\/]brand)\./,
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
