import { render, screen } from "@testing-library/react";
import { describe, expect, test } from "vitest";
import { SectionNav } from "./SectionNav";

describe("SectionNav", () => {
  test("a named navigation of links; the current one is announced and underlined", () => {
    render(
      <SectionNav.Root aria-label="Partner sections">
        <SectionNav.Link href="/partner" aria-current="page">
          Overview
        </SectionNav.Link>
        <SectionNav.Link href="/partner/today">Today</SectionNav.Link>
      </SectionNav.Root>,
    );
    const nav = screen.getByRole("navigation", { name: "Partner sections" });
    const links = nav.querySelectorAll("li > a");
    expect(links).toHaveLength(2);
    expect(screen.getByRole("link", { current: "page" }).textContent).toBe("Overview");
    expect(screen.getByRole("link", { name: "Today" }).getAttribute("aria-current")).toBeNull();
  });

  test("asChild renders the given link element with the section styles", () => {
    render(
      <SectionNav.Root aria-label="Admin sections">
        <SectionNav.Link asChild>
          <a href="/admin/outbox" data-router="yes">
            Outbox
          </a>
        </SectionNav.Link>
      </SectionNav.Root>,
    );
    const link = screen.getByRole("link", { name: "Outbox" });
    expect(link.dataset.router).toBe("yes");
    expect(link.className).toContain("aria-[current=page]:border-primary");
  });
});
