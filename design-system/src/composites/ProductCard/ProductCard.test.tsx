import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, test, vi } from "vitest";
import { ProductCard } from "./ProductCard";

const base = { name: "Performance Tee", imageUrl: "/tee.jpg", priceCents: 4500 };

describe("ProductCard", () => {
  test("shows name, category, rating and a sale price with the saving", () => {
    render(
      <ProductCard {...base} originalPriceCents={6000} rating={4.8} reviewCount={127} category="Apparel" />,
    );
    const article = screen.getByRole("article");
    expect(screen.getByRole("heading", { level: 3 }).textContent).toBe("Performance Tee");
    expect(article.textContent).toContain("Apparel");
    expect(article.textContent).toContain("4.8 (127 reviews)");
    expect(article.textContent).toContain("Save NZ$15");
  });

  test('savingStyle "dollar" shows the shop\'s "Save $X"', () => {
    render(<ProductCard {...base} originalPriceCents={6000} savingStyle="dollar" />);
    expect(screen.getByRole("article").textContent).toContain("Save $15");
  });

  test("a full price has no saving", () => {
    render(<ProductCard {...base} currency="AUD" />);
    expect(screen.getByRole("article").textContent).toContain("A$45");
    expect(screen.queryByText(/Save/)).toBeNull();
  });

  test("onSelect gives a named View details button", async () => {
    const onSelect = vi.fn();
    render(<ProductCard {...base} onSelect={onSelect} />);
    await userEvent.click(screen.getByRole("button", { name: "View details: Performance Tee" }));
    expect(onSelect).toHaveBeenCalledTimes(1);
  });

  test("an action slot replaces the button", () => {
    render(<ProductCard {...base} onSelect={() => {}} action={<a href="/p/1">Shop now</a>} />);
    expect(screen.getByRole("link", { name: "Shop now" })).not.toBeNull();
    expect(screen.queryByRole("button")).toBeNull();
  });
});
