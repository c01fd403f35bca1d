import type { ComponentProps, ReactNode } from "react";
import { ShoppingBagIcon } from "../../foundations/icons";
import { cn } from "../../lib/cn";
import { type Currency, formatPrice } from "../../primitives/Price";

export type CartListItem = {
  /** Unique per line (the same product in another size or colour is another line). */
  key: string;
  name: string;
  imageUrl?: string;
  size?: string;
  color?: string;
  quantity: number;
  unitPriceCents: number;
  lineTotalCents: number;
};

export type CartListProps = Omit<ComponentProps<"div">, "children"> & {
  items: CartListItem[];
  subtotalCents: number;
  currency: Currency;
  /**
   * The control that removes a line (e.g. a small form with a submit button). The design system
   * knows no routes, so the page supplies it.
   */
  renderRemove?: (item: CartListItem) => ReactNode;
  /** Shown instead of the list when there are no items. */
  emptyText?: ReactNode;
};

/**
 * The lines of a shopping cart: each product with its size, colour, quantity, unit price and line
 * total, then the subtotal. Amounts are integer cents in one currency.
 */
export function CartList({
  items,
  subtotalCents,
  currency,
  renderRemove,
  emptyText = "Your cart is empty.",
  className,
  ...props
}: CartListProps) {
  const price = (cents: number) => formatPrice(cents, currency, { cents: "always" });
  if (items.length === 0) {
    return (
      <div
        data-slot="cart-list"
        data-empty=""
        className={cn("flex flex-col items-center gap-3 py-8 text-center text-fg-muted", className)}
        {...props}
      >
        <span
          aria-hidden="true"
          className="flex size-12 items-center justify-center rounded-full bg-secondary text-secondary-fg [&_svg]:size-6"
        >
          <ShoppingBagIcon />
        </span>
        <p>{emptyText}</p>
      </div>
    );
  }
  return (
    <div data-slot="cart-list" className={cn("flex flex-col gap-4", className)} {...props}>
      <ul className="flex flex-col divide-y divide-border">
        {items.map((item) => (
          <li key={item.key} data-slot="cart-line" className="flex gap-3 py-3 first:pt-0">
            {item.imageUrl ? (
              <img
                src={item.imageUrl}
                alt=""
                width={64}
                height={64}
                loading="lazy"
                className="size-16 shrink-0 rounded-md bg-surface-muted object-cover"
              />
            ) : null}
            <div className="flex min-w-0 flex-1 flex-col gap-0.5">
              <p className="font-semibold [overflow-wrap:anywhere]">{item.name}</p>
              {item.size || item.color ? (
                <p className="text-sm text-fg-muted">
                  {[item.size ? `Size ${item.size}` : null, item.color || null].filter(Boolean).join(" · ")}
                </p>
              ) : null}
              <p className="text-sm text-fg-muted">
                Qty {item.quantity} × {price(item.unitPriceCents)}
              </p>
              {renderRemove ? <div className="mt-1">{renderRemove(item)}</div> : null}
            </div>
            <p className="shrink-0 font-semibold tabular-nums">
              <span className="sr-only">Line total </span>
              {price(item.lineTotalCents)}
            </p>
          </li>
        ))}
      </ul>
      <dl className="flex items-baseline justify-between border-t border-border pt-3 text-lg">
        <dt className="font-semibold">Subtotal</dt>
        <dd data-slot="cart-subtotal" className="font-bold tabular-nums">
          {price(subtotalCents)}
        </dd>
      </dl>
    </div>
  );
}
