import { readFileSync } from "node:fs";
const prof = JSON.parse(readFileSync(process.argv[2]!, "utf8"));
const N = Number(process.argv[3] ?? 200);
const byId = new Map<number, any>(prof.nodes.map((n: any) => [n.id, n]));
const parent = new Map<number, number>();
for (const n of prof.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const selfByUrl = new Map<string, number>(); const incl = new Map<string, number>();
prof.samples.forEach((s: number, i: number) => {
  const dt = prof.timeDeltas[i] ?? 0; const n = byId.get(s);
  const url = n.callFrame.url.split("/").slice(-1)[0] || n.callFrame.functionName;
  selfByUrl.set(url, (selfByUrl.get(url) ?? 0) + dt);
  const seen = new Set<string>(); let cur: number | undefined = s;
  while (cur !== undefined) { const m = byId.get(cur); const k = `${m.callFrame.functionName || "(anon)"} ${m.callFrame.url.split("/").slice(-1)[0]}:${m.callFrame.lineNumber}`; if (!seen.has(k)) { seen.add(k); incl.set(k, (incl.get(k) ?? 0) + dt); } cur = parent.get(cur); }
});
console.log("self by script:"); for (const [k, v] of [...selfByUrl].sort((a, b) => b[1] - a[1]).slice(0, 15)) console.log(`${(v / 1000 / N).toFixed(3)}  ${k}`);
console.log("inclusive:"); for (const [k, v] of [...incl].sort((a, b) => b[1] - a[1]).slice(0, 70)) console.log(`${(v / 1000 / N).toFixed(3)}  ${k}`);
