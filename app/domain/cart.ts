/**
 * The merchandise cart kept in the visitor's session: only product id, size, colour and quantity.
 * Names and prices always come from the database when the cart is shown. Pure: no I/O.
 */

export const CART_LIMITS = {
  /** Of one product in one size and colour. */
  maxQuantity: 10,
  /** Different lines (keeps the session cookie small). */
  maxLines: 20,
} as const;

export const CART_MESSAGES = {
  tooMany: `You can have at most ${CART_LIMITS.maxQuantity} of each item in your cart.`,
  full: `Your cart is full: it holds at most ${CART_LIMITS.maxLines} different items.`,
} as const;

export interface CartLine {
  productId: number;
  size: string;
  /** "" when the product has no colour choice. */
  color: string;
  quantity: number;
}

/** Identifies a line: the same product in the same size and colour is one line. */
export const cartLineKey = (line: Pick<CartLine, "productId" | "size" | "color">) =>
  `${line.productId}|${line.size}|${line.color}`;

/** Whether a product is sold in the line's size and colour (a product without colours takes none). */
export function offers(
  product: { sizes: string[]; colors: string[] },
  line: Pick<CartLine, "size" | "color">,
) {
  const colorOk = product.colors.length === 0 ? line.color === "" : product.colors.includes(line.color);
  return product.sizes.includes(line.size) && colorOk;
}

export type AddResult = { ok: true; lines: CartLine[] } | { ok: false; message: string };

/** Adds to a matching line or appends one, within the limits; the input is not changed. */
export function addCartLine(lines: readonly CartLine[], add: CartLine): AddResult {
  const key = cartLineKey(add);
  const index = lines.findIndex((line) => cartLineKey(line) === key);
  if (index === -1) {
    if (lines.length >= CART_LIMITS.maxLines) return { ok: false, message: CART_MESSAGES.full };
    if (add.quantity > CART_LIMITS.maxQuantity) return { ok: false, message: CART_MESSAGES.tooMany };
    return { ok: true, lines: [...lines, { ...add }] };
  }
  const quantity = lines[index]!.quantity + add.quantity;
  if (quantity > CART_LIMITS.maxQuantity) return { ok: false, message: CART_MESSAGES.tooMany };
  return { ok: true, lines: lines.map((line, i) => (i === index ? { ...line, quantity } : line)) };
}

/** Removes the line with this key (nothing happens when there is none). */
export function removeCartLine(lines: readonly CartLine[], key: string): CartLine[] {
  return lines.filter((line) => cartLineKey(line) !== key);
}

export interface PricedCartLine extends CartLine {
  key: string;
  unitPriceCents: number;
  lineTotalCents: number;
}

/** Line totals and the subtotal, in integer cents. */
export function priceCart(lines: readonly (CartLine & { unitPriceCents: number })[]): {
  lines: PricedCartLine[];
  count: number;
  subtotalCents: number;
} {
  const priced = lines.map((line) => ({
    ...line,
    key: cartLineKey(line),
    lineTotalCents: line.unitPriceCents * line.quantity,
  }));
  return {
    lines: priced,
    count: priced.reduce((sum, line) => sum + line.quantity, 0),
    subtotalCents: priced.reduce((sum, line) => sum + line.lineTotalCents, 0),
  };
}
