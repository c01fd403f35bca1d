/**
 * First-load client JavaScript per route, read from React Router's build manifest
 * (build/client/assets/manifest-*.js): the client entry and its imports,
 * then root and each route in the chain down to the route, with their static imports (what the page's
 * modulepreload links fetch before hydration). Lazy chunks (dynamic import()) are not counted: they
 * load later, only where used (the React.lazy forms, Leaflet on /gym-map).
 *
 * "With lazy" (shown, no budget): the first load plus the chunks the page's route modules load with
 * import() (its React.lazy forms, a map), with their static imports.
 *
 *   node bench/client-js.ts                       the table (after `npx react-router build`)
 *   node bench/client-js.ts --files /bookings     each file of a route's first load and lazy chunks
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { gzipSync } from "node:zlib";

interface ManifestEntry {
  module: string;
  imports?: string[];
}
interface ManifestRoute extends ManifestEntry {
  id: string;
  hasDefaultExport?: boolean;
  parentId?: string;
  path?: string;
  index?: boolean;
}
interface Manifest {
  entry: ManifestEntry;
  routes: Record<string, ManifestRoute>;
}

export interface RouteJs {
  routeId: string;
  /** The URL pattern, e.g. /gym/:id/book. */
  pattern: string;
  files: number;
  rawBytes: number;
  gzipBytes: number;
  /** First load plus the route modules' lazy chunks, gzip bytes; null on a page without any. */
  withLazyGzipBytes: number | null;
  /** The files the lazy chunks add to the first load (with what they import). */
  lazyFiles: number;
}

export interface RouteJsFile {
  /** URL path, e.g. /assets/framework-abc.js. */
  file: string;
  rawBytes: number;
  gzipBytes: number;
  /** "first-load", or "lazy" for what the route modules' import() calls add. */
  part: "first-load" | "lazy";
}

