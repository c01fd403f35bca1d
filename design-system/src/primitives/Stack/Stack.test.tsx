import { render, screen } from "@testing-library/react";
import { describe, expect, test } from "vitest";
import { Stack } from "./Stack";

describe("Stack", () => {
  test("is a column with a medium gap by default", () => {
    render(<Stack>items</Stack>);
    const el = screen.getByText("items");
    expect(el.dataset.direction).toBe("column");
    expect(el.classList.contains("flex-col")).toBe(true);
    expect(el.classList.contains("gap-4")).toBe(true);
  });

  test("row, gap, wrap and alignment", () => {
    render(
      <Stack direction="row" gap="sm" wrap align="center" justify="between">
        items
      </Stack>,
    );
    const el = screen.getByText("items");
    for (const cls of ["flex-row", "gap-2", "flex-wrap", "items-center", "justify-between"]) {
      expect(el.classList.contains(cls), cls).toBe(true);
    }
  });

  test("asChild renders a list", () => {
    render(
      <Stack asChild gap="xs">
        <ul>
          <li>One</li>
        </ul>
      </Stack>,
    );
    expect(screen.getByRole("list").classList.contains("gap-1")).toBe(true);
  });
});
