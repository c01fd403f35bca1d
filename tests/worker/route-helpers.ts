/**
 * Calling a route's loader or action as React Router would, and reading what came back: a Response
 * (returned or thrown: redirects, 404s), React Router's data() (returned or thrown), or plain data.
 * Like React Router, `call` first runs the middleware of every route the path matches in app/routes.ts
 * (the root's origin check, rate limits and honeypot; the admin area's session check), so a test of an
 * admin action without a session is refused by the same middleware the app runs.
 * Also: the toast a redirect flashed, an admin session, and server-rendering a route component.
 */
import { ToastProvider } from "@gymroam/design-system";
import { type ComponentType, createElement, type ReactNode } from "react";
import { prerender } from "react-dom/static";
import {
  createStaticHandler,
  createStaticRouter,
  data,
  matchRoutes,
  type RouteObject,
  type RouterContextProvider,
  StaticRouterProvider,
} from "react-router";
import type { ToastMessage } from "~/lib/toast";
import { ADMIN_COOKIE, login } from "~/models/admin-auth.server";
import routeConfig from "~/routes";
import { getSession } from "~/session.server";
import { config, cookieFrom, db, request, routerContext } from "./helpers";

export type RouteFn = (args: never) => unknown;

export interface CallInit {
  method?: string;
  /** Without a CF-Connecting-IP, each call comes from an address of its own (so limits never mix tests). */
  headers?: HeadersInit;
  body?: BodyInit;
  params?: Record<string, string>;
  /** The router context (one is made per call by default). */
  context?: RouterContextProvider;
  /** false: call the function alone, without the matched routes' middleware. */
  middleware?: boolean;
}

type Middleware = (args: unknown, next: () => Promise<Response>) => unknown;
type RouteModule = { middleware?: Middleware[] };

// The route tree as app/routes.ts declares it, each route identified by its file.
interface ConfigEntry {
  path?: string;
  index?: boolean;
  file: string;
  children?: ConfigEntry[];
}
const toRouteObject = (entry: ConfigEntry): RouteObject =>
  entry.index
    ? { id: entry.file, index: true, path: entry.path }
    : { id: entry.file, path: entry.path, children: entry.children?.map(toRouteObject) };
const ROUTES = (routeConfig as unknown as ConfigEntry[]).map(toRouteObject);
const ROUTE_MODULES = import.meta.glob<RouteModule>("../../app/routes/**/*.{ts,tsx}");

/** Whether React Router sends the path to the not-found page (no route of app/routes.ts but the catch-all). */
function notFound(path: string): boolean {
  const matches = matchRoutes(ROUTES, normalizedUrl(path).pathname) ?? [];
  return matches.length === 0 || matches.at(-1)!.route.path === "*";
}

/** The matched routes' pattern as React Router gives it to middleware and loaders ("" when none matched). */
function routePattern(path: string): string {
  const matches = matchRoutes(ROUTES, normalizedUrl(path).pathname);
  if (!matches) return "";
  return (
    matches
      .map((m) => m.route.path)
      .filter(Boolean)
      .join("/")
      .replace(/\/\/+/g, "/") || "/"
  );
}

/** The root module, then the module of each route the path matches, outermost first. */
async function modulesFor(path: string): Promise<RouteModule[]> {
  const pathname = normalizedUrl(path).pathname;
  const matches = matchRoutes(ROUTES, pathname) ?? [];
  return [
    (await import("~/root")) as RouteModule,
    ...(await Promise.all(
      matches.map((m) => {
        const load = ROUTE_MODULES[`../../app/${m.route.id}`];
        if (!load) throw new Error(`route module ${m.route.id} not found`);
        return load();
      }),
    )),
  ];
}

/** The middleware React Router runs for a path: the root's, then each matched route's, outermost first. */
export async function middlewareFor(path: string): Promise<Middleware[]> {
  return (await modulesFor(path)).flatMap((m) => m.middleware ?? []);
}

/** The URL React Router gives loaders and middleware as `url`: a data request's `.data` and `_routes` removed. */
function normalizedUrl(path: string): URL {
  const url = new URL(path, "http://localhost");
  url.pathname = url.pathname.endsWith("/_.data")
    ? url.pathname.replace(/_\.data$/, "")
    : url.pathname.replace(/\.data$/, "");
  url.searchParams.delete("_routes");
  return url;
}

let addresses = 0;
/** A client address no other call uses (TEST-NET-2 and -3 style, random per test file run). */
export function freshAddress(): string {
  const n = (Math.floor(Math.random() * 2 ** 20) + ++addresses) % 2 ** 20;
  return `10.${(n >> 12) & 255}.${(n >> 4) & 255}.${(n & 15) + 1}`;
}

/**
 * Runs the middleware chain around the handler as React Router does on the server: a middleware may
 * return a Response (the answer), throw one or a data() (turned into the answer its parents' `next()`
 * get back), or call `next()` and change what comes back.
 */
