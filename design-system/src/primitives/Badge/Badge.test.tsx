import { render, screen } from "@testing-library/react";
import { describe, expect, test } from "vitest";
import { Badge } from "./Badge";

describe("Badge", () => {
  test.each([
    ["pending", "bg-pending"],
    ["confirmed", "bg-confirmed"],
    ["completed", "bg-completed"],
    ["cancelled", "bg-cancelled"],
    ["new", "bg-primary"],
  ] as const)("%s status badge uses its own colours and names the status in text", (variant, cls) => {
    render(<Badge variant={variant}>{variant}</Badge>);
    const badge = screen.getByText(variant);
    expect(badge.dataset.variant).toBe(variant);
    expect(badge.classList.contains(cls)).toBe(true);
  });
});
