import { render, screen, within } from "@testing-library/react";
import { describe, expect, test } from "vitest";
import { Logo } from "../../foundations/Logo/Logo";
import { Header } from "./Header";

describe("Header", () => {
  test("a banner with the brand link and a labelled nav", () => {
    render(
      <Header.Root>
        <Header.Brand asChild>
          <a href="/" aria-label="GymRoam home">
            <Logo title="" />
            <span>GymRoam</span>
          </a>
        </Header.Brand>
        <Header.Nav aria-label="Primary">
          <a href="/about">ABOUT US</a>
        </Header.Nav>
      </Header.Root>,
    );
    const banner = screen.getByRole("banner");
    const brand = within(banner).getByRole("link", { name: "GymRoam home" });
    expect(brand.getAttribute("href")).toBe("/");
    expect(brand.dataset.slot).toBe("header-brand");
    const nav = within(banner).getByRole("navigation", { name: "Primary" });
    expect(within(nav).getByRole("link", { name: "ABOUT US" }).getAttribute("href")).toBe("/about");
  });
});
