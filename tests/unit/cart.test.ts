import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  addCartLine,
  CART_LIMITS,
  CART_MESSAGES,
  cartLineKey,
  priceCart,
  removeCartLine,
} from "~/domain/cart";

const tee = { productId: 1, size: "M", color: "Black", quantity: 1 };

describe("cart lines", () => {
  it("the same product, size and colour is one line; another size or colour is another", () => {
    let result = addCartLine([], tee);
    expect(result).toEqual({ ok: true, lines: [tee] });
    result = addCartLine(result.ok ? result.lines : [], { ...tee, quantity: 2 });
    expect(result.ok && result.lines).toEqual([{ ...tee, quantity: 3 }]);
    result = addCartLine(result.ok ? result.lines : [], { ...tee, size: "L" });
    expect(result.ok && result.lines.map(cartLineKey)).toEqual(["1|M|Black", "1|L|Black"]);
  });

  it("refuses more than the per-item quantity and more than the line limit, changing nothing", () => {
    const nine = [{ ...tee, quantity: 9 }];
    expect(addCartLine(nine, { ...tee, quantity: 2 })).toEqual({ ok: false, message: CART_MESSAGES.tooMany });
    expect(nine).toEqual([{ ...tee, quantity: 9 }]);
    const full = Array.from({ length: CART_LIMITS.maxLines }, (_, i) => ({ ...tee, productId: i + 1 }));
    expect(addCartLine(full, { ...tee, productId: 99 })).toEqual({ ok: false, message: CART_MESSAGES.full });
    expect(addCartLine(full, tee).ok).toBe(true);
  });

  it("removes by key; an unknown key changes nothing", () => {
    const lines = [tee, { ...tee, color: "White" }];
    expect(removeCartLine(lines, "1|M|White")).toEqual([tee]);
    expect(removeCartLine(lines, "9|M|White")).toEqual(lines);
  });

  it("line totals and subtotal are whole cents: unit price × quantity, summed", () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            productId: fc.integer({ min: 1, max: 50 }),
            size: fc.constantFrom("S", "M", "One Size"),
            color: fc.constantFrom("Black", ""),
            quantity: fc.integer({ min: 1, max: CART_LIMITS.maxQuantity }),
            unitPriceCents: fc.integer({ min: 1, max: 100_000 }),
          }),
          { maxLength: CART_LIMITS.maxLines },
        ),
        (lines) => {
          const cart = priceCart(lines);
          for (const line of cart.lines)
            expect(line.lineTotalCents).toBe(line.unitPriceCents * line.quantity);
          expect(cart.subtotalCents).toBe(cart.lines.reduce((s, l) => s + l.lineTotalCents, 0));
          expect(cart.count).toBe(lines.reduce((s, l) => s + l.quantity, 0));
          expect(Number.isInteger(cart.subtotalCents)).toBe(true);
        },
      ),
    );
  });
});
