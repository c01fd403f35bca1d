/**
 * First-load client JavaScript per route, read from React Router's build manifest
 * (build/client/assets/manifest-*.js): the client entry and its imports,
 * then root and each route in the chain down to the route, with their static imports (what the page's
 * modulepreload links fetch before hydration). Lazy chunks (dynamic import()) are not counted: they
 * load later, only where used (Leaflet on /gym-map).
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
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
}

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

/**
 * Every page a visitor can land on (leaf routes with a component; resource routes have none), largest
 * first. The manifest file itself is not counted: the server inlines the page's part of it in the HTML.
 */
export function clientJsPerRoute(clientDir: string): RouteJs[] {
  const manifest = readManifest(clientDir);
  const parents = new Set(Object.values(manifest.routes).map((r) => r.parentId));
  const sizes = new Map<string, { raw: number; gzip: number }>();
  const size = (url: string) => {
    let known = sizes.get(url);
    if (!known) {
      const bytes = readFileSync(path.join(clientDir, url));
      known = { raw: bytes.length, gzip: gzipSync(bytes).length };
      sizes.set(url, known);
    }
    return known;
  };

  const out: RouteJs[] = [];
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
    const files = new Set<string>([manifest.entry.module, ...(manifest.entry.imports ?? [])]);
    for (const r of chain) {
      files.add(r.module);
      for (const i of r.imports ?? []) files.add(i);
    }
    let rawBytes = 0;
    let gzipBytes = 0;
    for (const f of files) {
      const s = size(f);
      rawBytes += s.raw;
      gzipBytes += s.gzip;
    }
    out.push({
      routeId: route.id,
      pattern: patternOf(manifest.routes, route),
      files: files.size,
      rawBytes,
      gzipBytes,
    });
  }
  return out.sort((a, b) => b.gzipBytes - a.gzipBytes);
}
