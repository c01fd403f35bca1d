import { render, screen, within } from "@testing-library/react";
import { describe, expect, test } from "vitest";
import { SearchNav } from "./SearchNav";

describe("SearchNav", () => {
  test("a nav of links, the active one aria-current, the NEW badge inside its link", () => {
    render(
      <SearchNav.Root aria-label="Search">
        <SearchNav.Tabs>
          <SearchNav.Tab href="/gyms" active>
            Gyms
          </SearchNav.Tab>
          <SearchNav.Tab href="/trainer-feed">
            Trainers <SearchNav.NewBadge />
          </SearchNav.Tab>
        </SearchNav.Tabs>
        <SearchNav.Actions>
          <SearchNav.Partner href="/gym-terms">Become a partner</SearchNav.Partner>
        </SearchNav.Actions>
      </SearchNav.Root>,
    );
    const nav = screen.getByRole("navigation", { name: "Search" });
    expect(within(nav).getByRole("link", { name: "Gyms" }).getAttribute("aria-current")).toBe("page");
    const trainers = within(nav).getByRole("link", { name: "Trainers New" });
    expect(trainers.getAttribute("aria-current")).toBeNull();
    expect(trainers.getAttribute("href")).toBe("/trainer-feed");
    expect(within(nav).getByRole("link", { name: "Become a partner" }).getAttribute("href")).toBe(
      "/gym-terms",
    );
    expect(within(nav).getAllByRole("listitem")).toHaveLength(2);
  });
});
