import { render, screen } from "@testing-library/react";
import { describe, expect, test } from "vitest";
import { Section } from "./Section";

describe("Section", () => {
  test("labelled by its heading, it is a named region", () => {
    render(
      <Section aria-labelledby="h">
        <h2 id="h">Explore</h2>
      </Section>,
    );
    expect(screen.getByRole("region", { name: "Explore" }).dataset.slot).toBe("section");
  });
});
