import { render, screen } from "@testing-library/react";
import { describe, expect, test } from "vitest";
import { Heading } from "./Heading";

describe("Heading", () => {
  test("the level sets the element, the size follows it by default", () => {
    render(<Heading level={1}>About GymRoam</Heading>);
    const heading = screen.getByRole("heading", { level: 1, name: "About GymRoam" });
    expect(heading.dataset.size).toBe("2xl");
  });

  test("size is independent of level", () => {
    render(
      <Heading level={3} size="2xl">
        Big h3
      </Heading>,
    );
    const heading = screen.getByRole("heading", { level: 3, name: "Big h3" });
    expect(heading.dataset.size).toBe("2xl");
    expect(heading.classList.contains("text-4xl")).toBe(true);
  });

  test("defaults to h2", () => {
    render(<Heading>Section</Heading>);
    expect(screen.getByRole("heading", { level: 2, name: "Section" })).toBeTruthy();
  });
});
