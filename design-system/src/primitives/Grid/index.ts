export { Grid, type GridProps, gridVariants } from "./Grid";
