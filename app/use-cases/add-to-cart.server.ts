import { addCartLine, type CartLine, offers } from "~/domain/cart";
import { type AddToCart, MERCH_MESSAGES } from "~/domain/schemas/merchandise";
import { cartProduct, resolveCart } from "~/models/merchandise.server";
import type { UseCaseContext } from "./context.server";
import { fail, ok, type Result } from "./result";

/**
 * Checks an Add to Cart against the database (the product exists and is on sale, in that size and
 * colour) and returns the new lines. Nothing is stored here: the caller writes the session.
 */
export async function addToCart(
  ctx: UseCaseContext,
  lines: readonly CartLine[],
  input: AddToCart,
): Promise<Result<{ lines: CartLine[]; productName: string }>> {
  const product = await cartProduct(ctx.db, input.productId);
  if (!product) return fail("not_found", MERCH_MESSAGES.productNotFound);
  if (!product.sizes.includes(input.size)) return fail("invalid", MERCH_MESSAGES.sizeUnknown);
  // A product with colours needs one of them; one without takes none.
  const color = input.color === "" && product.colors.length === 1 ? product.colors[0]! : input.color;
  if (!offers(product, { size: input.size, color })) return fail("invalid", MERCH_MESSAGES.colorUnknown);
  // Lines for products no longer on sale are dropped while we are here.
  const current = (await resolveCart(ctx.db, lines)).items.map(({ productId, size, color, quantity }) => ({
    productId,
    size,
    color,
    quantity,
  }));
  const added = addCartLine(current, {
    productId: product.id,
    size: input.size,
    color,
    quantity: input.quantity,
  });
  if (!added.ok) return fail("invalid", added.message);
  return ok({ lines: added.lines, productName: product.name });
}
