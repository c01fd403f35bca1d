import { Button, ChevronLeftIcon, ChevronRightIcon, Text } from "@gymroam/design-system";
import { Link, useLocation } from "react-router";

/** Previous / next page links that keep the current filters in the URL. */
export function Pager({
  page,
  pageCount,
  label,
  more = false,
}: {
  page: number;
  pageCount: number;
  label: string;
  /** Counting stopped at a cap: there are pages after pageCount ("Page 2 of 84+"). */
  more?: boolean;
}) {
  const location = useLocation();
  if (pageCount <= 1 && page <= 1) return null;
  const hrefFor = (target: number): `/${string}` => {
    const params = new URLSearchParams(location.search);
    if (target <= 1) params.delete("page");
    else params.set("page", String(target));
    const search = params.toString();
    return `${location.pathname as `/${string}`}${search ? `?${search}` : ""}`;
  };
  return (
    <nav aria-label={label} className="flex flex-wrap items-center gap-3">
      {page > 1 ? (
        <Button asChild variant="outline" size="sm">
          <Link to={hrefFor(more ? page - 1 : Math.min(page - 1, pageCount))}>
            <ChevronLeftIcon aria-hidden="true" /> Previous page
          </Link>
        </Button>
      ) : null}
      <Text size="sm" tone="muted">
        {`Page ${page} of ${pageCount}${more ? "+" : ""}`}
      </Text>
      {page < pageCount || more ? (
        <Button asChild variant="outline" size="sm">
          <Link to={hrefFor(page + 1)}>
            Next page <ChevronRightIcon aria-hidden="true" />
          </Link>
        </Button>
      ) : null}
    </nav>
  );
}
