export { Container, type ContainerProps, containerVariants } from "./Container";
