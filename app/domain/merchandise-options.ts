/** The shop's categories, sizes, sort orders and order statuses (spec section 2). Pure data, like catalog.ts. */

export const PRODUCT_CATEGORIES = ["athletic-wear", "casual-wear", "outerwear", "accessories"] as const;
export type ProductCategory = (typeof PRODUCT_CATEGORIES)[number];
export const PRODUCT_CATEGORY_LABELS: Record<ProductCategory, string> = {
  "athletic-wear": "Athletic Wear",
  "casual-wear": "Casual Wear",
  outerwear: "Outerwear",
  accessories: "Accessories",
};
export const PRODUCT_SIZES = ["XS", "S", "M", "L", "XL", "XXL", "One Size"] as const;
export type ProductSize = (typeof PRODUCT_SIZES)[number];
export const PRODUCT_SORTS = ["featured", "price-asc", "price-desc", "popular", "newest"] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

/** Sort menu labels (spec section 2), in menu order. */
export const PRODUCT_SORT_LABELS: Record<ProductSort, string> = {
  featured: "Featured",
  "price-asc": "Price: Low to High",
  "price-desc": "Price: High to Low",
  popular: "Most Popular",
  newest: "Newest",
};

export const ORDER_STATUSES = ["pending", "paid", "fulfilled", "cancelled", "refunded"] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
