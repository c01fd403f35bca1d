import { createContext, type RouterContextProvider } from "react-router";
import type { AppConfig } from "./env.server";

export interface WorkerContext {
  env: Env;
  ctx: ExecutionContext;
  config: AppConfig;
  /** Per-request CSP nonce for inline scripts React Router renders. */
  nonce: string;
}

export const workerContext = createContext<WorkerContext>();

export function getWorker(context: Readonly<RouterContextProvider>): WorkerContext {
  return context.get(workerContext);
}
