import { render, screen } from "@testing-library/react";
import { describe, expect, test } from "vitest";
import { Link } from "./Link";

describe("Link", () => {
  test("renders a styled anchor", () => {
    render(<Link href="/about">About</Link>);
    const link = screen.getByRole("link", { name: "About" });
    expect(link.getAttribute("href")).toBe("/about");
    expect(link.dataset.slot).toBe("link");
    expect(link.classList.contains("text-link")).toBe(true);
  });

  test("asChild styles the child element; tone changes the colour class", () => {
    render(
      <Link asChild tone="muted">
        <a href="/terms">Terms</a>
      </Link>,
    );
    const link = screen.getByRole("link", { name: "Terms" });
    expect(link.getAttribute("href")).toBe("/terms");
    expect(link.classList.contains("text-fg-muted")).toBe(true);
    expect(link.classList.contains("text-link")).toBe(false);
  });
});
