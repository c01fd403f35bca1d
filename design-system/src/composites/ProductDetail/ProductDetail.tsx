import { type FormEvent, type ReactElement, useEffect, useId, useState } from "react";
import { CheckIcon, ShoppingBagIcon, StarIcon } from "../../foundations/icons";
import { cn } from "../../lib/cn";
import { Badge } from "../../primitives/Badge/Badge";
import { Button } from "../../primitives/Button/Button";
import { Dialog } from "../../primitives/Dialog/Dialog";
import { type Currency, Price, type PriceProps } from "../../primitives/Price";

export type Product = {
  id: string;
  name: string;
  /** Price in cents of `currency`. */
  priceCents: number;
  /** The undiscounted price: shown struck through, with "Save $X". */
  originalPriceCents?: number;
  /** Spec: merchandise prices in NZD. Formatted by Price (Intl.NumberFormat), e.g. "NZ$49.99". */
  currency: Currency;
  image: string;
  category: string;
  /** e.g. ["XS", "S", "M", "L", "XL", "XXL"] or ["One Size"]. */
  sizes: string[];
  colors: string[];
  rating: number;
  reviewCount: number;
  description: string;
  features: string[];
};

export type AddToCartChoice = { size: string; color: string; quantity: number };

export type ProductDetailProps = {
  product: Product;
  /** Called with the chosen size, colour and quantity. */
  onAddToCart: (choice: AddToCartChoice) => void;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** An element that opens the overlay (e.g. the product card's button); omit and control `open` instead. */
  trigger?: ReactElement;
  /** Shows a quantity input (1-10). */
  showQuantity?: boolean;
  /** Add to Cart shows a spinner. */
  adding?: boolean;
  /** An error under the button (role="alert"). */
  error?: string;
  /** Extra hidden inputs for the Add to Cart form (e.g. an `intent`), so it also posts without JavaScript. */
  hiddenFields?: Record<string, string>;
  /** How a discount's saving is written (see Price): "Save NZ$X" (default) or "Save $X". */
  savingStyle?: PriceProps["savingStyle"];
  /**
   * Renders the detail as a plain region (a `<section>` named by the product) instead of a Dialog, for
   * a page rendered without JavaScript; the caller places it (e.g. in an Overlay). `open`, `trigger`
   * and the other dialog props are ignored.
   */
  inline?: boolean;
};

/**
 * The merchandise detail overlay: a Dialog with the product image, name, price (struck-through
 * original and "Save $X" when discounted), rating, description, features, size and colour choices
 * (native radios named "size" and "color") and Add to Cart, disabled until a size is chosen. A
 * single size ("One Size") and the first colour are preselected. Choices reset when it reopens.
 */
export function ProductDetail({
  product,
  onAddToCart,
  open,
  defaultOpen,
  onOpenChange,
  trigger,
  showQuantity = false,
  adding = false,
  error,
  hiddenFields,
  savingStyle,
  inline = false,
}: ProductDetailProps) {
  const body = { product, onAddToCart, showQuantity, adding, error, hiddenFields, savingStyle };
  if (inline) return <InlineProductDetail {...body} />;
  return (
    <Dialog.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger ? <Dialog.Trigger asChild>{trigger}</Dialog.Trigger> : null}
      <Dialog.Content size="lg" data-slot="product-detail" bodyClassName="p-0 sm:p-0">
        <ProductDetailBody {...body} />
      </Dialog.Content>
    </Dialog.Root>
  );
}

type BodyProps = Required<Pick<ProductDetailProps, "product" | "onAddToCart" | "showQuantity" | "adding">> &
  Pick<ProductDetailProps, "error" | "hiddenFields" | "savingStyle">;

function InlineProductDetail(props: BodyProps) {
  const titleId = `${useId()}-title`;
  return (
    <section aria-labelledby={titleId} data-slot="product-detail" data-inline="">
      <ProductDetailBody {...props} inlineTitleId={titleId} />
    </section>
  );
}

/** 1-10; anything else (blank, not a number) becomes 1. */
function parseQuantity(text: string): number {
  const value = Math.round(Number(text));
  return Number.isFinite(value) && value >= 1 ? Math.min(10, value) : 1;
}

const chip = cn(
  "flex min-h-tap min-w-tap cursor-pointer items-center justify-center rounded-md border border-border-strong px-3 text-sm font-semibold text-fg",
  "transition-colors duration-(--duration-fast) hover:bg-fg/8",
  "has-checked:border-primary has-checked:bg-primary has-checked:text-primary-fg",
  "has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-focus",
);

