import * as v from "valibot";
import { CART_LIMITS, CART_MESSAGES } from "../cart";
import { PRODUCT_CATEGORIES, PRODUCT_SORTS } from "../merchandise-options";
import { positiveId, requiredText } from "./common";

export const MERCH_MESSAGES = {
  product: "Please choose a product",
  productNotFound: "That product is not available.",
  size: "Please choose a size",
  sizeUnknown: "That size is not available for this product.",
  colorUnknown: "That colour is not available for this product.",
  quantity: `Quantity must be between 1 and ${CART_LIMITS.maxQuantity}`,
  category: "Choose one of the listed categories.",
  sort: "Choose one of the listed sort orders.",
  line: "That item is not in your cart.",
  unavailable: "The cart is unavailable right now. Please try again later.",
} as const;

const blankToUndefined = v.transform((s: string) => (s === "" ? undefined : s));

/** The shop's URL: ?category=&sort=&product=&cart= (all optional; blank is the default). */
export const ShopQuerySchema = v.object({
  category: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      blankToUndefined,
      v.optional(v.picklist(PRODUCT_CATEGORIES, MERCH_MESSAGES.category)),
    ),
  ),
  sort: v.pipe(
    v.optional(v.string(), ""),
    v.trim(),
    v.transform((s) => (s === "" ? "featured" : s)),
    v.picklist(PRODUCT_SORTS, MERCH_MESSAGES.sort),
  ),
  product: v.pipe(
    v.optional(v.string(), ""),
    v.trim(),
    v.check((s) => s === "" || /^[1-9]\d{0,8}$/.test(s), "The product link is not valid."),
    v.transform((s) => (s === "" ? undefined : Number(s))),
  ),
});
export type ShopQuery = v.InferOutput<typeof ShopQuerySchema>;

const quantity = v.pipe(
  v.optional(v.union([v.number(), v.pipe(v.string(), v.trim())], MERCH_MESSAGES.quantity), "1"),
  v.transform((raw) => (typeof raw === "number" ? raw : raw === "" ? 1 : Number(raw))),
  v.number(MERCH_MESSAGES.quantity),
  v.integer(MERCH_MESSAGES.quantity),
  v.minValue(1, MERCH_MESSAGES.quantity),
  v.maxValue(CART_LIMITS.maxQuantity, CART_MESSAGES.tooMany),
);

/** Add to Cart: which product, size, colour (blank when the product has none) and how many. */
export const AddToCartSchema = v.object({
  intent: v.literal("add"),
  productId: positiveId(MERCH_MESSAGES.product),
  size: requiredText(MERCH_MESSAGES.size, 20, { label: "Size" }),
  color: v.pipe(v.optional(v.string(), ""), v.trim(), v.maxLength(40, MERCH_MESSAGES.colorUnknown)),
  quantity,
});
export type AddToCart = v.InferOutput<typeof AddToCartSchema>;

/** Remove a line from the cart: its key (product|size|colour). */
export const RemoveFromCartSchema = v.object({
  intent: v.literal("remove"),
  key: requiredText(MERCH_MESSAGES.line, 80, { label: "Cart item" }),
});

export const CartActionSchema = v.variant(
  "intent",
  [AddToCartSchema, RemoveFromCartSchema],
  "Unknown action",
);
export type CartAction = v.InferOutput<typeof CartActionSchema>;

/** The cart as stored in the session cookie; anything that does not match is dropped. */
export const StoredCartLineSchema = v.object({
  productId: v.pipe(v.number(), v.integer(), v.minValue(1)),
  size: v.pipe(v.string(), v.maxLength(20)),
  color: v.pipe(v.string(), v.maxLength(40)),
  quantity: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(CART_LIMITS.maxQuantity)),
});
export const StoredCartSchema = v.pipe(v.array(StoredCartLineSchema), v.maxLength(CART_LIMITS.maxLines));
