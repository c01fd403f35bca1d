import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { products } from "~/db/schema";
import { CART_MESSAGES } from "~/domain/cart";
import { MERCH_MESSAGES } from "~/domain/schemas/merchandise";
import { action, loader } from "~/routes/merchandise/route";
import { commitSession, getSession, popToast } from "~/session.server";
import { config, db, request, routerContext } from "./helpers";

type LoaderData = Awaited<ReturnType<typeof loader>>;
type Reply = { data: { intent?: string; error: string }; init: { status: number } };

const DAY = 86_400_000;
const base = {
  currency: "NZD" as const,
  image: "/images/products/x.svg",
  sizes: ["S", "M", "L"],
  colors: ["Black", "White"],
  description: "Test product.",
  features: ["One", "Two"],
};

/** Four products whose orders differ by price, popularity and age; one inactive; a cap. */
const ids: Record<string, number> = {};
beforeAll(async () => {
  const rows = await db()
    .insert(products)
    .values([
      {
        ...base,
        slug: "tee",
        name: "Tee",
        priceCents: 4500,
        category: "athletic-wear",
        popularity: 50,
        createdAt: new Date(3 * DAY),
      },
      {
        ...base,
        slug: "leggings",
        name: "Leggings",
        priceCents: 7500,
        originalPriceCents: 9000,
        category: "athletic-wear",
        popularity: 90,
        createdAt: new Date(1 * DAY),
      },
      {
        ...base,
        slug: "hoodie",
        name: "Hoodie",
        priceCents: 8500,
        category: "casual-wear",
        popularity: 70,
        createdAt: new Date(4 * DAY),
      },
      {
        ...base,
        slug: "cap",
        name: "Cap",
        priceCents: 3500,
        category: "accessories",
        sizes: ["One Size"],
        colors: ["Navy"],
        popularity: 10,
        createdAt: new Date(2 * DAY),
      },
      {
        ...base,
        slug: "retired",
        name: "Retired",
        priceCents: 1000,
        category: "athletic-wear",
        isActive: false,
      },
    ])
    .returning({ id: products.id, slug: products.slug });
  for (const row of rows) ids[row.slug] = row.id;
});

const load = async (search = "", cookie = "") =>
  (await loader({
    request: request(`/merchandise${search}`, { headers: cookie ? { Cookie: cookie } : {} }),
    context: routerContext(),
    params: {},
  } as never)) as LoaderData;

/** What a loader threw (a data() response for 4xx). */
async function loadError(search: string) {
  try {
    await load(search);
  } catch (error) {
    return error as { init: { status: number } };
  }
  throw new Error(`no error for ${search}`);
}

const post = (fields: Record<string, string>, cookie = "", search = "") =>
  action({
    request: request(`/merchandise${search}`, {
      method: "POST",
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        ...(cookie ? { Cookie: cookie } : {}),
      },
      body: new URLSearchParams(fields),
    }),
    context: routerContext(),
    params: {},
  } as never) as Promise<Response | Reply>;

const sessionCookie = (response: Response) => response.headers.getSetCookie().at(-1)?.split(";")[0] ?? "";
const names = (data: LoaderData) => data.products.map((p) => p.name);

