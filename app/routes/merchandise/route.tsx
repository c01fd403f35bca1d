import {
  Badge,
  Button,
  Card,
  CartList,
  type CartListItem,
  Container,
  EmptyState,
  ExternalLinkIcon,
  Field,
  Grid,
  Heading,
  Overlay,
  ProductCard,
  ProductDetail,
  Select,
  Sheet,
  ShoppingBagIcon,
  SparklesIcon,
  Stack,
  Text,
  Link as TextLink,
  XIcon,
} from "@gymroam/design-system";
import {
  data,
  Form,
  Link,
  useActionData,
  useLoaderData,
  useLocation,
  useNavigate,
  useNavigation,
  useSubmit,
} from "react-router";
import * as v from "valibot";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { BRAND } from "~/config/brand";
import { getWorker } from "~/context.server";
import { getDb } from "~/db/client.server";
import { removeCartLine } from "~/domain/cart";
import {
  PRODUCT_CATEGORIES,
  PRODUCT_CATEGORY_LABELS,
  PRODUCT_SORT_LABELS,
  PRODUCT_SORTS,
} from "~/domain/catalog";
import { CartActionSchema, MERCH_MESSAGES, ShopQuerySchema } from "~/domain/schemas/merchandise";
import { pagePath } from "~/lib/api.server";
import { readForm } from "~/lib/form.server";
import { DEFAULT_SOCIAL_IMAGE, pageAddressMeta, pageShareMeta, rootOrigin } from "~/lib/social-image";
import { addToCart, getProduct, listProducts, resolveCart, sessionCart } from "~/models/merchandise.server";
import { getSession, redirectWithToast } from "~/session.server";
import type { Route } from "./+types/route";

const PRODUCT_NOT_FOUND = "Product not found";
/** ?cart=open shows the cart (a Sheet with JavaScript, an overlay without). */
const CART_PARAM = "cart";

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
    resolveCart(db, sessionCart(session)),
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
  const lines = sessionCart(session);

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

  const change = await addToCart(getDb(config.db), lines, input);
  if (!change.ok) return data<ActionReply>({ intent, error: change.message }, { status: change.status });
  session.set("cart", change.lines);
  const chosen = [input.size, input.color].filter(Boolean).join(", ");
  return redirectWithToast(
    config,
    request,
    backTo(request),
    { title: "Added to cart", description: `${change.productName} (${chosen}) × ${input.quantity}` },
    undefined,
    session,
  );
}

type LoaderData = Awaited<ReturnType<typeof loader>>;
type ShopProduct = LoaderData["products"][number];

/** The shop's URL with some parameters changed (null removes one). */
function useShopHref() {
  const location = useLocation();
  return (changes: Record<string, string | null>) => {
    const params = new URLSearchParams(location.search);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null) params.delete(key);
      else params.set(key, value);
    }
    const search = params.toString();
    return `/merchandise${search ? `?${search}` : ""}`;
  };
}

const toDetail = (product: ShopProduct) => ({
  id: String(product.id),
  name: product.name,
  priceCents: product.priceCents,
  originalPriceCents: product.originalPriceCents ?? undefined,
  currency: product.currency,
  image: product.image,
  category: PRODUCT_CATEGORY_LABELS[product.category],
  sizes: product.sizes,
  colors: product.colors,
  rating: product.rating,
  reviewCount: product.reviewCount,
  description: product.description,
  features: product.features,
});

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

function SortForm({ category, sort }: { category: string | undefined; sort: string }) {
  const submit = useSubmit();
  return (
    <Form
      method="get"
      action="/merchandise"
      preventScrollReset
      onChange={(event) => submit(event.currentTarget, { preventScrollReset: true })}
    >
      {category ? <input type="hidden" name="category" value={category} /> : null}
      <Stack direction="row" gap="xs" align="end">
        <Field.Root id="sort" className="min-w-48">
          <Field.Label>Sort by</Field.Label>
          <Select name="sort" defaultValue={sort} size="sm" key={sort}>
            {PRODUCT_SORTS.map((option) => (
              <option key={option} value={option}>
                {PRODUCT_SORT_LABELS[option]}
              </option>
            ))}
          </Select>
        </Field.Root>
        {/* Always there: a form needs a submit button (HTML), and with JavaScript a change submits too. */}
        <Button type="submit" size="sm" variant="outline">
          Sort
        </Button>
      </Stack>
    </Form>
  );
}

/** The close control of the no-JavaScript overlays: a link back to the page without them. */
function CloseLink({ to }: { to: string }) {
  return (
    <Button asChild variant="ghost" size="icon" className="bg-surface/90">
      <Link to={to} preventScrollReset aria-label="Close">
        <XIcon aria-hidden="true" />
      </Link>
    </Button>
  );
}

