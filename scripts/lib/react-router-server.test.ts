/**
 * React Router as the server bundle patches it (scripts/lib/react-router-server.ts) must do what
 * React Router does:
 * - match every URL to the same routes, with the same params and paths: this app's every route,
 *   under the root layout as the server build has them, with URLs made from each route's path
 *   (filled in, with trailing slashes, in capitals, percent-encoded, one segment short and one too
 *   long) and URLs only the not-found route takes;
 * - render the same page from a kept route tree, and a new one when the route modules change.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { createElement as h } from "react";
import { renderToString } from "react-dom/server";
import { afterAll, describe, expect, it } from "vitest";
import appRoutes from "../../app/routes";
import { patchReactRouter, REACT_ROUTER_UTILS } from "./react-router-server";

const require = createRequire(import.meta.url);
// The production build's modules (the ones the worker bundles), whichever conditions the test runs with.
const production = path.join(path.dirname(require.resolve("react-router/package.json")), "dist/production");
const utilsPath = path.join(production, "lib/router/utils.js");
const original = readFileSync(utilsPath, "utf8");

interface RouteObject {
  id: string;
  path?: string;
  index?: boolean;
  caseSensitive?: boolean;
  children?: RouteObject[];
}
interface Match {
  route: RouteObject;
  params: Record<string, string | undefined>;
  pathname: string;
  pathnameBase: string;
}
type MatchRoutes = (routes: RouteObject[], location: string) => Match[] | null;

const dir = mkdtempSync(path.join(tmpdir(), "react-router-server-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/**
 * React Router's module `module` (under dist/production), evaluated from its source, patched or not;
 * its imports resolve to the real files, so it shares React Router's contexts with the package.
 */
async function load<T>(module: string, patched: boolean): Promise<T> {
  const real = path.join(production, module);
  const code = readFileSync(real, "utf8");
  const source = patched ? patchReactRouter(real, code) : code;
  const absolute = source.replace(/from "(\.{1,2}\/[^"]+|react)"/g, (_, spec: string) => {
    const target = spec === "react" ? require.resolve("react") : path.join(path.dirname(real), spec);
    return `from ${JSON.stringify(pathToFileURL(target).href)}`;
  });
  const file = path.join(dir, `${patched ? "patched" : "original"}-${module.replaceAll("/", "-")}`);
  writeFileSync(file, absolute);
  return import(/* @vite-ignore */ pathToFileURL(file).href);
}

interface ConfigEntry {
  id?: string;
  file: string;
  path?: string;
  index?: boolean;
  caseSensitive?: boolean;
  children?: ConfigEntry[];
}

/** The route tree the server build has: app/routes.ts under the root layout (path ""). */
function routeTree(): RouteObject[] {
  const convert = (entries: ConfigEntry[]): RouteObject[] =>
    entries.map((entry) => ({
      id: entry.id ?? entry.file,
      path: entry.path,
      index: entry.index,
      caseSensitive: entry.caseSensitive,
      children: entry.children ? convert(entry.children) : undefined,
    }));
  return [{ id: "root", path: "", children: convert(appRoutes as ConfigEntry[]) }];
}

/** Every full path in the tree ("/gym/:id", "/partner/gyms/:id/edit", …). */
function fullPaths(routes: RouteObject[], parent = ""): string[] {
  return routes.flatMap((route) => {
    const own = route.path ? `${parent}/${route.path}`.replace(/\/+/g, "/") : parent || "/";
    return [own, ...fullPaths(route.children ?? [], own === "/" ? "" : own)];
  });
}

/** URLs around each path: filled in, trailing slash, capitals, encoded, shorter, longer, and a miss. */
function urlsAround(fullPath: string): string[] {
  const filled = fullPath.replace(/:[\w-]+\??/g, "1000").replace(/\*$/, "a/b");
  const other = fullPath.replace(/:[\w-]+\??/g, "caf%C3%A9%20x").replace(/\*$/, "");
  const parent = filled.split("/").slice(0, -1).join("/") || "/";
  return [
    filled,
    `${filled}/`,
    `${filled}//`,
    filled.toUpperCase(),
    other,
    `${filled}/extra`,
    parent,
    `${filled}x`,
    `/x${filled}`,
  ];
}

describe("React Router's matcher with the whole-path test first", async () => {
  const react = await load<{ matchRoutes: MatchRoutes }>("lib/router/utils.js", false);
  const patched = await load<{ matchRoutes: MatchRoutes }>("lib/router/utils.js", true);
  const routes = routeTree();
  const paths = [...new Set(fullPaths(routes))];
  const urls = [
    ...new Set([
      "/",
      "//",
      "/nope",
      "/gym",
      "/gym/",
      "/api",
      "/%2F",
      "/gym/a%2Fb",
      "/GYMS",
      ...paths.flatMap(urlsAround),
    ]),
  ];

  /** What a match says: the routes, params and paths (route objects compared by id). */
  const describeMatch = (matches: Match[] | null) =>
    matches?.map(({ route, params, pathname, pathnameBase }) => ({
      id: route.id,
      params,
      pathname,
      pathnameBase,
    })) ?? null;

  it("covers the app's routes", () => {
    expect(paths.length).toBeGreaterThan(90);
    expect(urls.length).toBeGreaterThan(700);
  });

  it("matches every URL to the same routes, params and paths as React Router", () => {
    let notFound = 0;
    for (const url of urls) {
      const expected = describeMatch(react.matchRoutes(routes, url));
      expect(describeMatch(patched.matchRoutes(routes, url)), url).toEqual(expected);
      if (expected?.at(-1)?.id === "routes/not-found/route.tsx") notFound++;
    }
    // Both outcomes are exercised: most URLs match a page, and the rest only the not-found route ("*").
    expect(notFound).toBeGreaterThan(50);
    expect(notFound).toBeLessThan(urls.length / 2);
  });

  it("fails the build when React Router's code no longer has the function", () => {
    expect(() =>
      patchReactRouter(utilsPath, original.replace("function matchRouteBranch(", "function other(")),
    ).toThrow(/react-router-server/);
    expect(REACT_ROUTER_UTILS.test(utilsPath)).toBe(true);
  });
});

