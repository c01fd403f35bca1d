// Throwaway CPU profiler: wrangler dev with an inspector, a signed-in athlete, N requests of a path.
import { spawn } from "node:child_process";
import { writeFileSync } from "node:fs";
import path from "node:path";
import { d1File, signIn, benchAddress } from "../bench/sign-in.ts";
import { wranglerEnv } from "../scripts/lib/run.ts";

const ROOT = path.resolve(import.meta.dirname, "..");
const port = 8851, insp = 9331;
const paths = process.argv.slice(2);
const persist = ".wrangler/bench-100000";
const server = spawn(path.join(ROOT, "node_modules/.bin/wrangler"), ["dev", "--port", String(port), "--persist-to", persist, "--local", "--inspector-port", String(insp), "--show-interactive-dev-session=false", "--log-level", "error"], { cwd: ROOT, env: wranglerEnv(), stdio: ["ignore", "ignore", "inherit"] });
const origin = `http://localhost:${port}`;
for (let i = 0; i < 120; i++) { try { const r = await fetch(`${origin}/healthz`); if (r.ok) break; } catch {} await new Promise((r) => setTimeout(r, 500)); }
const athlete = await signIn(origin, d1File(path.join(ROOT, persist)), "bench-athlete@example.com", benchAddress(110_000));
const owner = await signIn(origin, d1File(path.join(ROOT, persist)), "cuba-street-strength-co@example.co.nz", benchAddress(110_001));
const list = await (await fetch(`http://127.0.0.1:${insp}/json`)).json() as { webSocketDebuggerUrl: string; title: string }[];
console.log(list.map((t) => t.title));
const target = list.find((t) => !t.title.includes("internal")) ?? list[0]!;
const ws = new (WebSocket as any)(target.webSocketDebuggerUrl, { headers: { Origin: "https://devtools.devprod.cloudflare.dev" } }) as WebSocket;
ws.addEventListener("error", (e) => console.log("ws error", (e as any).message)); ws.addEventListener("close", (e) => console.log("ws close", e.code, e.reason));
await new Promise((r) => ws.addEventListener("open", r));
console.log("open");
let id = 0; const pending = new Map<number, (v: any) => void>();
ws.addEventListener("message", async (e) => { const raw = typeof e.data === "string" ? e.data : e.data instanceof ArrayBuffer ? new TextDecoder().decode(e.data) : await (e.data as Blob).text(); const m = JSON.parse(raw); if (m.id && pending.has(m.id)) { pending.get(m.id)!(m); pending.delete(m.id); } });
const send = (method: string, params: object = {}) => new Promise<any>((r) => { const i = ++id; pending.set(i, r); ws.send(JSON.stringify({ id: i, method, params })); });
console.log("enable", JSON.stringify(await send("Profiler.enable")));
await send("Profiler.setSamplingInterval", { interval: 100 });
for (const p of paths) {
  const [route, who] = p.split("@");
  const cookie = who === "owner" ? owner.cookie : who === "athlete" ? athlete.cookie : undefined;
  const hit = async () => { const r = await fetch(origin + route, { headers: { Accept: "text/html", "User-Agent": "Mozilla/5.0 Chrome/156", ...(cookie ? { Cookie: cookie } : {}) } }); await r.arrayBuffer(); return r.status; };
  for (let i = 0; i < 30; i++) await hit();
  await send("Profiler.start");
  const t0 = performance.now();
  const N = 200;
  await Promise.all([0, 1].map(async () => { for (let i = 0; i < N / 2; i++) await hit(); }));
  const ms = performance.now() - t0;
  const { result } = await send("Profiler.stop");
  const name = route.replace(/\W+/g, "_") + (who ?? "");
  writeFileSync(path.join(ROOT, ".prof", `${name}.cpuprofile`), JSON.stringify(result.profile));
  // self time per function
  const prof = result.profile; const byId = new Map(prof.nodes.map((n: any) => [n.id, n]));
  const self = new Map<string, number>(); const dt = prof.timeDeltas as number[]; const total = dt.reduce((a: number, b: number) => a + b, 0);
  prof.samples.forEach((s: number, i: number) => { const n: any = byId.get(s); const k = `${n.callFrame.functionName || "(anon)"} ${n.callFrame.url.split("/").slice(-2).join("/")}:${n.callFrame.lineNumber}`; self.set(k, (self.get(k) ?? 0) + (dt[i] ?? 0)); });
  const idle = [...self].filter(([k]) => k.startsWith("(idle)")).reduce((a, [, v]) => a + v, 0);
  console.log(`\n== ${p}: ${(N / ms * 1000).toFixed(1)} req/s, busy ${((total - idle) / 1000 / N).toFixed(2)} ms/req`);
  for (const [k, v] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 25)) console.log(`${(v / 1000 / N).toFixed(3)} ms  ${k}`);
}
ws.close(); server.kill();
process.exit(0);
