/**
 * The bench's worker (`npm run bench` builds it with BENCH_BUILD=1): the app's worker, with the D1
 * trace around a request that asks for it (workers/d1-trace.ts). Production's build never has it.
 */
import app from "./app";
import { benchTrace } from "./d1-trace";

export default {
  ...app,
  async fetch(request, env, ctx) {
    const trace = benchTrace(env, request, ctx);
    if (!trace) return app.fetch(request, env, ctx);
    return trace.finish(await app.fetch(request, trace.env, trace.ctx));
  },
} satisfies ExportedHandler<Env>;
