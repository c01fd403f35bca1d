import {
  Badge,
  Button,
  Container,
  EmptyState,
  Grid,
  Heading,
  ProductCard,
  ShoppingBagIcon,
  Stack,
  Text,
} from "@gymroam/design-system";
import { data, Link, useLoaderData } from "react-router";
import * as v from "valibot";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { BRAND } from "~/config/brand";
import { getWorker } from "~/context.server";
import { getDb } from "~/db/client.server";
import { removeCartLine } from "~/domain/cart";
import { PRODUCT_CATEGORIES, PRODUCT_CATEGORY_LABELS } from "~/domain/merchandise-options";
import { CartActionSchema, MERCH_MESSAGES, ShopQuerySchema } from "~/domain/schemas/merchandise";
import { readForm } from "~/lib/form.server";
import { DEFAULT_SOCIAL_IMAGE, pageAddressMeta, pageShareMeta, rootOrigin } from "~/lib/social-image";
import { getProduct, listProducts, resolveCart, storedCart } from "~/models/merchandise.server";
import { pagePath } from "~/routes/+shared/api.server";
import { getSession, redirectWithToast } from "~/session.server";
import { addToCart } from "~/use-cases/add-to-cart.server";
import { caseContext } from "~/use-cases/context.server";
import { FAILURE_STATUS } from "~/use-cases/result";
import type { Route } from "./+types/route";
import { CartPanel } from "./cart-panel";
import { ComingSoon } from "./coming-soon";
import { ProductOverlay } from "./product-overlay";
import { CART_PARAM, useShopHref } from "./shop-links";
import { SortForm } from "./sort-form";

const PRODUCT_NOT_FOUND = "Product not found";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { config } = getWorker(context);
  const url = new URL(request.url);
  const parsed = v.safeParse(ShopQuerySchema, Object.fromEntries(url.searchParams));
  if (!parsed.success) throw data({ message: parsed.issues[0].message }, { status: 400 });
  const query = parsed.output;
  const db = getDb(config.db);
  const session = await getSession(config, request);
  const [products, selected, cart] = await Promise.all([
    listProducts(db, { category: query.category, sort: query.sort }),
    query.product === undefined ? undefined : getProduct(db, query.product),
    resolveCart(db, storedCart(session.get("cart"))),
  ]);
  if (query.product !== undefined && !selected) throw data(PRODUCT_NOT_FOUND, { status: 404 });
  return { query, products, selected: selected ?? null, cart, cartOpen: url.searchParams.has(CART_PARAM) };
}

type ActionReply = { intent: "add" | "remove" | undefined; error: string };

/** The page's URL after a cart change: the same filters, without the detail overlay. */
function backTo(request: Request) {
  const url = new URL(pagePath(request), "http://x");
  url.searchParams.delete("product");
  return `${url.pathname}${url.search}`;
}

export async function action({ request, context }: Route.ActionArgs) {
  const { config } = getWorker(context);
  const fields = Object.fromEntries(await readForm(request));
  const intent = fields.intent === "add" || fields.intent === "remove" ? fields.intent : undefined;
  const parsed = v.safeParse(CartActionSchema, fields);
  if (!parsed.success) return data<ActionReply>({ intent, error: parsed.issues[0].message }, { status: 400 });
  if (config.sessionSecrets.length === 0)
    return data<ActionReply>({ intent, error: MERCH_MESSAGES.unavailable }, { status: 503 });

  const input = parsed.output;
  const session = await getSession(config, request);
  const lines = storedCart(session.get("cart"));

  if (input.intent === "remove") {
    session.set("cart", removeCartLine(lines, input.key));
    return redirectWithToast(
      config,
      request,
      pagePath(request),
      { title: "Removed from cart" },
      undefined,
      session,
    );
  }

  const change = await addToCart(caseContext(config), lines, input);
  if (!change.ok)
    return data<ActionReply>({ intent, error: change.message }, { status: FAILURE_STATUS[change.code] });
  session.set("cart", change.value.lines);
  const chosen = [input.size, input.color].filter(Boolean).join(", ");
  return redirectWithToast(
    config,
    request,
    backTo(request),
    { title: "Added to cart", description: `${change.value.productName} (${chosen}) × ${input.quantity}` },
    undefined,
    session,
  );
}