async function runMiddleware(
  chain: Middleware[],
  args: unknown,
  handler: () => Promise<Response>,
  thrownFrom: Map<Response, unknown>,
): Promise<Response> {
  const asResponse = (error: unknown): Response => {
    if (error instanceof Response) {
      thrownFrom.set(error, error);
      return error;
    }
    if (isData(error)) {
      const response = new Response(null, {
        status: error.init?.status ?? 500,
        headers: error.init?.headers,
      });
      thrownFrom.set(response, error);
      return response;
    }
    throw error;
  };
  const run = async (i: number): Promise<Response> => {
    const middleware = chain[i];
    if (!middleware) return handler();
    let nextResult: Response | undefined;
    const next = async () => {
      try {
        nextResult = await run(i + 1);
      } catch (error) {
        nextResult = asResponse(error);
      }
      return nextResult;
    };
    try {
      const value = await middleware(args, next);
      if (value instanceof Response) return value;
      if (isData(value))
        return new Response(JSON.stringify(value.data), {
          status: value.init?.status ?? 200,
          headers: value.init?.headers,
        });
      return nextResult ?? (await next());
    } catch (error) {
      return asResponse(error);
    }
  };
  return run(0);
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
  /** What was answered, as it was: a Response (unread), a data() or plain data. */
  raw: unknown;
}

/**
 * Calls a loader or action. A thrown Response or data() is an answer (redirect, 4xx); anything else
 * thrown propagates: React Router would answer it with a 500.
 */
export async function call(fn: RouteFn, path: string, init: CallInit = {}): Promise<Outcome> {
  const headers = new Headers(init.headers);
  if (!headers.has("CF-Connecting-IP")) headers.set("CF-Connecting-IP", freshAddress());
  const req = request(path, { method: init.method ?? "GET", headers, body: init.body });
  const args = {
    request: req,
    url: normalizedUrl(path),
    pattern: routePattern(path),
    context: init.context ?? routerContext(),
    params: init.params ?? {},
  };
  let value: unknown;
  let thrown = false;
  // The handler's own answer is kept as it was (data, plain or Response); middleware sees a stand-in.
  const standIn = new Response(null);
  const handler = async () => {
    try {
      value = await fn(args as never);
    } catch (error) {
      if (!(error instanceof Response) && !isData(error)) throw error;
      value = error;
      thrown = true;
    }
    return standIn;
  };
  const thrownFrom = new Map<Response, unknown>();
  // A URL no route pattern takes (a backslash in a parameter, say) never reaches a route's loader or
  // action: React Router answers its not-found page.
  if (init.middleware !== false && notFound(path))
    return outcomeOf(new Response("Not found", { status: 404 }), true);
  const chain = init.middleware === false ? [] : await middlewareFor(path);
  const answer = await runMiddleware(chain, args, handler, thrownFrom);
  if (answer !== standIn) {
    // A middleware answered: returned a Response, or threw one or a data() (an error boundary renders it).
    value = thrownFrom.get(answer) ?? answer;
    thrown = thrownFrom.has(answer);
  }
  const outcome = await outcomeOf(value, thrown);
  // Headers a middleware added on the way out (Retry-After on a refused page).
  const added = answer === standIn ? standIn.headers : answer === value ? new Headers() : answer.headers;
  for (const [name, v] of added) if (!outcome.headers.has(name)) outcome.headers.set(name, v);
  return outcome;
}

async function outcomeOf(value: unknown, thrown: boolean): Promise<Outcome> {
  if (value instanceof Response) {
    const type = value.headers.get("Content-Type") ?? "";
    const text = await value.clone().text();
    let body: unknown = text;
    if (type.includes("json") && text !== "") body = JSON.parse(text);
    return { status: value.status, headers: value.headers, body, thrown, raw: value };
  }
  if (isData(value))
    return {
      status: value.init?.status ?? 200,
      headers: new Headers(value.init?.headers),
      body: value.data,
      thrown,
      raw: value,
    };
  return { status: 200, headers: new Headers(), body: value, thrown, raw: value };
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

/** The complete HTML of a server render, lazily loaded forms included (as the worker sends it). */
export async function renderToHtml(element: ReactNode): Promise<string> {
  const { prelude } = await prerender(element);
  return new Response(prelude).text();
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
    /** The router context for the loader (e.g. a shared render's, ADR 028). */
    context?: RouterContextProvider;
  } = {},
): Promise<string> {
  const headers = init.cookie ? { Cookie: init.cookie } : undefined;
  const loaded = loader
    ? await call(loader, path, { headers, params: init.params, context: init.context })
    : undefined;
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
  // The app's layout (root.tsx) provides the toasts pages call from their effects.
  return renderToHtml(
    createElement(
      ToastProvider,
      null,
      createElement(StaticRouterProvider, { router, context, hydrate: false }),
    ),
  );
}
