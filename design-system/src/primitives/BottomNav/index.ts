export { BottomNav, type BottomNavItemProps, type BottomNavRootProps } from "./BottomNav";
