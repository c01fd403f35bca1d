import { render, screen } from "@testing-library/react";
import { describe, expect, test } from "vitest";
import { Logo } from "./Logo";

describe("Logo", () => {
  test("with a title it is an image named by that title", () => {
    render(<Logo title="GymRoam" />);
    expect(screen.getByRole("img", { name: "GymRoam" })).toBeTruthy();
  });

  test("without a title it is decorative", () => {
    const { container } = render(<Logo title="" />);
    expect(screen.queryByRole("img")).toBeNull();
    expect(container.querySelector("svg")?.getAttribute("aria-hidden")).toBe("true");
  });
});