function ProductDetailBody({
  product,
  onAddToCart,
  showQuantity,
  adding,
  error,
  hiddenFields,
  savingStyle,
  inlineTitleId,
}: BodyProps & { inlineTitleId?: string }) {
  const id = useId();
  const [size, setSize] = useState(product.sizes.length === 1 ? product.sizes[0] : undefined);
  const [color, setColor] = useState(product.colors[0]);
  const [quantity, setQuantity] = useState("1");
  const [imageFailed, setImageFailed] = useState(false);
  // Until React runs, the button stays enabled: the browser's own `required` check on the size
  // radios stands in for the disabled state, so the form still posts without JavaScript.
  const [interactive, setInteractive] = useState(false);
  useEffect(() => setInteractive(true), []);
  const canAdd = (Boolean(size) || !interactive) && !adding;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!size || adding) return;
    onAddToCart({ size, color: color ?? "", quantity: parseQuantity(quantity) });
  };

  return (
    <div className="grid gap-6 sm:grid-cols-2">
      <div className="bg-surface-muted sm:min-h-full">
        {imageFailed || !product.image ? (
          <div className="flex aspect-square items-center justify-center text-fg-muted [&_svg]:size-16">
            <ShoppingBagIcon aria-hidden="true" />
          </div>
        ) : (
          <img
            src={product.image}
            alt={product.name}
            onError={() => setImageFailed(true)}
            className="aspect-square h-full w-full object-cover"
          />
        )}
      </div>
      <div className="flex flex-col gap-4 px-6 pb-6 sm:py-6 sm:pl-0">
        <div className="flex flex-col gap-2">
          <Badge variant="outline">{product.category}</Badge>
          {inlineTitleId ? (
            <h2 id={inlineTitleId} className="font-display text-xl font-bold leading-tight text-fg">
              {product.name}
            </h2>
          ) : (
            <Dialog.Title>{product.name}</Dialog.Title>
          )}
          <p className="flex items-center gap-1.5 text-sm text-fg-muted">
            <StarIcon aria-hidden="true" className="size-4 fill-current text-primary" />
            <span className="font-semibold text-fg">
              <span className="sr-only">Rated </span>
              {product.rating.toFixed(1)}
              <span className="sr-only"> out of 5</span>
            </span>
            <span>
              ({product.reviewCount} {product.reviewCount === 1 ? "review" : "reviews"})
            </span>
          </p>
          <Price
            size="lg"
            cents={product.priceCents}
            originalCents={product.originalPriceCents}
            currency={product.currency}
            showCents="always"
            savingStyle={savingStyle}
          />
        </div>
        {inlineTitleId ? (
          <p className="text-base text-fg">{product.description}</p>
        ) : (
          <Dialog.Description className="text-base text-fg">{product.description}</Dialog.Description>
        )}
        {product.features.length > 0 ? (
          <div>
            <h3 className="text-sm font-semibold text-fg">Features</h3>
            <ul className="mt-2 flex flex-col gap-1.5 text-sm">
              {product.features.map((feature) => (
                <li key={feature} className="flex gap-2">
                  <CheckIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success-fg" />
                  {feature}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        <form method="post" className="flex flex-col gap-4" onSubmit={submit}>
          {Object.entries(hiddenFields ?? {}).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <input type="hidden" name="productId" value={product.id} />
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-2 text-sm font-semibold text-fg">Size</legend>
            <div className="flex flex-wrap gap-2">
              {product.sizes.map((option) => (
                <label key={option} className={chip}>
                  <input
                    type="radio"
                    name="size"
                    value={option}
                    required
                    checked={size === option}
                    onChange={() => setSize(option)}
                    className="sr-only"
                  />
                  {option}
                </label>
              ))}
            </div>
          </fieldset>
          {product.colors.length > 0 ? (
            <fieldset className="flex flex-col gap-2">
              <legend className="mb-2 text-sm font-semibold text-fg">Colour</legend>
              <div className="flex flex-wrap gap-2">
                {product.colors.map((option) => (
                  <label key={option} className={chip}>
                    <input
                      type="radio"
                      name="color"
                      value={option}
                      checked={color === option}
                      onChange={() => setColor(option)}
                      className="sr-only"
                    />
                    {option}
                  </label>
                ))}
              </div>
            </fieldset>
          ) : null}
          {showQuantity ? (
            <div className="flex items-center gap-3">
              <label htmlFor={`${id}-quantity`} className="text-sm font-semibold text-fg">
                Quantity
              </label>
              <input
                id={`${id}-quantity`}
                type="number"
                name="quantity"
                inputMode="numeric"
                min={1}
                max={10}
                value={quantity}
                onChange={(event) => setQuantity(event.target.value)}
                className="min-h-tap w-20 rounded-md border border-border-strong bg-surface px-3 text-base text-fg"
              />
            </div>
          ) : null}
          <div className="flex flex-col gap-2">
            <Button
              type="submit"
              size="lg"
              disabled={!canAdd}
              loading={adding}
              aria-describedby={size || !interactive ? undefined : `${id}-hint`}
              className="w-full"
            >
              <ShoppingBagIcon aria-hidden="true" /> Add to Cart
            </Button>
            {size || !interactive ? null : (
              <p id={`${id}-hint`} className="text-sm text-fg-muted">
                Choose a size to add it to your cart.
              </p>
            )}
            {error ? (
              <p role="alert" className="text-sm font-medium text-danger-fg">
                {error}
              </p>
            ) : null}
          </div>
        </form>
      </div>
    </div>
  );
}
