import type { MiddlewareFunction } from "react-router";
import { checkOrigin, crossOriginRefusal } from "~/lib/security";
import { drain } from "./public-posts.server";

/**
 * Every state-changing request from another site is refused with 403: the root's first
 * middleware, so it covers page actions and /api resource routes alike. The Stripe webhook is exempt
 * (verified by signature). React Router's own action-origin check is opened (`allowedActionOrigins`
 * in react-router.config.ts) so this one answers, with its 403 and message, for pages too.
 */
export const originMiddleware: MiddlewareFunction<Response> = async ({ request }) => {
  const verdict = checkOrigin(request);
  if (verdict.ok) return;
  await drain(request);
  return crossOriginRefusal(request, verdict.reason);
};
