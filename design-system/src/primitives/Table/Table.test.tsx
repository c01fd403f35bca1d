import { render, screen, within } from "@testing-library/react";
import { describe, expect, test } from "vitest";
import { Table } from "./Table";

function renderTable(captionHidden = false) {
  return render(
    <Table.Root caption="Bookings" captionHidden={captionHidden}>
      <Table.Header>
        <Table.Row>
          <Table.Head>Reference</Table.Head>
          <Table.Head>Total</Table.Head>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        <Table.Row>
          <Table.Head scope="row">GR-7K3P9Q</Table.Head>
          <Table.Cell>NZ$30</Table.Cell>
        </Table.Row>
      </Table.Body>
    </Table.Root>,
  );
}

describe("Table", () => {
  test("is named by its caption, and so is its keyboard-scrollable region", () => {
    renderTable();
    const region = screen.getByRole("region", { name: "Bookings" });
    expect(region.tabIndex).toBe(0);
    expect(region.className).toContain("overflow-x-auto");
    // Positioned, so absolutely positioned cell content (sr-only text) scrolls with it instead of widening the page.
    expect(region.className).toContain("relative");
    expect(within(region).getByRole("table", { name: "Bookings" })).toBeTruthy();
  });

  test("column headers have scope col, row headers scope row", () => {
    renderTable();
    for (const header of screen.getAllByRole("columnheader"))
      expect(header.getAttribute("scope")).toBe("col");
    expect(screen.getByRole("rowheader", { name: "GR-7K3P9Q" }).getAttribute("scope")).toBe("row");
  });

  test("a hidden caption still names the table", () => {
    renderTable(true);
    const caption = screen.getByText("Bookings");
    expect(caption.tagName).toBe("CAPTION");
    expect(caption.className).toContain("sr-only");
    expect(screen.getByRole("table", { name: "Bookings" })).toBeTruthy();
  });
});
