import { data } from "react-router";
import { GeneralErrorBoundary, NOT_FOUND_TEXT, NotFound } from "~/components/error-boundary";
import { BRAND } from "~/config/brand";

/** Any path no other route matches: HTTP 404 with the spec's not-found text. */
export function loader() {
  throw data(NOT_FOUND_TEXT, { status: 404, statusText: "Not Found" });
}

export default function NotFoundRoute() {
  return <NotFound />;
}

export function meta() {
  return [{ title: `Page not found | ${BRAND.name}` }, { name: "robots", content: "noindex" }];
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
