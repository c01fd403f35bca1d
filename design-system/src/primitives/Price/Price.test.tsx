import { render, screen } from "@testing-library/react";
import { describe, expect, test } from "vitest";
import { formatPrice, Price } from "./Price";

describe("formatPrice", () => {
  test("NZD and AUD are told apart by their symbols", () => {
    expect(formatPrice(3000, "NZD")).toBe("NZ$30");
    expect(formatPrice(3000, "AUD")).toBe("A$30");
  });

  test("cents only when there are some, unless asked for always", () => {
    expect(formatPrice(3050, "NZD")).toBe("NZ$30.50");
    expect(formatPrice(3005, "AUD")).toBe("A$30.05");
    expect(formatPrice(3000, "NZD", { cents: "always" })).toBe("NZ$30.00");
  });

  test("thousands separators, zero and negatives", () => {
    expect(formatPrice(123450, "AUD")).toBe("A$1,234.50");
    expect(formatPrice(100000000, "NZD")).toBe("NZ$1,000,000");
    expect(formatPrice(0, "NZD")).toBe("NZ$0");
    expect(formatPrice(-500, "NZD")).toBe("-NZ$5");
    expect(formatPrice(-1, "AUD")).toBe("-A$0.01");
  });

  test("rejects non-integer cents", () => {
    expect(() => formatPrice(10.5, "NZD")).toThrow(RangeError);
    expect(() => formatPrice(Number.NaN, "NZD")).toThrow(RangeError);
  });
});

describe("Price", () => {
  test("amount with a tight /hour suffix or a spaced text suffix", () => {
    const { rerender } = render(<Price cents={2500} currency="NZD" suffix="/hour" />);
    expect(screen.getByText("NZ$25", { exact: false }).textContent).toBe("NZ$25/hour");
    rerender(<Price cents={4500} currency="AUD" suffix="day pass" />);
    expect(screen.getByText("A$45", { exact: false }).textContent).toBe("A$45 day pass");
  });

  test("a discount strikes the original and shows Save with the difference", () => {
    const { container } = render(<Price cents={4500} originalCents={6000} currency="NZD" />);
    const del = container.querySelector("del");
    expect(del?.textContent).toBe("Original price NZ$60");
    expect(screen.getByText("Save NZ$15")).toBeTruthy();
    expect(container.querySelector("[data-slot=price-amount]")?.textContent).toBe("Now NZ$45");
  });

  test('savingStyle "dollar" writes the saving as "Save $X" (whole dollars unless there are cents)', () => {
    const { rerender } = render(
      <Price cents={7500} originalCents={9000} currency="NZD" showCents="always" savingStyle="dollar" />,
    );
    expect(screen.getByText("Save $15")).toBeTruthy();
    rerender(<Price cents={7450} originalCents={9000} currency="NZD" savingStyle="dollar" />);
    expect(screen.getByText("Save $15.50")).toBeTruthy();
  });

  test("no discount when the original is not higher", () => {
    const { container } = render(<Price cents={4500} originalCents={4500} currency="NZD" />);
    expect(container.querySelector("del")).toBeNull();
    expect(screen.queryByText(/Save/)).toBeNull();
  });
});
