export { INQUIRY_STATUS_BADGES, InquiryCard, type InquiryCardProps, type InquiryStatus } from "./InquiryCard";
