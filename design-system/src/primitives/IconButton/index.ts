export { IconButton, type IconButtonProps, iconButtonVariants } from "./IconButton";