describe("the shop's products", () => {
  it("lists active products from the database in the featured order, with the shop's fields", async () => {
    const data = await load();
    expect(names(data)).toEqual(["Tee", "Leggings", "Hoodie", "Cap"]);
    expect(data.products[1]).toMatchObject({
      name: "Leggings",
      priceCents: 7500,
      originalPriceCents: 9000,
      currency: "NZD",
      category: "athletic-wear",
      sizes: ["S", "M", "L"],
      colors: ["Black", "White"],
      features: ["One", "Two"],
    });
    expect(data.products[0]).not.toHaveProperty("popularity");
    expect(data.query).toEqual({ sort: "featured" });
    expect(data.selected).toBeNull();
  });

  it("sorts by price both ways, popularity and newest", async () => {
    expect(names(await load("?sort=price-asc"))).toEqual(["Cap", "Tee", "Leggings", "Hoodie"]);
    expect(names(await load("?sort=price-desc"))).toEqual(["Hoodie", "Leggings", "Tee", "Cap"]);
    expect(names(await load("?sort=popular"))).toEqual(["Leggings", "Hoodie", "Tee", "Cap"]);
    expect(names(await load("?sort=newest"))).toEqual(["Hoodie", "Tee", "Cap", "Leggings"]);
  });

  it("filters by category, together with the sort", async () => {
    expect(names(await load("?category=athletic-wear"))).toEqual(["Tee", "Leggings"]);
    expect(names(await load("?category=athletic-wear&sort=price-desc"))).toEqual(["Leggings", "Tee"]);
    expect(names(await load("?category=accessories"))).toEqual(["Cap"]);
    expect(names(await load("?category=outerwear"))).toEqual([]);
    expect(names(await load("?category=&sort="))).toHaveLength(4);
  });

  it("?product=ID opens that product; unknown or inactive ones are a 404, bad parameters a 400", async () => {
    expect((await load(`?product=${ids.leggings}`)).selected).toMatchObject({
      name: "Leggings",
      description: "Test product.",
    });
    expect((await loadError("?product=999999")).init.status).toBe(404);
    expect((await loadError(`?product=${ids.retired}`)).init.status).toBe(404);
    expect((await loadError("?product=abc")).init.status).toBe(400);
    expect((await loadError("?category=shoes")).init.status).toBe(400);
    expect((await loadError("?sort=cheapest")).init.status).toBe(400);
  });
});

