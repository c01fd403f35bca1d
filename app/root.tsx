import {
  BottomNav,
  HeartIcon,
  HomeIcon,
  InfoIcon,
  SkipLink,
  Toaster,
  ToastProvider,
  useToast,
} from "@gymroam/design-system";
import { useEffect } from "react";
import {
  data,
  Link,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLoaderData,
  useLocation,
  useMatches,
} from "react-router";
import { usePageViewBeacon } from "~/components/page-view-beacon";
import { sharedRender } from "~/middleware/page-cache.server";
import type { Route } from "./+types/root";
import appStylesheet from "./app.css?url";
import { currentAccount } from "./auth.server";
import { AppHeader } from "./components/app-header";
import { GeneralErrorBoundary } from "./components/error-boundary";
import { getWorker } from "./context.server";
import { registerServiceWorker } from "./lib/offline";
import { useLoadVisitor } from "./lib/visitor";
import { accountCookieMiddleware, identifiedAccount } from "./middleware/account.server";
import { originMiddleware } from "./middleware/origin.server";
import { publicPostMiddleware, refusalHeadersMiddleware } from "./middleware/public-posts.server";
import { popToast, rememberReferral } from "./session.server";

/**
 * Once for every request, pages and /api alike: cross-site posts are refused (403), then
 * public posts are rate-limited and checked for the honeypot (and Turnstile when configured). The
 * first one only adds Retry-After to a page a later one refused.
 */
export const middleware: Route.MiddlewareFunction[] = [
  accountCookieMiddleware,
  refusalHeadersMiddleware,
  originMiddleware,
  publicPostMiddleware,
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const { config } = getWorker(context);
  // A page rendered to be shared holds nothing of the visitor's: no toast (a page with one is never
  // shared), no referral (a link with one neither), and null for whether they are signed in (the
  // client reads it from /api/me, ~/lib/visitor).
  const shared = sharedRender(context) !== null;
  const { toast, headers } = shared
    ? { toast: null, headers: new Headers() }
    : await popToast(config, request);
  // A flashed toast was just cleared in this response's cookie: keep the referral for the next visit.
  const referral = toast || shared ? undefined : await rememberReferral(config, request);
  if (referral) headers.append("Set-Cookie", referral);
  // The Turnstile widget renders only where its keys are configured (app/components/honeypot.tsx).
  // The header's Account / Sign in link (a signed cookie is enough here; /account checks the session).
  // Below an account area's middleware the session was just checked: no second signature check.
  const signedIn = shared
    ? null
    : identifiedAccount(context) !== null || (await currentAccount(config, request)) !== undefined;
  // PUBLIC_ORIGIN, for absolute links in page meta (og:image), never the request's Host.
  return data(
    { toast, turnstileSiteKey: config.turnstile?.siteKey ?? null, signedIn, origin: config.publicOrigin },
    { headers },
  );
}

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/icons/apple-touch-icon.png" },
  { rel: "manifest", href: "/manifest.webmanifest" },
];

export function Layout({ children }: { children: React.ReactNode }) {
  // A page stored to be shown under any address (/offline) carries no script: hydrating it there
  // would load that address's own page, which is what the network could not give.
  const scripts = !useMatches().some(
    (match) => (match.handle as { scripts?: boolean } | undefined)?.scripts === false,
  );
  return (
    <html lang="en-NZ">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b1220" />
        {/* With a precedence React emits the stylesheet ahead of the script preloads it hoists into
            <head>, so the one render-blocking request starts first and the page paints sooner. */}
        <link rel="stylesheet" href={appStylesheet} precedence="default" />
        <Meta />
        <Links />
      </head>
      <body>
        <ToastProvider>
          <SkipLink targetId="main" />
          <AppHeader />
          <main id="main" tabIndex={-1} className="outline-none">
            {children}
          </main>
          <AppBottomNav />
          <Toaster />
        </ToastProvider>
        {scripts ? (
          <>
            <ScrollRestoration />
            <Scripts />
          </>
        ) : null}
      </body>
    </html>
  );
}

const BOTTOM_LINKS = [
  { to: "/", label: "Home", icon: HomeIcon },
  { to: "/saved-gyms", label: "Favorites", icon: HeartIcon },
  { to: "/about", label: "About Us", icon: InfoIcon },
] as const;

/** The operator's pages (/admin, /admin-login) are not the athletes' app: no bottom bar there. */
function isAdminPath(pathname: string): boolean {
  return /^\/admin(?:-login)?(?:\/|$)/.test(pathname);
}

function AppBottomNav() {
  const { pathname } = useLocation();
  if (isAdminPath(pathname)) return null;
  return (
    <BottomNav.Root aria-label="Main">
      {BOTTOM_LINKS.map(({ to, label, icon: Icon }) => (
        <BottomNav.Item key={to} asChild active={pathname === to}>
          <Link to={to}>
            <Icon aria-hidden="true" />
            <span>{label}</span>
          </Link>
        </BottomNav.Item>
      ))}
    </BottomNav.Root>
  );
}

/** Shows the toast a server action flashed before its redirect. */
function FlashToast() {
  const { toast: flashed } = useLoaderData<typeof loader>();
  const { toast } = useToast();
  useEffect(() => {
    if (flashed) toast({ title: flashed.title, description: flashed.description, variant: flashed.variant });
  }, [flashed, toast]);
  return null;
}

export default function App() {
  // Pages shown by in-app navigation count as visits too.
  usePageViewBeacon();
  // A shared page (the root loader answered null for the visitor): their part comes from /api/me.
  useLoadVisitor(useLoaderData<typeof loader>().signedIn === null);
  useEffect(() => {
    // The browser tests and the CSS that swaps a no-JavaScript form for its dialog wait for this.
    document.documentElement.dataset.hydrated = "";
    // The worker that keeps passes and My Bookings for offline use (public/sw.js).
    registerServiceWorker();
  }, []);
  return (
    <>
      <FlashToast />
      <Outlet />
    </>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