describe("the route tree kept between renders", async () => {
  type ServerRouterModule = { ServerRouter: React.FC<{ context: unknown; url: string }> };
  type StaticRouterModule = {
    createStaticRouter: (routes: object[], context: object) => { routes: RouteObject[] };
  };
  // React Router's production build itself (the tests may resolve "react-router" to its development
  // build, whose contexts are other objects).
  const { createStaticHandler, Outlet, useMatches } = (await import(
    /* @vite-ignore */ pathToFileURL(path.join(production, "index.js")).href
  )) as typeof import("react-router");
  const reactServer = await load<ServerRouterModule>("lib/dom/ssr/server.js", false);
  const patchedServer = await load<ServerRouterModule>("lib/dom/ssr/server.js", true);
  const reactStatic = await load<StaticRouterModule>("lib/dom/server.js", false);
  const patchedStatic = await load<StaticRouterModule>("lib/dom/server.js", true);

  const manifestRoutes = {
    root: { id: "root", path: "", hasLoader: false, module: "/root.js" },
    "routes/gym": {
      id: "routes/gym",
      parentId: "root",
      path: "gym/:id",
      hasLoader: false,
      module: "/gym.js",
    },
  };
  // The kept route objects carry each module's handle (what useMatches gives); the page components
  // come from the request's route modules.
  const Root = () =>
    h(
      "main",
      null,
      h(
        "p",
        null,
        useMatches()
          .map((match) => (match.handle as { title?: string } | undefined)?.title ?? "")
          .join(""),
      ),
      h(Outlet),
    );
  const gymPage = (heading: string) => ({
    default: () => h("h1", null, heading),
    handle: { title: heading },
  });
  const gym = gymPage("Harbourside Athletic Club");

  // The build's (one object for every request); the route-module map is new for each request.
  const future = {};
  /** What entry.server gives <ServerRouter>: a fresh route-module map per request, as the runtime's. */
  async function entryContext(gymModule: typeof gym) {
    const handler = createStaticHandler([
      { id: "root", path: "", children: [{ id: "routes/gym", path: "gym/:id" }] },
    ]);
    const staticHandlerContext = await handler.query(new Request("https://gymroam.example/gym/7"));
    return {
      manifest: {
        routes: manifestRoutes,
        entry: { module: "/entry.js", imports: [] },
        url: "/m.js",
        version: "1",
      },
      routeModules: { root: { default: Root }, "routes/gym": gymModule },
      staticHandlerContext,
      future,
      isSpaMode: false,
      ssr: true,
      routeDiscovery: { mode: "lazy", manifestPath: "/__manifest" },
    };
  }
  const render = async (module: ServerRouterModule, gymModule: typeof gym) =>
    renderToString(
      h(module.ServerRouter, {
        context: await entryContext(gymModule),
        url: "https://gymroam.example/gym/7",
      }),
    );

  it("renders what React Router renders, request after request", async () => {
    const expected = await render(reactServer, gym);
    expect(expected).toContain("<p>Harbourside Athletic Club</p><h1>Harbourside Athletic Club</h1>");
    expect(await render(patchedServer, gym)).toBe(expected);
    expect(await render(patchedServer, gym)).toBe(expected);
  });

  it("renders the new route modules when they change", async () => {
    await render(patchedServer, gym);
    const other = gymPage("Ponsonby Barbell");
    expect(await render(patchedServer, other)).toBe(await render(reactServer, other));
    expect(await render(patchedServer, other)).toContain("<p>Ponsonby Barbell</p>");
  });

  it("gives the same route array the same data routes, and another array its own", async () => {
    const context = (await entryContext(gym)).staticHandlerContext;
    const routes = [{ id: "root", path: "", children: [{ id: "routes/gym", path: "gym/:id" }] }];
    const first = patchedStatic.createStaticRouter(routes, context);
    expect(patchedStatic.createStaticRouter(routes, context).routes).toBe(first.routes);
    expect(JSON.stringify(first.routes)).toBe(
      JSON.stringify(reactStatic.createStaticRouter(routes, context).routes),
    );
    const others = [{ id: "root", path: "", children: [{ id: "routes/about", path: "about" }] }];
    const other = patchedStatic.createStaticRouter(others, context).routes;
    expect(other).not.toBe(first.routes);
    expect(other[0]?.children?.[0]?.id).toBe("routes/about");
  });
});
