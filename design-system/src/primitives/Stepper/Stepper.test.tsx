import { render, screen, within } from "@testing-library/react";
import { describe, expect, test } from "vitest";
import { Stepper } from "./Stepper";

describe("Stepper", () => {
  test("three booking steps in a named nav; the current one has aria-current=step", () => {
    render(<Stepper current={1} />);
    const nav = screen.getByRole("navigation", { name: "Booking progress" });
    const items = within(nav).getAllByRole("listitem");
    expect(items.map((li) => li.textContent)).toEqual(["Details, completed", "2Payment", "3Confirmation"]);
    expect(items.map((li) => li.getAttribute("aria-current"))).toEqual([null, "step", null]);
    expect(items.map((li) => li.dataset.status)).toEqual(["complete", "current", "upcoming"]);
  });

  test("custom steps and label; past the end everything is complete", () => {
    render(<Stepper steps={["One", "Two"]} current={2} aria-label="Progress" />);
    const items = within(screen.getByRole("navigation", { name: "Progress" })).getAllByRole("listitem");
    expect(items.every((li) => li.dataset.status === "complete")).toBe(true);
    expect(items.some((li) => li.hasAttribute("aria-current"))).toBe(false);
  });
});
