import { adminApiMiddleware } from "~/middleware/admin.server";
import type { Route } from "./+types/layout";

/**
 * The pathless layout of the admin APIs (/api/admin/*, all but /api/admin/login): the session (cookie
 * or `Authorization: Bearer`) is checked here, once; without one every method answers 401 JSON, so
 * nothing below reveals what it would have done.
 */
export const middleware: Route.MiddlewareFunction[] = [adminApiMiddleware];
