export { ReviewForm, type ReviewFormErrors, type ReviewFormProps } from "./ReviewForm";
