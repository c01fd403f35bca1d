import { data } from "react-router";

/*
 * Helpers for admin pages. Who may see them is decided once, in middleware
 * (app/middleware/admin.server.ts), not here and not in the route modules.
 */

/** Admin pages are never cached or indexed. */
export const ADMIN_HEADERS = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" } as const;

/** A page of an admin list as its loader returns it (the shape every list tab renders). */
interface AdminListPage<R> {
  rows: R[];
  total: number;
  page: number;
  pageCount: number;
  pageSize: number;
}

/** An admin list's loader data: the status filter, the page's rows (formatted for display) and paging. */
export function adminListData<S extends string, R, Out>(
  status: S,
  list: AdminListPage<R>,
  toRow: (row: R) => Out,
) {
  return data(
    {
      error: null as string | null,
      status: status as S | "all",
      rows: list.rows.map(toRow),
      total: list.total,
      page: list.page,
      pageCount: list.pageCount,
      pageSize: list.pageSize,
    },
    { headers: ADMIN_HEADERS },
  );
}

/** A filter the server refused: the message above an empty list, HTTP 400. */
export function adminListRefused(message: string) {
  return data(
    { error: message, status: "all" as const, rows: [], total: 0, page: 1, pageCount: 1, pageSize: 1 },
    { status: 400, headers: ADMIN_HEADERS },
  );
}
