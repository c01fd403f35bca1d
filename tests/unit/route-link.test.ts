/**
 * On the server RouteLink is the anchor React Router's <Link> renders there, to the byte, so a page
 * hydrates the same whichever rendered it (ADR 039).
 */
import { Button, SearchNav } from "@gymroam/design-system";
import { createElement as h, type ReactElement } from "react";
import { renderToString } from "react-dom/server";
import { Link, MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { RouteLink } from "~/components/route-link";

const rendered = (element: ReactElement, at = "/gyms?city=Wellington") =>
  renderToString(h(MemoryRouter, { initialEntries: [at] }, element));

describe("RouteLink on the server", () => {
  it("renders what <Link> renders, for paths with a search and a hash, from any page", () => {
    const paths = [
      "/gyms",
      "/gym/12",
      "/gym/12?from=2026-12-01&to=2026-12-02&athletes=2",
      "/gym/7#review",
      "/",
    ] as const;
    for (const to of paths)
      for (const at of ["/gyms?city=Wellington", "/gym/3", "/"]) {
        const props = { className: "btn", "aria-label": "Open", children: "Select" };
        expect(rendered(h(RouteLink, { to, ...props }), at), `${to} from ${at}`).toBe(
          rendered(h(Link, { to, ...props }), at),
        );
      }
  });

  it("inside the design system's asChild components, with their classes and state attributes", () => {
    const cases: [(child: ReactElement) => ReactElement, `/${string}`][] = [
      [(child) => h(Button, { asChild: true }, child), "/gym/5?athletes=3"],
      [(child) => h(SearchNav.Tab, { asChild: true, active: true }, child), "/gyms"],
      [(child) => h(SearchNav.Partner, { asChild: true }, child), "/gym-terms"],
    ];
    for (const [wrap, to] of cases)
      expect(rendered(wrap(h(RouteLink, { to }, "Go")))).toBe(rendered(wrap(h(Link, { to }, "Go"))));
  });

  it("keeps target, rel and download, and leaves navigation options out of the markup", () => {
    const props = { target: "_blank", rel: "noopener", download: "x.ics", children: "Open" };
    expect(
      rendered(h(RouteLink, { to: "/bookings", preventScrollReset: true, replace: true, ...props })),
    ).toBe(rendered(h(Link, { to: "/bookings", preventScrollReset: true, replace: true, ...props })));
  });
});
