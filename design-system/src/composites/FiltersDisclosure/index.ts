export { FiltersDisclosure, type FiltersDisclosureProps } from "./FiltersDisclosure";
