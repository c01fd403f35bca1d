export { Heading, type HeadingLevel, type HeadingProps, type HeadingSize, headingVariants } from "./Heading";
