import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // Cross-site posts are refused by the root middleware (app/middleware/origin.server.ts: 403 with a
  // message, the body drained, pages and /api alike, the Stripe webhook exempt). React Router's own
  // action-origin check would answer page posts first with a bare 400, so it defers to that one.
  allowedActionOrigins: ["**"],
} satisfies Config;
