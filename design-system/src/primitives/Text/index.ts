export { Text, type TextProps, textVariants } from "./Text";
