import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, test } from "vitest";
import { SkipLink } from "./SkipLink";

describe("SkipLink", () => {
  test("is the first stop for the keyboard and targets the main content", async () => {
    render(
      <>
        <SkipLink />
        <button type="button">Header button</button>
        <main id="main">Content</main>
      </>,
    );
    await userEvent.tab();
    const link = screen.getByRole("link", { name: "Skip to content" });
    expect(document.activeElement).toBe(link);
    expect(link.getAttribute("href")).toBe("#main");
  });

  test("targets another id when asked", () => {
    render(<SkipLink targetId="results">Skip to results</SkipLink>);
    expect(screen.getByRole("link", { name: "Skip to results" }).getAttribute("href")).toBe("#results");
  });
});
