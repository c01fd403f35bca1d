export { ListingChecklist, type ListingChecklistItem, type ListingChecklistProps } from "./ListingChecklist";
