export {
  type AddToCartChoice,
  type Product,
  ProductDetail,
  type ProductDetailProps,
} from "./ProductDetail";
