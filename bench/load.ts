/**
 * The load generator, run by bench/run.ts as its own process so that it does not share an event
 * loop with the harness: `node bench/load.ts spec.json` drives one route with autocannon and
 * prints one JSON line of results. Latency percentiles are exact, computed from every response
 * time (autocannon's own summary has no p95).
 */
import { readFileSync } from "node:fs";
import autocannon from "autocannon";
import { benchAddress } from "./sign-in.ts";

export interface LoadSpec {
  /** Origin, e.g. http://localhost:8801 */
  origin: string;
  method: "GET" | "POST";
  /** Paths to request in turn (one or many). */
  paths: string[];
  /** Request bodies to send in turn (POST). */
  bodies?: string[];
  headers?: Record<string, string>;
  connections: number;
  durationSeconds: number;
  /** 2xx statuses that count as success; others count as errors. */
  okStatuses?: number[];
  /**
   * Each request from its own client address (CF-Connecting-IP, which local wrangler passes through;
   * the rate limits key on it): many clients, as in production, instead of one refused by its limit.
   */
  spreadAddresses?: boolean;
  /** The first address index this run takes (the harness gives each run its own range). */
  addressOffset?: number;
}

export interface LoadResult {
  requests: number;
  requestsPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
  statuses: Record<string, number>;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index] as number;
}

export async function runLoad(spec: LoadSpec): Promise<LoadResult> {
  let pathIndex = 0;
  let bodyIndex = 0;
  let addressIndex = spec.addressOffset ?? 0;
  const times: number[] = [];
  const statuses: Record<string, number> = {};
  const ok = new Set(spec.okStatuses ?? [200, 201]);
  let bad = 0;

  const options: autocannon.Options = {
    url: spec.origin,
    connections: spec.connections,
    duration: spec.durationSeconds,
    timeout: 10,
    requests: [
      {
        method: spec.method,
        headers: spec.headers,
        setupRequest: (request) => {
          request.path = spec.paths[pathIndex++ % spec.paths.length] as string;
          if (spec.bodies) request.body = spec.bodies[bodyIndex++ % spec.bodies.length] as string;
          if (spec.spreadAddresses)
            request.headers = { ...request.headers, "CF-Connecting-IP": benchAddress(addressIndex++) };
          return request;
        },
      },
    ],
  };
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(options, (error, done) => (error ? reject(error) : resolve(done)));
    instance.on("response", (_client, statusCode, _bytes, responseTime) => {
      times.push(responseTime);
      statuses[statusCode] = (statuses[statusCode] ?? 0) + 1;
      if (!ok.has(statusCode)) bad += 1;
    });
  });
  times.sort((a, b) => a - b);
  const seconds = result.duration;
  return {
    requests: times.length,
    requestsPerSecond: times.length / seconds,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    errors: bad + result.errors + result.timeouts,
    statuses,
  };
}

if (import.meta.main) {
  const spec = JSON.parse(readFileSync(process.argv[2] ?? "", "utf8")) as LoadSpec;
  const result = await runLoad(spec);
  process.stdout.write(`${JSON.stringify(result)}\n`);
}
