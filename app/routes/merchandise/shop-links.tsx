import { Button, XIcon } from "@gymroam/design-system";
import { Link, useLocation } from "react-router";

/** ?cart=open shows the cart (a Sheet with JavaScript, an overlay without). */
export const CART_PARAM = "cart";

/** The shop's URL with some parameters changed (null removes one). */
export function useShopHref() {
  const location = useLocation();
  return (changes: Record<string, string | null>) => {
    const params = new URLSearchParams(location.search);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null) params.delete(key);
      else params.set(key, value);
    }
    const search = params.toString();
    return `/merchandise${search ? `?${search}` : ""}`;
  };
}

/** The close control of the no-JavaScript overlays: a link back to the page without them. */
export function CloseLink({ to }: { to: string }) {
  return (
    <Button asChild variant="ghost" size="icon" className="bg-surface/90">
      <Link to={to} preventScrollReset aria-label="Close">
        <XIcon aria-hidden="true" />
      </Link>
    </Button>
  );
}