/**
 * ?product=ID. Without JavaScript the server renders the detail in an overlay whose form posts
 * natively; once the app has hydrated, CSS hides that and the same product opens as a Dialog.
 */
function ProductOverlay({ product }: { product: ShopProduct }) {
  const href = useShopHref();
  const navigate = useNavigate();
  const submit = useSubmit();
  const navigation = useNavigation();
  const reply = useActionData<typeof action>();
  const error = reply?.intent === "add" ? reply.error : undefined;
  const adding = navigation.state !== "idle" && navigation.formData?.get("intent") === "add";
  const closed = href({ product: null });
  const detail = toDetail(product);
  const props = {
    product: detail,
    savingStyle: "dollar" as const,
    showQuantity: true,
    hiddenFields: { intent: "add" },
    error,
    adding,
    onAddToCart: (choice: { size: string; color: string; quantity: number }) =>
      submit(
        {
          intent: "add",
          productId: detail.id,
          size: choice.size,
          color: choice.color,
          quantity: String(choice.quantity),
        },
        { method: "post", preventScrollReset: true },
      ),
  };
  return (
    <>
      <div className="[html[data-hydrated]_&]:hidden">
        <Overlay close={<CloseLink to={closed} />} panelClassName="p-0">
          <ProductDetail {...props} inline />
        </Overlay>
      </div>
      <ProductDetail
        {...props}
        open
        onOpenChange={(open) => {
          if (!open) navigate(closed, { preventScrollReset: true });
        }}
      />
    </>
  );
}

/** ?cart=open: the cart as a Sheet (with JavaScript) or an overlay (without). */
function CartPanel({ cart, open }: { cart: LoaderData["cart"]; open: boolean }) {
  const href = useShopHref();
  const navigate = useNavigate();
  if (!open) return null;
  const closed = href({ [CART_PARAM]: null });
  const items: CartListItem[] = cart.items.map((item) => ({
    key: item.key,
    name: item.name,
    imageUrl: item.image,
    size: item.size,
    color: item.color,
    quantity: item.quantity,
    unitPriceCents: item.unitPriceCents,
    lineTotalCents: item.lineTotalCents,
  }));
  const list = (
    <CartList
      items={items}
      subtotalCents={cart.subtotalCents}
      currency={cart.currency}
      emptyText="Your cart is empty. Choose a product and Add to Cart."
      renderRemove={(item) => (
        <Form method="post" preventScrollReset>
          <input type="hidden" name="intent" value="remove" />
          <input type="hidden" name="key" value={item.key} />
          <Button type="submit" variant="link" size="sm" aria-label={`Remove ${item.name}`}>
            Remove
          </Button>
        </Form>
      )}
    />
  );
  const note = (
    <Text size="sm" tone="muted">
      Prices in NZD. Checkout opens soon: your cart is kept on this device until then.
    </Text>
  );
  return (
    <>
      <div className="[html[data-hydrated]_&]:hidden">
        <Overlay side="right" close={<CloseLink to={closed} />}>
          <section aria-labelledby="cart-title-static" className="flex flex-col gap-4 p-6">
            <h2 id="cart-title-static" className="pr-12 font-display text-xl font-bold">
              Your cart
            </h2>
            {list}
            {note}
          </section>
        </Overlay>
      </div>
      <Sheet.Root
        open
        onOpenChange={(next) => {
          if (!next) navigate(closed, { preventScrollReset: true });
        }}
      >
        <Sheet.Content>
          <Sheet.Header>
            <Sheet.Title>Your cart</Sheet.Title>
            <Sheet.Description>
              {cart.count} {cart.count === 1 ? "item" : "items"}
            </Sheet.Description>
          </Sheet.Header>
          {list}
          {note}
          <Sheet.Footer>
            <Sheet.Close>Continue shopping</Sheet.Close>
          </Sheet.Footer>
        </Sheet.Content>
      </Sheet.Root>
    </>
  );
}

function ComingSoon() {
  return (
    <Card.Root className="items-center text-center">
      <Card.Header className="items-center">
        <SparklesIcon aria-hidden="true" className="size-8 text-fg-muted" />
        <Card.Title asChild>
          <h2>More coming soon</h2>
        </Card.Title>
        <Card.Description>
          New drops for training and travel are on the way. Follow {BRAND.socialHandle} to see them first.
        </Card.Description>
      </Card.Header>
      <Card.Footer>
        <TextLink
          href={BRAND.socialUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex items-center gap-1"
        >
          Follow {BRAND.socialHandle}
          <ExternalLinkIcon aria-hidden="true" className="size-4" />
          <span className="sr-only">(opens in a new tab)</span>
        </TextLink>
      </Card.Footer>
    </Card.Root>
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
