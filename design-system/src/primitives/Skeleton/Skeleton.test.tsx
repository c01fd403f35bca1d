import { render } from "@testing-library/react";
import { describe, expect, test } from "vitest";
import { Skeleton } from "./Skeleton";

describe("Skeleton", () => {
  test("is decorative and respects reduced motion", () => {
    const { container } = render(<Skeleton className="h-6 w-40" />);
    const el = container.querySelector("[data-slot=skeleton]");
    expect(el?.getAttribute("aria-hidden")).toBe("true");
    expect(el?.classList.contains("motion-reduce:animate-none")).toBe(true);
    expect(el?.classList.contains("w-40")).toBe(true);
  });
});
