import { CalendarIcon, Header, Logo, UserIcon } from "@gymroam/design-system";
import { Link, useLocation, useRouteLoaderData } from "react-router";
import { BRAND } from "~/config/brand";
import { useSignedIn } from "~/lib/visitor";

/**
 * The site header: the brand, About, My Bookings and the account link (ACCOUNT when signed in, else
 * SIGN IN): the root loader's answer, or on a shared page the visitor's /api/me (~/lib/visitor).
 */
export function AppHeader() {
  const root = useRouteLoaderData("root") as { signedIn?: boolean | null } | undefined;
  const { pathname } = useLocation();
  const account = useSignedIn(root?.signedIn)
    ? ({ to: "/account", label: "ACCOUNT" } as const)
    : ({ to: "/sign-in", label: "SIGN IN" } as const);
  return (
    <Header.Root>
      <Header.Brand asChild>
        <Link to="/" aria-label={`${BRAND.name} home`}>
          <Logo title="" />
          <span>{BRAND.name}</span>
        </Link>
      </Header.Brand>
      <Header.Nav aria-label="Primary">
        <Link to="/about">ABOUT US</Link>
        {/* The account entry: My Bookings (signed in or not: /bookings also finds a booking by e-mail) beside
            Account / Sign in. On a phone the icons stand for the words. */}
        <Link
          to="/bookings"
          aria-current={pathname === "/bookings" ? "page" : undefined}
          className="gap-1.5 max-sm:px-2"
        >
          <CalendarIcon aria-hidden="true" className="size-5 sm:hidden" />
          <span className="max-sm:sr-only">MY BOOKINGS</span>
        </Link>
        {/* On a phone the icon stands for the word, so the brand keeps its room; the name stays for screen readers. */}
        <Link
          to={account.to}
          aria-current={pathname === account.to ? "page" : undefined}
          className="gap-1.5 max-sm:px-2"
        >
          <UserIcon aria-hidden="true" className="size-5 sm:hidden" />
          <span className="max-sm:sr-only">{account.label}</span>
        </Link>
      </Header.Nav>
    </Header.Root>
  );
}
