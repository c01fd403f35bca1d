export { SearchNav, type SearchNavPartnerProps, type SearchNavTabProps } from "./SearchNav";
