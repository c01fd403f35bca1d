export { type MoneyFigure, MoneyFigures, type MoneyFiguresProps } from "./MoneyFigures";
