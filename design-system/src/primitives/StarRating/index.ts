export { StarRating, StarRatingInput, type StarRatingInputProps, type StarRatingProps } from "./StarRating";