export default function MerchandisePage() {
  const { query, products, selected, cart, cartOpen } = useLoaderData<typeof loader>();
  const href = useShopHref();
  return (
    <Container size="xl">
      <Stack gap="lg">
        <Stack direction="row" justify="between" align="start" gap="md" wrap>
          <Stack gap="xs">
            <Heading level={1}>{BRAND.name} Merchandise</Heading>
            <Text tone="muted">Training and travel gear for athletes on the road. Prices in NZD.</Text>
          </Stack>
          <Button asChild variant="outline">
            <Link to={href({ [CART_PARAM]: "open", product: null })} preventScrollReset>
              <ShoppingBagIcon aria-hidden="true" />
              Cart
              <Badge variant="new" data-testid="cart-count">
                {cart.count}
              </Badge>
              {/* Read as "Cart 2 items" (the flex items are separate words). */}
              <span className="sr-only">{cart.count === 1 ? "item" : "items"}</span>
            </Link>
          </Button>
        </Stack>

        <nav aria-label="Categories">
          <ul className="flex flex-wrap gap-2">
            {[undefined, ...PRODUCT_CATEGORIES].map((category) => {
              const current = query.category === category;
              return (
                <li key={category ?? "all"}>
                  <Button asChild size="sm" variant={current ? "primary" : "outline"}>
                    <Link
                      to={href({ category: category ?? null, product: null, [CART_PARAM]: null })}
                      preventScrollReset
                      aria-current={current ? "page" : undefined}
                    >
                      {category ? PRODUCT_CATEGORY_LABELS[category] : "All"}
                    </Link>
                  </Button>
                </li>
              );
            })}
          </ul>
        </nav>

        <Stack direction="row" justify="between" align="end" gap="sm" wrap>
          <Text tone="muted" aria-live="polite">
            {products.length} {products.length === 1 ? "product" : "products"}
          </Text>
          <SortForm category={query.category} sort={query.sort} />
        </Stack>

        {products.length === 0 ? (
          <EmptyState
            icon={<ShoppingBagIcon aria-hidden="true" />}
            title="Nothing here yet"
            description="This category is sold out for now. New drops are on the way."
            action={
              <Button asChild variant="outline">
                <Link to="/merchandise">Show all products</Link>
              </Button>
            }
          />
        ) : (
          <Grid columns={1} className="grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3 xl:grid-cols-4">
            {products.map((product, index) => (
              <ProductCard
                key={product.id}
                headingLevel={2}
                name={product.name}
                imageUrl={product.image}
                imageLoading={index < 4 ? "eager" : "lazy"}
                priceCents={product.priceCents}
                originalPriceCents={product.originalPriceCents ?? undefined}
                savingStyle="dollar"
                currency={product.currency}
                rating={product.rating}
                reviewCount={product.reviewCount}
                category={PRODUCT_CATEGORY_LABELS[product.category]}
                action={
                  <Button asChild variant="outline">
                    <Link
                      to={href({ product: String(product.id), [CART_PARAM]: null })}
                      preventScrollReset
                      aria-label={`View details: ${product.name}`}
                    >
                      View details
                    </Link>
                  </Button>
                }
              />
            ))}
          </Grid>
        )}

        <ComingSoon />
      </Stack>

      {selected ? <ProductOverlay key={selected.id} product={selected} /> : null}
      <CartPanel cart={cart} open={cartOpen} />
    </Container>
  );
}

export function meta({ matches }: Route.MetaArgs) {
  const title = `Merchandise | ${BRAND.name}`;
  const description = `${BRAND.name} training and travel gear: tees, shorts, hoodies, outerwear and caps, priced in NZD.`;
  return [
    ...pageShareMeta({ title, description }, rootOrigin(matches), DEFAULT_SOCIAL_IMAGE, BRAND.name),
    ...pageAddressMeta(rootOrigin(matches), "/merchandise"),
  ];
}

export function ErrorBoundary() {
  return (
    <GeneralErrorBoundary
      statusHandlers={{
        404: () => (
          <Container>
            <EmptyState
              headingLevel={1}
              title={PRODUCT_NOT_FOUND}
              description="This product is not in the shop any more."
              action={
                <Button asChild>
                  <Link to="/merchandise">Back to the shop</Link>
                </Button>
              }
            />
          </Container>
        ),
      }}
    />
  );
}
