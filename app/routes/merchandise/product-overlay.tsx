import { Overlay, ProductDetail } from "@gymroam/design-system";
import { useActionData, useNavigate, useNavigation, useSubmit } from "react-router";
import { PRODUCT_CATEGORY_LABELS } from "~/domain/merchandise-options";
import type { action, loader } from "./route";
import { CloseLink, useShopHref } from "./shop-links";

type ShopProduct = Awaited<ReturnType<typeof loader>>["products"][number];

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

/**
 * ?product=ID. Without JavaScript the server renders the detail in an overlay whose form posts
 * natively; once the app has hydrated, CSS hides that and the same product opens as a Dialog.
 */
export function ProductOverlay({ product }: { product: ShopProduct }) {
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
