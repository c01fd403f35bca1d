import { render, screen, within } from "@testing-library/react";
import { describe, expect, test } from "vitest";
import { BottomNav } from "./BottomNav";

describe("BottomNav", () => {
  test("a labelled nav whose items are list entries; the active one is the current page", () => {
    render(
      <BottomNav.Root aria-label="Main">
        <BottomNav.Item asChild active>
          <a href="/">
            <span>Home</span>
          </a>
        </BottomNav.Item>
        <BottomNav.Item href="/saved-gyms">
          <span>Favorites</span>
        </BottomNav.Item>
        {null}
      </BottomNav.Root>,
    );
    const nav = screen.getByRole("navigation", { name: "Main" });
    expect(within(nav).getAllByRole("listitem")).toHaveLength(2);
    expect(within(nav).getByRole("link", { name: "Home" }).getAttribute("aria-current")).toBe("page");
    const favorites = within(nav).getByRole("link", { name: "Favorites" });
    expect(favorites.getAttribute("aria-current")).toBeNull();
    expect(favorites.getAttribute("href")).toBe("/saved-gyms");
  });
});
