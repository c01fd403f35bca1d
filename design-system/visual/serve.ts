/**
 * A tiny static server for the built catalogue (storybook-static/), for the visual-regression suite:
 * `node design-system/visual/serve.ts [port]`. GET and HEAD only, no directory listings, nothing
 * outside the folder.
 */
import { createReadStream, existsSync, statSync } from "node:fs";
import { createServer } from "node:http";
import path from "node:path";

/** The built catalogue: storybook-static/, or VISUAL_CATALOGUE (a build elsewhere, e.g. an experiment's). */
const ROOT = path.resolve(
  process.env.VISUAL_CATALOGUE ?? path.join(import.meta.dirname, "../../storybook-static"),
);
const PORT = Number(process.argv[2] ?? process.env.VISUAL_PORT ?? 6106);
const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".woff2": "font/woff2",
  ".map": "application/json; charset=utf-8",
};

if (!existsSync(path.join(ROOT, "iframe.html"))) {
  console.error(`${ROOT} has no iframe.html: run \`npm run build-storybook\` first.`);
  process.exit(1);
}

createServer((req, res) => {
  const url = new URL(req.url ?? "/", "http://localhost");
  let file = path.join(ROOT, decodeURIComponent(url.pathname));
  if (!file.startsWith(ROOT)) {
    res.writeHead(403).end();
    return;
  }
  if (existsSync(file) && statSync(file).isDirectory()) file = path.join(file, "index.html");
  if (req.method !== "GET" && req.method !== "HEAD") {
    res.writeHead(405, { Allow: "GET, HEAD" }).end();
    return;
  }
  if (!existsSync(file)) {
    res.writeHead(404).end("Not found");
    return;
  }
  res.writeHead(200, {
    "Content-Type": TYPES[path.extname(file)] ?? "application/octet-stream",
    // The bundle's file names carry hashes; the browser may keep them for the whole run.
    "Cache-Control": file.includes(`${path.sep}assets${path.sep}`) ? "max-age=3600" : "no-cache",
  });
  if (req.method === "HEAD") res.end();
  else createReadStream(file).pipe(res);
}).listen(PORT, "127.0.0.1", () => console.info(`catalogue on http://127.0.0.1:${PORT}`));
