import { render, screen } from "@testing-library/react";
import { describe, expect, test } from "vitest";
import { Overlay } from "./Overlay";

describe("Overlay", () => {
  test("shows its content (a named region) with the close control, and no dialog semantics", () => {
    render(
      <Overlay close={<a href="/shop">Close</a>}>
        <section aria-labelledby="t">
          <h2 id="t">Your cart</h2>
        </section>
      </Overlay>,
    );
    expect(screen.getByRole("region", { name: "Your cart" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Close" }).getAttribute("href")).toBe("/shop");
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  test("side is exposed for styling", () => {
    const { container } = render(
      <Overlay side="right" close={null}>
        <p>Items</p>
      </Overlay>,
    );
    expect(container.querySelector("[data-slot=overlay]")?.getAttribute("data-side")).toBe("right");
  });
});
