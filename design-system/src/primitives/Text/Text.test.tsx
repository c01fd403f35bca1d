import { render, screen } from "@testing-library/react";
import { describe, expect, test } from "vitest";
import { Text } from "./Text";

describe("Text", () => {
  test("is a paragraph that inherits colour by default", () => {
    render(<Text>Body</Text>);
    const el = screen.getByText("Body");
    expect(el.tagName).toBe("P");
    expect(el.dataset.tone).toBe("default");
    expect(el.className).not.toMatch(/text-fg/);
  });

  test("tone, size and asChild", () => {
    render(
      <Text asChild tone="muted" size="sm">
        <span>Muted</span>
      </Text>,
    );
    const el = screen.getByText("Muted");
    expect(el.tagName).toBe("SPAN");
    expect(el.classList.contains("text-fg-muted")).toBe(true);
    expect(el.classList.contains("text-sm")).toBe(true);
  });
});
