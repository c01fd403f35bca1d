/**
 * Calling a route's loader or action as React Router would, and reading what came back: a Response
 * (returned or thrown: redirects, 404s), React Router's data() (returned or thrown), or plain data.
 * Also: the toast a redirect flashed, an admin session, and server-rendering a route component.
 */
import { ToastProvider } from "@gymroam/design-system";
import { type ComponentType, createElement } from "react";
import { renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter, data, StaticRouterProvider } from "react-router";
import { preloadIslands } from "~/components/island";
import type { ToastMessage } from "~/lib/toast";
import { ADMIN_COOKIE, login } from "~/models/admin-auth.server";
import { getSession } from "~/session.server";
import { config, cookieFrom, db, request, routerContext } from "./helpers";

export type RouteFn = (args: never) => unknown;

export interface CallInit {
  method?: string;
  headers?: HeadersInit;
  body?: BodyInit;
  params?: Record<string, string>;
}

interface DataWithResponseInit {
  type: "DataWithResponseInit";
  data: unknown;
  init: ResponseInit | null;
}

const isData = (value: unknown): value is DataWithResponseInit =>
  !!value && typeof value === "object" && "type" in value && value.type === "DataWithResponseInit";

/** What the browser would get: the status, headers and body, whether the route returned or threw it. */
export interface Outcome {
  status: number;
  headers: Headers;
  /** JSON or text of a Response; the data of data() or of a plain return. */
  body: unknown;
  /** Whether the route threw it (an error boundary renders it). */
  thrown: boolean;
}

/**
 * Calls a loader or action. A thrown Response or data() is an answer (redirect, 4xx); anything else
 * thrown propagates: React Router would answer it with a 500.
 */
export async function call(fn: RouteFn, path: string, init: CallInit = {}): Promise<Outcome> {
  let value: unknown;
  let thrown = false;
  try {
    value = await fn({
      request: request(path, { method: init.method ?? "GET", headers: init.headers, body: init.body }),
      context: routerContext(),
      params: init.params ?? {},
    } as never);
  } catch (error) {
    if (!(error instanceof Response) && !isData(error)) throw error;
    value = error;
    thrown = true;
  }
  if (value instanceof Response) {
    const type = value.headers.get("Content-Type") ?? "";
    const text = await value.text();
    let body: unknown = text;
    if (type.includes("json") && text !== "") body = JSON.parse(text);
    return { status: value.status, headers: value.headers, body, thrown };
  }
  if (isData(value))
    return {
      status: value.init?.status ?? 200,
      headers: new Headers(value.init?.headers),
      body: value.data,
      thrown,
    };
  return { status: 200, headers: new Headers(), body: value, thrown };
}

/** The toast a response flashed into the visitor session (null when none). */
export async function toastOf(headers: Headers): Promise<ToastMessage | null> {
  const cookie = cookieFrom(headers);
  if (!cookie) return null;
  const session = await getSession(config(), request("/", { headers: { Cookie: cookie } }));
  return session.get("toast") ?? null;
}

let sessions = 0;

/** A fresh admin session (each from its own client, so the sign-in rate limit never applies). */
export async function adminCookie(): Promise<string> {
  const result = await login(
    db(),
    config(),
    `client-route-helpers-${++sessions}`,
    "test-admin-password",
    Date.now(),
  );
  if (!result.ok) throw new Error(`admin login failed: ${result.message}`);
  return `${ADMIN_COOKIE}=${result.token}`;
}

/**
 * Server-renders a route component with its real loader, as the app would without JavaScript. With
 * `submit`, the form is first posted to the route's real action and the page is rendered with what it
 * answered (a refused form, shown again with its errors and values). The worker project cannot import
 * React Router's server build (see the toolchain notes), so the route is mounted alone.
 */
export async function renderRoute(
  Component: ComponentType,
  loader: RouteFn | undefined,
  path: string,
  init: {
    cookie?: string;
    params?: Record<string, string>;
    submit?: { action: RouteFn; form: [string, string][] };
  } = {},
): Promise<string> {
  const headers = init.cookie ? { Cookie: init.cookie } : undefined;
  const loaded = loader ? await call(loader, path, { headers, params: init.params }) : undefined;
  if (loaded && loaded.status !== 200) throw new Error(`${path}: loader answered ${loaded.status}`);
  const acted = init.submit
    ? await call(init.submit.action, path, {
        method: "POST",
        headers,
        body: new URLSearchParams(init.submit.form),
        params: init.params,
      })
    : undefined;
  if (acted && acted.status < 400) throw new Error(`${path}: the action accepted the form (${acted.status})`);
  const handler = createStaticHandler([
    {
      id: "page",
      path: path.split("?")[0],
      loader: loaded ? () => loaded.body : undefined,
      action: acted ? () => data(acted.body, { status: acted.status }) : undefined,
      Component,
    },
  ]);
  const context = await handler.query(
    init.submit
      ? request(path, { method: "POST", body: new URLSearchParams(init.submit.form) })
      : request(path),
  );
  if (context instanceof Response) throw new Error(`${path}: unexpected redirect`);
  const router = createStaticRouter(handler.dataRoutes, context);
  // Form islands render in place once their modules are loaded, as entry.server.tsx makes sure (ADR 016).
  await preloadIslands();
  // The app's layout (root.tsx) provides the toasts pages call from their effects.
  return renderToString(
    createElement(
      ToastProvider,
      null,
      createElement(StaticRouterProvider, { router, context, hydrate: false }),
    ),
  );
}
