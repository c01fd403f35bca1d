export { firstName, type ReviewItem, ReviewList, type ReviewListProps } from "./ReviewList";
