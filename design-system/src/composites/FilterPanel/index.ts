export { FilterPanel, type FilterPanelProps, type FilterPanelValues } from "./FilterPanel";
