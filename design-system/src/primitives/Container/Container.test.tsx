import { render, screen } from "@testing-library/react";
import { describe, expect, test } from "vitest";
import { Container } from "./Container";

describe("Container", () => {
  test("centres content with the size's max width; className overrides padding", () => {
    render(
      <Container size="md" className="py-0">
        content
      </Container>,
    );
    const el = screen.getByText("content");
    expect(el.dataset.size).toBe("md");
    expect(el.classList.contains("max-w-3xl")).toBe(true);
    expect(el.classList.contains("py-0")).toBe(true);
    expect(el.classList.contains("py-6")).toBe(false);
  });

  test("asChild renders a landmark element", () => {
    render(
      <Container asChild>
        <main>page</main>
      </Container>,
    );
    expect(screen.getByRole("main").dataset.slot).toBe("container");
  });
});
