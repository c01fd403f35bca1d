import { render, screen } from "@testing-library/react";
import { describe, expect, test } from "vitest";
import { Prose } from "./Prose";

describe("Prose", () => {
  test("wraps plain long-form markup under the prose styling hook", () => {
    render(
      <Prose>
        <h2>Commission</h2>
        <ul>
          <li>30% on confirmed bookings</li>
        </ul>
      </Prose>,
    );
    const heading = screen.getByRole("heading", { level: 2, name: "Commission" });
    expect(heading.parentElement?.dataset.slot).toBe("prose");
    expect(screen.getByRole("listitem").textContent).toBe("30% on confirmed bookings");
  });
});
