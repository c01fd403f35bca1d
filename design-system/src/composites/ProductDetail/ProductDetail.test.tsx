import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, test, vi } from "vitest";
import { Button } from "../../primitives/Button/Button";
import { type Product, ProductDetail } from "./ProductDetail";

const TEE: Product = {
  id: "performance-tee",
  name: "Performance Tee",
  priceCents: 3999,
  originalPriceCents: 4999,
  currency: "NZD",
  image: "/images/products/performance-tee.svg",
  category: "Athletic Wear",
  sizes: ["XS", "S", "M", "L", "XL", "XXL"],
  colors: ["Black", "White", "Navy"],
  rating: 4.8,
  reviewCount: 127,
  description: "Light, quick-drying tee.",
  features: ["Moisture wicking", "Flatlock seams"],
};

function renderOpen(props: Partial<React.ComponentProps<typeof ProductDetail>> = {}) {
  const onAddToCart = vi.fn();
  render(<ProductDetail product={TEE} onAddToCart={onAddToCart} defaultOpen {...props} />);
  return { onAddToCart, dialog: within(screen.getByRole("dialog", { name: "Performance Tee" })) };
}

describe("ProductDetail", () => {
  test("shows the product: price with saving, rating, description, features", () => {
    const { dialog } = renderOpen();
    expect(dialog.getByRole("heading", { name: "Performance Tee" })).toBeTruthy();
    expect(dialog.getByRole("img", { name: "Performance Tee" })).toBeTruthy();
    expect(dialog.getByText("NZ$49.99")).toBeTruthy();
    expect(dialog.getByText("Save NZ$10.00")).toBeTruthy();
    expect(dialog.getByText("(127 reviews)")).toBeTruthy();
    expect(dialog.getAllByRole("listitem").map((li) => li.textContent)).toEqual(TEE.features);
    const described = document.getElementById(
      screen.getByRole("dialog").getAttribute("aria-describedby") ?? "",
    );
    expect(described?.textContent).toBe("Light, quick-drying tee.");
  });

  test("Add to Cart is disabled until a size is chosen, then reports size, colour and quantity", async () => {
    const user = userEvent.setup();
    const { dialog, onAddToCart } = renderOpen();
    const add = dialog.getByRole("button", { name: "Add to Cart" }) as HTMLButtonElement;
    expect(add.disabled).toBe(true);
    const sizes = within(dialog.getByRole("group", { name: "Size" })).getAllByRole("radio");
    expect(sizes.map((r) => (r as HTMLInputElement).value)).toEqual(TEE.sizes);
    expect(sizes.every((r) => (r as HTMLInputElement).name === "size")).toBe(true);
    expect((dialog.getByRole("radio", { name: "Black" }) as HTMLInputElement).checked).toBe(true);

    await user.click(dialog.getByRole("radio", { name: "XL" }));
    await user.click(dialog.getByRole("radio", { name: "White" }));
    expect(add.disabled).toBe(false);
    await user.click(add);
    expect(onAddToCart).toHaveBeenCalledWith({ size: "XL", color: "White", quantity: 1 });
  });

  test("no saving shown without a higher original price", () => {
    const { dialog } = renderOpen({ product: { ...TEE, originalPriceCents: undefined } });
    expect(dialog.queryByText(/Save/)).toBeNull();
  });

  test("One Size is preselected; adding shows a busy button; errors are alerts", () => {
    const { dialog } = renderOpen({
      product: { ...TEE, sizes: ["One Size"] },
      adding: true,
      error: "Could not add to cart.",
    });
    expect((dialog.getByRole("radio", { name: "One Size" }) as HTMLInputElement).checked).toBe(true);
    expect(dialog.getByRole("button", { name: "Add to Cart" }).getAttribute("aria-busy")).toBe("true");
    expect(dialog.getByRole("alert").textContent).toBe("Could not add to cart.");
  });

  test("inline: a region named by the product, no dialog; hidden fields and the shop's saving", () => {
    render(
      <ProductDetail
        product={TEE}
        onAddToCart={() => {}}
        inline
        savingStyle="dollar"
        hiddenFields={{ intent: "add" }}
      />,
    );
    expect(screen.queryByRole("dialog")).toBeNull();
    const region = within(screen.getByRole("region", { name: "Performance Tee" }));
    expect(region.getByText("Save $10")).toBeTruthy();
    expect(region.getByText("Light, quick-drying tee.")).toBeTruthy();
    const form = screen.getByRole("button", { name: "Add to Cart" }).closest("form")!;
    const data = new FormData(form);
    expect(data.get("intent")).toBe("add");
    expect(data.get("productId")).toBe("performance-tee");
  });

  test("opens from the trigger; choices reset after closing", async () => {
    const user = userEvent.setup();
    render(<ProductDetail product={TEE} onAddToCart={() => {}} trigger={<Button>View details</Button>} />);
    await user.click(screen.getByRole("button", { name: "View details" }));
    await user.click(screen.getByRole("radio", { name: "M" }));
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).toBeNull();
    await user.click(screen.getByRole("button", { name: "View details" }));
    expect((screen.getByRole("radio", { name: "M" }) as HTMLInputElement).checked).toBe(false);
  });
});
