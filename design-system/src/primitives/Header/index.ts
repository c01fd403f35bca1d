export { Header, type HeaderBrandProps, type HeaderNavProps, type HeaderRootProps } from "./Header";
