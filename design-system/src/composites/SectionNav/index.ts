export { SectionNav, type SectionNavLinkProps, type SectionNavProps } from "./SectionNav";
