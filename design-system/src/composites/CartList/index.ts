export { CartList, type CartListItem, type CartListProps } from "./CartList";
