/**
 * The SQL query plans of the searches the app really runs: app/models/gym-search.server.ts is loaded through
 * Vite's module runner (so `~/` imports resolve as in the app), its searchGyms() is run against the
 * benchmark's local D1 (wrangler's getPlatformProxy) through a recorder that keeps every statement
 * with its bound values, and each statement is then explained with EXPLAIN QUERY PLAN.
 */
import path from "node:path";
import { runnerImport } from "vite";
import { getPlatformProxy } from "wrangler";
import type { GymSearchQuery } from "../app/domain/gym-search.ts";

export interface SearchPlan {
  label: string;
  /** rowsRead: D1's meta.rows_read when the statement is run on its own (what it costs at this size). */
  statements: { sql: string; params: unknown[]; plan: string[]; rowsRead: number }[];
  /** Plan lines that read the whole gyms table (SCAN gyms ...). */
  fullScans: string[];
}

const ROOT = path.resolve(import.meta.dirname, "..");

interface Recorded {
  sql: string;
  params: unknown[];
}

/** A D1Database that records each prepared statement and its bound values, then runs it. */
function recording(db: D1Database, log: Recorded[]): D1Database {
  const wrap = (sql: string, statement: D1PreparedStatement, params: unknown[] = []): D1PreparedStatement => {
    const entry = { sql, params };
    log.push(entry);
    return new Proxy(statement, {
      get(target, key, receiver) {
        if (key === "bind") {
          return (...values: unknown[]) => {
            entry.params = values;
            return target.bind(...values);
          };
        }
        const value = Reflect.get(target, key, receiver);
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
  };
  return new Proxy(db, {
    get(target, key, receiver) {
      if (key === "prepare") return (sql: string) => wrap(sql, target.prepare(sql));
      const value = Reflect.get(target, key, receiver);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}

/** Fills a search query with the schema's defaults, as the /gyms loader does after parsing. */
function query(partial: Partial<GymSearchQuery>): GymSearchQuery {
  return {
    equipment: [],
    amenities: [],
    sports: [],
    days: [],
    sort: "distance",
    page: 1,
    ...partial,
  } as GymSearchQuery;
}

export const SEARCHES: { label: string; query: Partial<GymSearchQuery> }[] = [
  { label: "city", query: { city: "Wellington" } },
  {
    label: "/gyms page: city + 2 filters + default price $10-$100",
    query: { city: "Auckland", equipment: ["Lift Rack"], amenities: ["Sauna"], minPrice: 10, maxPrice: 100 },
  },
  {
    label: "city + equipment + amenity",
    query: { city: "Auckland", equipment: ["Lift Rack"], amenities: ["Sauna"] },
  },
  {
    label: "city + price range, by price",
    query: { city: "Sydney", minPrice: 20, maxPrice: 40, sort: "price" },
  },
  { label: "city, by rating", query: { city: "Melbourne", sort: "rating" } },
  {
    label: "city + sport + athletes on a date",
    query: { city: "Brisbane", sports: ["CrossFit"], athletes: 4 },
  },
];

export async function searchPlans(persistTo: string): Promise<SearchPlan[]> {
  const { module: gymModel } = await runnerImport<typeof import("../app/models/gym-search.server.ts")>(
    path.join(ROOT, "app/models/gym-search.server.ts"),
    { configFile: false, root: ROOT, resolve: { alias: { "~": path.join(ROOT, "app") } }, logLevel: "error" },
  );
  const { module: dbClient } = await runnerImport<typeof import("../app/db/client.server.ts")>(
    path.join(ROOT, "app/db/client.server.ts"),
    { configFile: false, root: ROOT, resolve: { alias: { "~": path.join(ROOT, "app") } }, logLevel: "error" },
  );
  const proxy = await getPlatformProxy<{ DB: D1Database }>({
    configPath: path.join(ROOT, "wrangler.toml"),
    persist: { path: path.join(ROOT, persistTo, "v3") },
  });
  try {
    const plans: SearchPlan[] = [];
    for (const search of SEARCHES) {
      const log: Recorded[] = [];
      const db = dbClient.getDb(recording(proxy.env.DB, log));
      await gymModel.searchGyms(db, query(search.query));
      const statements: SearchPlan["statements"] = [];
      for (const { sql, params } of log) {
        const result = await proxy.env.DB.prepare(`EXPLAIN QUERY PLAN ${sql}`)
          .bind(...params)
          .all<{ detail: string }>();
        const run = await proxy.env.DB.prepare(sql)
          .bind(...params)
          .all();
        statements.push({
          sql,
          params,
          plan: result.results.map((row) => row.detail),
          rowsRead: run.meta.rows_read,
        });
      }
      const fullScans = statements.flatMap((s) =>
        s.plan.filter((line) => /^SCAN (gyms|"gyms")\b/.test(line)),
      );
      plans.push({ label: search.label, statements, fullScans });
    }
    return plans;
  } finally {
    await proxy.dispose();
  }
}
