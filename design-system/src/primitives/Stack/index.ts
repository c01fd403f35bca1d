export { gapVariants, Stack, type StackProps, stackVariants } from "./Stack";
