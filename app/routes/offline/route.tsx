import { Button, Container, EmptyState } from "@gymroam/design-system";
import { data } from "react-router";
import appStylesheet from "~/app.css?url";
import { BRAND } from "~/config/brand";
import type { Route } from "./+types/route";

/**
 * /offline: what the service worker shows for a page that needs the network when there is none. It
 * is stored once and shown under any address, so it carries no script (a hydration would try to
 * load that address's own page) and nothing of the visitor's.
 */
export const handle = { scripts: false };

export function loader() {
  // The Link header names the stylesheet, so the worker stores it with the page (a fresh install
  // has kept no build files yet).
  return data(null, {
    headers: {
      "Cache-Control": "no-store",
      "X-Robots-Tag": "noindex",
      Link: `<${appStylesheet}>; rel=preload; as=style`,
    },
  });
}

/** The loader's headers on the document too (React Router applies them only through this export). */
export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export const OFFLINE_TITLE = "You're offline";

export default function Offline() {
  return (
    <Container>
      <EmptyState
        headingLevel={1}
        title={OFFLINE_TITLE}
        description="This page needs a connection. Passes you have opened on this device, and My Bookings as you last saw it, still open without one."
        action={
          <>
            <Button asChild>
              <a href="/bookings">My Bookings</a>
            </Button>
            <Button asChild variant="outline">
              <a href="/">Try again from the home page</a>
            </Button>
          </>
        }
      />
    </Container>
  );
}

export function meta() {
  return [{ title: `Offline | ${BRAND.name}` }, { name: "robots", content: "noindex" }];
}
