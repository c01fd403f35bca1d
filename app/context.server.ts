import { createContext, type RouterContextProvider } from "react-router";
import type { AppConfig } from "./env.server";

export interface WorkerContext {
  env: Env;
  ctx: ExecutionContext;
  config: AppConfig;
  /** Per-request CSP nonce for inline scripts React Router renders. */
  nonce: string;
  /**
   * Rendered to be shared by every visitor (ADR 028): the request reaches the loaders without its
   * cookies, and loaders answer `null` for what is personal (app/lib/personal.ts).
   */
  shared?: boolean;
  /**
   * A shared copy other than the anonymous one (ADR 036): `review-form`, the gym page of everyone who
   * may review the gym, its review form without the booking id (the worker sets it per visitor).
   */
  sharedVariant?: "review-form";
  /**
   * A page that reads the clock says how long a kept copy of it stays right, in seconds (the gym
   * page's "Open now" line, ~/lib/page-freshness; My Bookings' holds and refund bands, ADR 039). The
   * page cache keeps it no longer.
   */
  keepSharedFor?: (seconds: number) => void;
}

export const workerContext = createContext<WorkerContext>();

export function getWorker(context: Readonly<RouterContextProvider>): WorkerContext {
  return context.get(workerContext);
}
