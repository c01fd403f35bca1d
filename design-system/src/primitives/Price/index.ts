export { type Currency, type FormatPriceOptions, formatPrice, Price, type PriceProps } from "./Price";
