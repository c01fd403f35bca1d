export { Menu, type MenuOption, type MenuProps } from "./Menu";
export {
  Popover,
  PopoverContent,
  type PopoverContentProps,
  PopoverRoot,
  type PopoverRootProps,
  PopoverTrigger,
  type PopoverTriggerProps,
  popoverPanelVariants,
} from "./Popover";
