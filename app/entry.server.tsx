import { isbot } from "isbot";
import { renderToReadableStream } from "react-dom/server";
import type { EntryContext, RouterContextProvider } from "react-router";
import { ServerRouter } from "react-router";
import { preloadIslands } from "./components/island";
import { getWorker } from "./context.server";
import { deferHydration } from "./lib/deferred-hydration";
import { renderDeadline } from "./lib/render-deadline.server";

export const streamTimeout = 5_000;

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const { nonce } = getWorker(loadContext);
  let shellRendered = false;
  const userAgent = request.headers.get("user-agent");
  // Form islands render synchronously once their modules are loaded (ADR 016); after the first
  // request this resolves at once.
  await preloadIslands();

  // The render's deadline, cleared once it is done. An `AbortSignal.timeout()` would keep React's
  // listener, and so the whole render's state, until it fires 6 s later; an `AbortController`'s
  // signal keeps it past the next young-generation GC. A plain object does neither
  // (lib/render-deadline.server.ts; ADR 029, amended).
  const deadline = renderDeadline(streamTimeout + 1000);
  const body = await renderToReadableStream(
    <ServerRouter context={routerContext} url={request.url} nonce={nonce} />,
    {
      nonce,
      // React moves a finished Suspense boundary (a form island) out of place, behind a fallback and
      // an inline script that swaps it in, once the HTML before it passes this many bytes (12.8 KB
      // by default). Without JavaScript the fallback would be all a visitor sees: keep every
      // finished boundary in place (ADR 016).
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      signal: deadline.signal,
      onError(error: unknown) {
        responseStatusCode = 500;
        if (shellRendered) console.error(error);
      },
    },
  );
  shellRendered = true;
  // Done rendering (or failed): nothing left for the deadline to stop.
  body.allReady.then(deadline.clear, deadline.clear);

  if ((userAgent && isbot(userAgent)) || routerContext.isSpaMode) {
    await body.allReady;
  }

  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  return new Response(body.pipeThrough(deferHydration(nonce)), {
    headers: responseHeaders,
    status: responseStatusCode,
  });
}
