/**
 * On the server RouteForm is the form React Router's <Form> renders there, to the byte, so a page
 * hydrates the same whichever rendered it (ADR 039).
 */
import { createElement as h, type ReactElement } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub, Form, useFormAction } from "react-router";
import { describe, expect, it } from "vitest";
import { RouteForm } from "~/components/route-form";

/** `element(action)` rendered on the page at `at`, given the action `useFormAction()` resolves there. */
function rendered(element: (action: `/${string}`) => ReactElement, at: string, index = false) {
  function Page() {
    return element(useFormAction() as `/${string}`);
  }
  const Stub = createRoutesStub([
    index ? { index: true, Component: Page } : { path: "/:page?/:id?", Component: Page },
  ]);
  return renderToString(h(Stub, { initialEntries: [at] }));
}

describe("RouteForm on the server", () => {
  it("renders what a <Form> without an action renders, given the action useFormAction resolves", () => {
    const pages = [
      "/gyms",
      "/gyms?city=Wellington&amenities=Sauna&amenities=Ice+Bath&minPrice=10",
      "/gym-feed?sport=CrossFit",
      "/saved-gyms",
    ];
    for (const at of pages) {
      const props = {
        "data-saved-gym": 12,
        className: "heart",
        children: h("button", { type: "submit" }, "Save"),
      };
      expect(
        rendered(
          (action) => h(RouteForm, { method: "post", action, preventScrollReset: true, ...props }),
          at,
        ),
        at,
      ).toBe(rendered(() => h(Form, { method: "post", preventScrollReset: true, ...props }), at));
    }
  });

  it("on an index route, where the action carries ?index", () => {
    const props = { children: "Save" };
    const own = rendered((action) => h(RouteForm, { method: "post", action, ...props }), "/?ref=ABC", true);
    expect(own).toBe(rendered(() => h(Form, { method: "post", ...props }), "/?ref=ABC", true));
    expect(own).toContain('action="/?index&amp;ref=ABC"');
  });

  it("a GET form too", () => {
    const props = { role: "search", children: "Go" };
    expect(rendered((action) => h(RouteForm, { method: "get", action, ...props }), "/gyms?city=Perth")).toBe(
      rendered(() => h(Form, { method: "get", ...props }), "/gyms?city=Perth"),
    );
  });
});
