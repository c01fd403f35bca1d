import { render, screen, within } from "@testing-library/react";
import { describe, expect, test } from "vitest";
import { CartList } from "./CartList";

const LINE = {
  key: "1|M|Black",
  name: "Performance Training Tee",
  size: "M",
  color: "Black",
  quantity: 2,
  unitPriceCents: 4500,
  lineTotalCents: 9000,
};

describe("CartList", () => {
  test("each line shows size, colour, quantity, unit price and line total; then the subtotal", () => {
    render(<CartList items={[LINE]} subtotalCents={9000} currency="NZD" />);
    const line = within(screen.getByRole("listitem"));
    expect(line.getByText("Performance Training Tee")).toBeTruthy();
    expect(line.getByText("Size M · Black")).toBeTruthy();
    expect(line.getByText("Qty 2 × NZ$45.00")).toBeTruthy();
    expect(screen.getByRole("listitem").textContent).toContain("Line total NZ$90.00");
    expect(screen.getByRole("definition").textContent).toBe("NZ$90.00");
    expect(screen.getByRole("term").textContent).toBe("Subtotal");
  });

  test("the page supplies the remove control for each line", () => {
    render(
      <CartList
        items={[LINE, { ...LINE, key: "2|L|White", name: "Classic Logo Tee" }]}
        subtotalCents={18000}
        currency="NZD"
        renderRemove={(item) => <button type="button">Remove {item.name}</button>}
      />,
    );
    expect(screen.getAllByRole("button").map((b) => b.textContent)).toEqual([
      "Remove Performance Training Tee",
      "Remove Classic Logo Tee",
    ]);
  });

  test("an empty cart says so, with no list or subtotal", () => {
    render(<CartList items={[]} subtotalCents={0} currency="NZD" emptyText="Nothing here yet." />);
    expect(screen.getByText("Nothing here yet.")).toBeTruthy();
    expect(screen.queryByRole("list")).toBeNull();
    expect(screen.queryByText("Subtotal")).toBeNull();
  });
});
