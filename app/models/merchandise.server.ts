import { and, asc, desc, eq, inArray, type SQL } from "drizzle-orm";
import * as v from "valibot";
import type { Db } from "~/db/client.server";
import { products } from "~/db/schema";
import { type CartLine, offers, priceCart } from "~/domain/cart";
import type { ProductCategory, ProductSort } from "~/domain/merchandise-options";
import { StoredCartSchema } from "~/domain/schemas/merchandise";

/** The columns the shop shows (no popularity or internal flags). */
const shopColumns = {
  id: products.id,
  name: products.name,
  priceCents: products.priceCents,
  originalPriceCents: products.originalPriceCents,
  currency: products.currency,
  image: products.image,
  category: products.category,
  sizes: products.sizes,
  colors: products.colors,
  ratingTenths: products.ratingTenths,
  reviewCount: products.reviewCount,
  description: products.description,
  features: products.features,
};

export type ShopProduct = {
  id: number;
  name: string;
  priceCents: number;
  originalPriceCents: number | null;
  currency: "NZD" | "AUD";
  image: string;
  category: ProductCategory;
  sizes: string[];
  colors: string[];
  /** 0-5, one decimal. */
  rating: number;
  reviewCount: number;
  description: string;
  features: string[];
};

type Row = Pick<typeof products.$inferSelect, keyof typeof shopColumns>;

const toShopProduct = ({ ratingTenths, ...row }: Row): ShopProduct => ({ ...row, rating: ratingTenths / 10 });

/** "Featured" is the curated order (id); ties in the other orders fall back to it too. */
const ORDER_BY: Record<ProductSort, SQL[]> = {
  featured: [asc(products.id)],
  "price-asc": [asc(products.priceCents), asc(products.id)],
  "price-desc": [desc(products.priceCents), asc(products.id)],
  popular: [desc(products.popularity), asc(products.id)],
  newest: [desc(products.createdAt), asc(products.id)],
};

/** Active products, optionally of one category, in the chosen order. */
export async function listProducts(
  db: Db,
  { category, sort }: { category?: ProductCategory; sort: ProductSort },
): Promise<ShopProduct[]> {
  const rows = await db
    .select(shopColumns)
    .from(products)
    .where(and(eq(products.isActive, true), category ? eq(products.category, category) : undefined))
    .orderBy(...ORDER_BY[sort]);
  return rows.map(toShopProduct);
}

export async function getProduct(db: Db, id: number): Promise<ShopProduct | undefined> {
  const row = await db
    .select(shopColumns)
    .from(products)
    .where(and(eq(products.id, id), eq(products.isActive, true)))
    .get();
  return row ? toShopProduct(row) : undefined;
}

// ---------------------------------------------------------------------------------------------
// The cart in the session
// ---------------------------------------------------------------------------------------------

/** The cart lines kept in the session; a cookie that does not match the shape reads as an empty cart. */
export function storedCart(stored: unknown): CartLine[] {
  const parsed = v.safeParse(StoredCartSchema, stored ?? []);
  return parsed.success ? parsed.output : [];
}

export type CartItem = {
  key: string;
  productId: number;
  name: string;
  image: string;
  size: string;
  color: string;
  quantity: number;
  unitPriceCents: number;
  lineTotalCents: number;
};

export type Cart = { items: CartItem[]; count: number; subtotalCents: number; currency: "NZD" };

/**
 * The cart as shown: each line joined to its product, priced from the database. Lines whose product
 * is gone (or inactive), or whose size or colour it no longer offers, are left out.
 */
export async function resolveCart(db: Db, lines: readonly CartLine[]): Promise<Cart> {
  const ids = [...new Set(lines.map((line) => line.productId))];
  const rows =
    ids.length === 0
      ? []
      : await db
          .select({
            id: products.id,
            name: products.name,
            image: products.image,
            priceCents: products.priceCents,
            sizes: products.sizes,
            colors: products.colors,
          })
          .from(products)
          .where(and(inArray(products.id, ids), eq(products.isActive, true), eq(products.currency, "NZD")));
  const byId = new Map(rows.map((row) => [row.id, row]));
  const valid = lines.flatMap((line) => {
    const product = byId.get(line.productId);
    if (!product || !offers(product, line)) return [];
    return [{ ...line, name: product.name, image: product.image, unitPriceCents: product.priceCents }];
  });
  const priced = priceCart(valid);
  return {
    items: priced.lines.map((line, i) => ({ ...line, name: valid[i]!.name, image: valid[i]!.image })),
    count: priced.count,
    subtotalCents: priced.subtotalCents,
    currency: "NZD",
  };
}

/** A product on sale as Add to Cart checks it: its name, sizes and colours; undefined when not on sale. */
export async function cartProduct(db: Db, productId: number) {
  return db
    .select({ id: products.id, name: products.name, sizes: products.sizes, colors: products.colors })
    .from(products)
    .where(and(eq(products.id, productId), eq(products.isActive, true)))
    .get();
}
