/**
 * The patched React Router matcher (scripts/lib/react-router-match.ts) must match every URL to the
 * same routes, with the same params and paths, as React Router's own: this app's every route, under
 * the root layout as the server build has them, with URLs made from each route's path (filled in,
 * with trailing slashes, in capitals, percent-encoded, one segment short and one too long) and URLs
 * no route has.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import appRoutes from "../../app/routes";
import { patchReactRouterMatch, REACT_ROUTER_UTILS } from "./react-router-match";

const require = createRequire(import.meta.url);
// The production build's module (the one the worker bundles), whichever conditions the test runs with.
const utilsPath = path.join(
  path.dirname(require.resolve("react-router/package.json")),
  "dist/production/lib/router/utils.js",
);
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

const dir = mkdtempSync(path.join(tmpdir(), "react-router-match-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The module evaluated from `source`, its relative imports resolved as the real file's. */
async function load(name: string, source: string): Promise<{ matchRoutes: MatchRoutes }> {
  const file = path.join(dir, name);
  const absolute = source.replace(/from "(\.\/[^"]+|react)"/g, (_, spec: string) => {
    const target = spec === "react" ? require.resolve("react") : path.join(path.dirname(utilsPath), spec);
    return `from ${JSON.stringify(pathToFileURL(target).href)}`;
  });
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
  const react = await load("original.js", original);
  const patched = await load("patched.js", patchReactRouterMatch(original));
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
      patchReactRouterMatch(original.replace("function matchRouteBranch(", "function other(")),
    ).toThrow(/react-router-match/);
    expect(REACT_ROUTER_UTILS.test(utilsPath)).toBe(true);
  });
});
