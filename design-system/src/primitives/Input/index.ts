export { controlVariants, Input, type InputProps } from "./Input";
