/**
 * Each personal bit of a shared page is rendered by the component that owns its words: the header's
 * account link and a gym's heart, for a visitor who is signed in or not, saved or not.
 */
import { createElement as h } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { AppHeader } from "~/components/app-header";
import { FavouriteButton } from "~/components/favourite-button";

function rendered(Component: () => React.ReactNode, rootData: Record<string, unknown> = {}) {
  const Stub = createRoutesStub([{ id: "root", path: "/gyms", Component, loader: () => rootData }]);
  return renderToString(
    h(Stub, { initialEntries: ["/gyms?city=Auckland"], hydrationData: { loaderData: { root: rootData } } }),
  );
}

const accountLink = (html: string) => /<a[^>]*href="\/(account|sign-in)"[^>]*>.*?<\/a>/.exec(html)?.[0] ?? "";

describe("the header's account link", () => {
  it("is ACCOUNT to /account when signed in, SIGN IN to /sign-in when not", () => {
    const signedIn = accountLink(rendered(AppHeader, { signedIn: true }));
    expect(signedIn).toContain('href="/account"');
    expect(signedIn).toContain(">ACCOUNT</span>");
    for (const data of [{ signedIn: false }, { signedIn: null }]) {
      const out = accountLink(rendered(AppHeader, data));
      expect(out).toContain('href="/sign-in"');
      expect(out).toContain(">SIGN IN</span>");
    }
  });
});

describe("the heart", () => {
  const heart = (saved: boolean | null) =>
    rendered(() => h(FavouriteButton, { gymId: 12, gymName: "Iron & Oak", saved }));

  it("unpressed: Save {name}, posting intent=save to /favourites with the page to come back to", () => {
    for (const saved of [false, null]) {
      const html = heart(saved);
      expect(html).toContain('aria-label="Save Iron &amp; Oak"');
      expect(html).toContain('aria-pressed="false"');
      expect(html).toMatch(/<form[^>]* action="\/favourites"/);
      expect(html).toMatch(/<form[^>]* method="post"/);
      expect(html).toContain('name="intent" value="save"');
      expect(html).toContain('name="gymId" value="12"');
      expect(html).toContain('name="back" value="/gyms?city=Auckland"');
    }
  });

  it("pressed: Remove {name} from favourites, posting intent=unsave", () => {
    const html = heart(true);
    expect(html).toContain('aria-label="Remove Iron &amp; Oak from favourites"');
    expect(html).toContain('aria-pressed="true"');
    expect(html).toContain('name="intent" value="unsave"');
  });
});
