import { Button, CartList, type CartListItem, Overlay, Sheet, Text } from "@gymroam/design-system";
import { Form, useNavigate } from "react-router";
import type { loader } from "./route";
import { CART_PARAM, CloseLink, useShopHref } from "./shop-links";

type ShopCart = Awaited<ReturnType<typeof loader>>["cart"];

/** ?cart=open: the cart as a Sheet (with JavaScript) or an overlay (without). */
export function CartPanel({ cart, open }: { cart: ShopCart; open: boolean }) {
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
