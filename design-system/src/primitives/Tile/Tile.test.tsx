import { render, screen } from "@testing-library/react";
import { describe, expect, test } from "vitest";
import { Tile } from "./Tile";

/** Like a router link: a component that renders an anchor, passed empty. */
function RouterLink(props: React.ComponentProps<"a">) {
  return <a {...props} />;
}

describe("Tile", () => {
  test("asChild puts icon, title and description inside the (empty) child link", () => {
    render(
      <Tile
        asChild
        icon={<svg data-testid="icon" />}
        title="FIND A GYM"
        description="Day passes and hourly access."
      >
        <RouterLink href="/gym-feed" />
      </Tile>,
    );
    const link = screen.getByRole("link", { name: /^FIND A GYM/ });
    expect(link.getAttribute("href")).toBe("/gym-feed");
    expect(link.dataset.slot).toBe("tile");
    expect(link.textContent).toBe("FIND A GYMDay passes and hourly access.");
    expect(screen.getByTestId("icon").parentElement?.getAttribute("aria-hidden")).toBe("true");
  });

  test("without asChild it is an anchor", () => {
    render(<Tile href="/add-gym" title="LIST YOUR FACILITY" />);
    expect(screen.getByRole("link", { name: "LIST YOUR FACILITY" }).getAttribute("href")).toBe("/add-gym");
  });
});
