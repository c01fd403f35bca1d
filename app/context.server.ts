import { createContext, type RouterContextProvider } from "react-router";
import type { AppConfig } from "./env.server";

export interface WorkerContext {
  env: Env;
  ctx: ExecutionContext;
  config: AppConfig;
  /** Per-request CSP nonce for inline scripts React Router renders. */
  nonce: string;
  /** The build's asset manifest version: part of a shared page's cache key (~/middleware/page-cache.server). */
  buildVersion?: () => Promise<string>;
  /** The shared page cache to use instead of `caches.default` (tests give each their own). */
  pageCache?: Cache;
}

export const workerContext = createContext<WorkerContext>();

export function getWorker(context: Readonly<RouterContextProvider>): WorkerContext {
  return context.get(workerContext);
}