/** Static imports between chunks (`import{a}from"./x.js"`, `import"./x.js"`). */
const STATIC_IMPORT = /(?:\bfrom|\bimport)\s*["'`]\.\/([\w.-]+\.js)["'`]/g;
/** Dynamic imports (`import("./x.js")`, as Vite writes them). */
const DYNAMIC_IMPORT = /\bimport\(\s*["'`]\.\/([\w.-]+\.js)["'`]\s*\)/g;

function readManifest(clientDir: string): Manifest {
  const assets = path.join(clientDir, "assets");
  const name = readdirSync(assets).find((f) => /^manifest-[\w-]+\.js$/.test(f));
  if (!name) throw new Error(`no React Router manifest in ${assets}: run the build first`);
  const file = path.join(assets, name);
  const text = readFileSync(file, "utf8");
  const json = text.slice(text.indexOf("{"), text.lastIndexOf("}") + 1);
  return JSON.parse(json) as Manifest;
}

function patternOf(routes: Record<string, ManifestRoute>, route: ManifestRoute): string {
  const parts: string[] = [];
  for (let r: ManifestRoute | undefined = route; r; r = r.parentId ? routes[r.parentId] : undefined) {
    if (r.path) parts.unshift(r.path);
  }
  return `/${parts.join("/")}`.replace(/\/+/g, "/");
}

/** The chunks a chunk imports statically (its own directory), from its text. */
function chunkImports(clientDir: string, url: string, pattern: RegExp): string[] {
  const text = readFileSync(path.join(clientDir, url), "utf8");
  const dir = path.posix.dirname(url);
  return [...text.matchAll(pattern)].map((m) => path.posix.join(dir, m[1] as string));
}

/** `files` and every chunk they import statically, transitively. */
function withStaticImports(clientDir: string, files: Iterable<string>): Set<string> {
  const out = new Set<string>();
  const queue = [...files];
  for (let f = queue.pop(); f !== undefined; f = queue.pop()) {
    if (out.has(f)) continue;
    out.add(f);
    queue.push(...chunkImports(clientDir, f, STATIC_IMPORT));
  }
  return out;
}

interface RouteFiles {
  route: ManifestRoute;
  firstLoad: Set<string>;
  /** What the route modules' lazy chunks add to the first load (empty without any). */
  lazy: Set<string>;
  hasLazy: boolean;
}

/** Leaf page routes with their first-load files and lazy files. */
function routeFiles(clientDir: string, manifest: Manifest): RouteFiles[] {
  const parents = new Set(Object.values(manifest.routes).map((r) => r.parentId));
  const out: RouteFiles[] = [];
  for (const route of Object.values(manifest.routes)) {
    if (route.id === "root" || !route.hasDefaultExport || parents.has(route.id)) continue;
    const chain: ManifestEntry[] = [];
    for (
      let r: ManifestRoute | undefined = route;
      r;
      r = r.parentId ? manifest.routes[r.parentId] : undefined
    ) {
      chain.unshift(r);
    }
    const firstLoad = new Set<string>([manifest.entry.module, ...(manifest.entry.imports ?? [])]);
    for (const r of chain) {
      firstLoad.add(r.module);
      for (const i of r.imports ?? []) firstLoad.add(i);
    }
    // The route modules' own import() calls (not the entry's or a shared chunk's).
    const lazyEntries = chain.flatMap((r) =>
      chunkImports(clientDir, r.module, DYNAMIC_IMPORT).filter((i) => !firstLoad.has(i)),
    );
    const lazy = new Set([...withStaticImports(clientDir, lazyEntries)].filter((f) => !firstLoad.has(f)));
    out.push({ route, firstLoad, lazy, hasLazy: lazy.size > 0 });
  }
  return out;
}

function sizer(clientDir: string) {
  const sizes = new Map<string, { raw: number; gzip: number }>();
  return (url: string) => {
    let known = sizes.get(url);
    if (!known) {
      const bytes = readFileSync(path.join(clientDir, url));
      known = { raw: bytes.length, gzip: gzipSync(bytes).length };
      sizes.set(url, known);
    }
    return known;
  };
}

/**
 * Every page a visitor can land on (leaf routes with a component; resource routes have none), largest
 * first. The manifest file itself is not counted: the server inlines the page's part of it in the HTML.
 * Each file is counted gzipped on its own, as the browser fetches it.
 */
export function clientJsPerRoute(clientDir: string): RouteJs[] {
  const manifest = readManifest(clientDir);
  const size = sizer(clientDir);
  const sum = (files: Iterable<string>) => {
    let raw = 0;
    let gzip = 0;
    for (const f of files) {
      const s = size(f);
      raw += s.raw;
      gzip += s.gzip;
    }
    return { raw, gzip };
  };
  const out: RouteJs[] = routeFiles(clientDir, manifest).map(({ route, firstLoad, lazy, hasLazy }) => {
    const first = sum(firstLoad);
    return {
      routeId: route.id,
      pattern: patternOf(manifest.routes, route),
      files: firstLoad.size,
      rawBytes: first.raw,
      gzipBytes: first.gzip,
      withLazyGzipBytes: hasLazy ? first.gzip + sum(lazy).gzip : null,
      lazyFiles: lazy.size,
    };
  });
  return out.sort((a, b) => b.gzipBytes - a.gzipBytes);
}

/** Each file of a route's first load, then its lazy chunks (by URL pattern or route id), largest first. */
export function clientJsFiles(clientDir: string, route: string): RouteJsFile[] {
  const manifest = readManifest(clientDir);
  const size = sizer(clientDir);
  const found = routeFiles(clientDir, manifest).find(
    (r) => r.route.id === route || patternOf(manifest.routes, r.route) === route,
  );
  if (!found) throw new Error(`no page route ${route} in the build`);
  const row = (file: string, part: RouteJsFile["part"]) => ({
    file,
    rawBytes: size(file).raw,
    gzipBytes: size(file).gzip,
    part,
  });
  return [
    ...[...found.firstLoad].map((f) => row(f, "first-load")),
    ...[...found.lazy].map((f) => row(f, "lazy")),
  ].sort((a, b) => (a.part === b.part ? b.gzipBytes - a.gzipBytes : a.part === "first-load" ? -1 : 1));
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

if (import.meta.main) {
  const { values, positionals } = parseArgs({
    options: { files: { type: "boolean", default: false }, dir: { type: "string", default: "build/client" } },
    allowPositionals: true,
  });
  const clientDir = path.resolve(values.dir);
  if (values.files) {
    for (const route of positionals) {
      const files = clientJsFiles(clientDir, route);
      const total = (part: RouteJsFile["part"]) =>
        files.filter((f) => f.part === part).reduce((n, f) => n + f.gzipBytes, 0);
      console.info(
        `\n${route}: first load ${kb(total("first-load"))} KB gzip, + lazy ${kb(total("lazy"))} KB`,
      );
      for (const f of files)
        console.info(`  ${f.part.padEnd(10)}  ${kb(f.gzipBytes).padStart(6)}  ${f.file}`);
    }
  } else {
    console.info("  route                                  files  gzip KB  with lazy KB");
    for (const r of clientJsPerRoute(clientDir))
      console.info(
        `  ${r.pattern.padEnd(37)}  ${String(r.files).padStart(5)}  ${kb(r.gzipBytes).padStart(7)}  ${r.withLazyGzipBytes === null ? "" : kb(r.withLazyGzipBytes).padStart(12)}`,
      );
  }
}
