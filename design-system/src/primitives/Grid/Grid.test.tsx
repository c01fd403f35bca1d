import { render, screen } from "@testing-library/react";
import { describe, expect, test } from "vitest";
import { Grid } from "./Grid";

describe("Grid", () => {
  test("two columns stay two on phones; three collapse to one", () => {
    render(
      <>
        <Grid columns={2}>two</Grid>
        <Grid columns={3}>three</Grid>
      </>,
    );
    expect(screen.getByText("two").className).toContain("grid-cols-2");
    const three = screen.getByText("three");
    expect(three.classList.contains("grid-cols-1")).toBe(true);
    expect(three.classList.contains("lg:grid-cols-3")).toBe(true);
    expect(three.dataset.columns).toBe("3");
  });
});
