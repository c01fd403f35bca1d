import { createRequestHandler, type RequestHandler, RouterContextProvider } from "react-router";
import { workerContext } from "../app/context.server";
import { shouldRecordPageView } from "../app/domain/analytics";
import { CONFIG_ERROR_PAGE, ConfigError, readConfig, tileOrigin } from "../app/env.server";
import { runScheduledJobs } from "../app/jobs.server";
import { openRequestD1 } from "../app/lib/d1-session.server";
import { applySecurityHeaders, CAMERA_PATHS, createNonce } from "../app/lib/security";
import { consumeMailBatch, kickOutbox } from "../app/mail/delivery.server";
import { recordPageView } from "../app/models/analytics.server";
import { queuedMailThrough } from "../app/models/mail.server";

const serverBuild = () => import("virtual:react-router/server-build");
/**
 * Given the build as a function, React Router derives its routes again on every request (what dev's
 * hot reload needs): 3-7 ms of CPU a request here. A deployed isolate's build never
 * changes, so outside dev the handler is made once, from the loaded build.
 */
const devHandler = import.meta.env.DEV ? createRequestHandler(serverBuild, import.meta.env.MODE) : undefined;
let builtHandler: Promise<RequestHandler> | undefined;
function requestHandler(request: Request, context: RouterContextProvider): Promise<Response> {
  if (devHandler) return devHandler(request, context);
  builtHandler ??= serverBuild().then(
    (build) => createRequestHandler(build, import.meta.env.MODE),
    (error: unknown) => {
      builtHandler = undefined; // the next request tries again
      throw error;
    },
  );
  return builtHandler.then((handle) => handle(request, context));
}

export default {
  async fetch(request, env, ctx) {
    const nonce = createNonce();
    const dev = import.meta.env.DEV;
    // Cross-site posts, rate limits, the honeypot and the admin session are checked by React Router
    // middleware (app/root.tsx, the admin layouts), once for pages and /api alike.

    let config: ReturnType<typeof readConfig>;
    try {
      config = readConfig(env);
    } catch (error) {
      if (error instanceof ConfigError) {
        // The log names what to fix; the public page never says which secret is weak or missing.
        console.error(error.message);
        return applySecurityHeaders(new Response(CONFIG_ERROR_PAGE, { status: 503 }), { nonce, dev });
      }
      throw error;
    }
    // D1 through a Sessions API session: reads from the nearest replica, a write from the primary,
    // and after a write the browser keeps its bookmark so its next pages see it.
    const d1 = openRequestD1(config.db, request);
    config = { ...config, db: d1.db };

    // Search, gym and home pages and the catalogue API may come from the shared page cache:
    // their routes' middleware (~/middleware/page-cache.server) keys a page by the build too.
    const context = new RouterContextProvider();
    const buildVersion = async () => (await serverBuild()).assets.version;
    context.set(workerContext, { env, ctx, config, nonce, buildVersion });
    const response = await requestHandler(request, context);
    // Visitor analytics: one D1 row per HTML page view, written after the response.
    if (shouldRecordPageView(request, response)) ctx.waitUntil(recordPageView(config, request));
    // Mail: whatever this write queued in the outbox (in its own batch) goes on the mail queue now
    // that it has committed. A write that queued none (a booking's hold) has nothing to kick.
    if (request.method !== "GET" && request.method !== "HEAD" && queuedMailThrough(config.db))
      ctx.waitUntil(kickAfterWrite(config));
    const secured = applySecurityHeaders(response, {
      nonce,
      dev,
      imgOrigins: [tileOrigin(config.mapTileUrl)],
      camera: CAMERA_PATHS.includes(new URL(request.url).pathname),
    });
    const bookmark = d1.bookmarkCookie();
    if (bookmark) secured.headers.append("Set-Cookie", bookmark);
    return secured;
  },

  async scheduled(controller, env, ctx) {
    ctx.waitUntil(runScheduledJobs(readConfig(env), new Date(controller.scheduledTime)));
  },

  /** The mail queue's consumer: each message is an outbox id to send once. */
  async queue(batch, env) {
    await consumeMailBatch(readConfig(env), batch);
  },
} satisfies ExportedHandler<Env>;

async function kickAfterWrite(config: ReturnType<typeof readConfig>): Promise<void> {
  try {
    await kickOutbox(config, Date.now());
  } catch (error) {
    // The cron's kick picks the messages up within a minute.
    console.error("Mail kick failed:", error);
  }
}