describe("the cart in the session", () => {
  it("Add to Cart stores product, size, colour and quantity only; prices come from the database", async () => {
    const response = (await post(
      {
        intent: "add",
        productId: String(ids.leggings),
        size: "M",
        color: "White",
        quantity: "2",
        priceCents: "1",
      },
      "",
      `?product=${ids.leggings}&category=athletic-wear`,
    )) as Response;
    expect(response.status).toBe(302);
    // Back to the same filters, without the detail overlay.
    expect(response.headers.get("Location")).toBe("/merchandise?category=athletic-wear");
    const cookie = sessionCookie(response);
    const session = await getSession(config(), request("/", { headers: { Cookie: cookie } }));
    expect(session.get("cart")).toEqual([
      { productId: ids.leggings, size: "M", color: "White", quantity: 2 },
    ]);
    expect((await popToast(config(), request("/", { headers: { Cookie: cookie } }))).toast).toMatchObject({
      title: "Added to cart",
    });

    const { cart } = await load("", cookie);
    expect(cart).toMatchObject({ count: 2, subtotalCents: 15000, currency: "NZD" });
    expect(cart.items).toEqual([
      expect.objectContaining({
        name: "Leggings",
        size: "M",
        color: "White",
        quantity: 2,
        unitPriceCents: 7500,
        lineTotalCents: 15000,
      }),
    ]);
  });

  it("adding the same item again adds to its line; a one-colour product takes its colour", async () => {
    let response = (await post({
      intent: "add",
      productId: String(ids.tee),
      size: "S",
      color: "Black",
    })) as Response;
    let cookie = sessionCookie(response);
    response = (await post(
      { intent: "add", productId: String(ids.tee), size: "S", color: "Black", quantity: "3" },
      cookie,
    )) as Response;
    cookie = sessionCookie(response);
    response = (await post(
      { intent: "add", productId: String(ids.cap), size: "One Size" },
      cookie,
    )) as Response;
    cookie = sessionCookie(response);
    const { cart } = await load("", cookie);
    expect(cart.items.map((i) => [i.name, i.size, i.color, i.quantity])).toEqual([
      ["Tee", "S", "Black", 4],
      ["Cap", "One Size", "Navy", 1],
    ]);
    expect(cart.subtotalCents).toBe(4 * 4500 + 3500);
  });

  it("refuses unknown products, sizes, colours and quantities with a 4xx, and leaves the cart unchanged", async () => {
    const first = (await post({
      intent: "add",
      productId: String(ids.hoodie),
      size: "L",
      color: "Black",
    })) as Response;
    const cookie = sessionCookie(first);
    const before = (await load("", cookie)).cart;
    for (const [fields, status, message] of [
      [{ productId: "999999", size: "M", color: "Black" }, 404, MERCH_MESSAGES.productNotFound],
      [{ productId: String(ids.retired), size: "M", color: "Black" }, 404, MERCH_MESSAGES.productNotFound],
      [{ productId: String(ids.hoodie), size: "XXXL", color: "Black" }, 400, MERCH_MESSAGES.sizeUnknown],
      [{ productId: String(ids.hoodie), size: "", color: "Black" }, 400, MERCH_MESSAGES.size],
      [{ productId: String(ids.hoodie), color: "Black" }, 400, MERCH_MESSAGES.size],
      [{ productId: String(ids.hoodie), size: "M", color: "Purple" }, 400, MERCH_MESSAGES.colorUnknown],
      [{ productId: String(ids.hoodie), size: "M", color: "" }, 400, MERCH_MESSAGES.colorUnknown],
      [
        { productId: String(ids.hoodie), size: "M", color: "Black", quantity: "0" },
        400,
        MERCH_MESSAGES.quantity,
      ],
      [
        { productId: String(ids.hoodie), size: "M", color: "Black", quantity: "11" },
        400,
        CART_MESSAGES.tooMany,
      ],
      [
        { productId: String(ids.hoodie), size: "L", color: "Black", quantity: "10" },
        400,
        CART_MESSAGES.tooMany,
      ],
      [{ productId: "abc", size: "M", color: "Black" }, 400, MERCH_MESSAGES.product],
    ] as const) {
      const reply = (await post({ intent: "add", ...fields }, cookie)) as Reply;
      expect(reply.init?.status, JSON.stringify(fields)).toBe(status);
      expect(reply.data.error).toBe(message);
    }
    const unknownIntent = (await post({ intent: "checkout" }, cookie)) as Reply;
    expect(unknownIntent.init.status).toBe(400);
    expect((await load("", cookie)).cart).toEqual(before);
  });

  it("remove takes the line out and stays on the same page (the cart still open)", async () => {
    let response = (await post({
      intent: "add",
      productId: String(ids.tee),
      size: "M",
      color: "White",
    })) as Response;
    response = (await post(
      { intent: "add", productId: String(ids.cap), size: "One Size", color: "Navy" },
      sessionCookie(response),
    )) as Response;
    const cookie = sessionCookie(response);
    const key = `${ids.tee}|M|White`;
    const removed = (await post({ intent: "remove", key }, cookie, "?cart=open")) as Response;
    expect(removed.status).toBe(302);
    expect(removed.headers.get("Location")).toBe("/merchandise?cart=open");
    const { cart, cartOpen } = await load("?cart=open", sessionCookie(removed));
    expect(cartOpen).toBe(true);
    expect(cart.items.map((i) => i.name)).toEqual(["Cap"]);
  });

  it("a price change in the database shows in the cart; a withdrawn product drops out", async () => {
    const [extra] = await db()
      .insert(products)
      .values({ ...base, slug: "vest", name: "Vest", priceCents: 7900, category: "outerwear" })
      .returning({ id: products.id });
    let response = (await post({
      intent: "add",
      productId: String(extra!.id),
      size: "M",
      color: "Black",
    })) as Response;
    response = (await post(
      { intent: "add", productId: String(ids.tee), size: "L", color: "Black" },
      sessionCookie(response),
    )) as Response;
    const cookie = sessionCookie(response);
    await db().update(products).set({ priceCents: 6900 }).where(eq(products.id, extra!.id));
    expect((await load("", cookie)).cart.subtotalCents).toBe(6900 + 4500);
    await db().update(products).set({ isActive: false }).where(eq(products.id, extra!.id));
    const { cart } = await load("", cookie);
    expect(cart.items.map((i) => i.name)).toEqual(["Tee"]);
    expect(cart.count).toBe(1);
  });

  it("a cookie cart that does not match the stored shape reads as empty", async () => {
    const session = await getSession(config(), request("/"));
    session.set("cart", [{ productId: "1; DROP TABLE products", size: 1 }] as never);
    const cookie = (await commitSession(config(), session)).split(";")[0]!;
    expect((await load("", cookie)).cart).toMatchObject({ items: [], count: 0, subtotalCents: 0 });
  });
});
