export { Table, type TableRootProps } from "./Table";
