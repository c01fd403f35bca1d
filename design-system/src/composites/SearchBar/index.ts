export { SearchBar, type SearchBarProps, type SearchBarValues } from "./SearchBar";
