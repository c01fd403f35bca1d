import type { AnchorHTMLAttributes, Ref } from "react";
import { Link } from "react-router";

export interface RouteLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  /** One of our own paths, absolute (with its search and hash, if any). */
  to: `/${string}`;
  preventScrollReset?: boolean;
  replace?: boolean;
  ref?: Ref<HTMLAnchorElement>;
}

/**
 * A React Router `<Link>` to one of our own paths, for lists that repeat it (a search's result cards,
 * the search tabs). In the browser it is the `<Link>` itself (client navigation, route discovery). On
 * the server it is the anchor the `<Link>` renders there, `<a href data-discover="true">`, without the
 * dozen hooks the `<Link>` runs to work that out: about a tenth of the search page's render (ADR 039).
 * The markup is the same either way (tests/unit/route-link.test.tsx), so hydration sees no difference.
 */
export function RouteLink({ to, preventScrollReset, replace, ref, target, ...anchor }: RouteLinkProps) {
  if (typeof document !== "undefined")
    return (
      <Link
        ref={ref}
        to={to}
        preventScrollReset={preventScrollReset}
        replace={replace}
        target={target}
        {...anchor}
      />
    );
  // In <Link>'s order: its other props, then href, target and data-discover.
  return <a ref={ref} {...anchor} href={to} target={target} data-discover="true" />;
}
