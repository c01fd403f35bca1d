export { Sheet, SheetContent, type SheetContentProps, type SheetSide, sheetContentVariants } from "./Sheet";
