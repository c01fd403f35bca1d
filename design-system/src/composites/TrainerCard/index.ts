export {
  DEFAULT_TRAINER_RATING,
  MAX_TRAINER_SPECIALIZATIONS,
  TrainerCard,
  type TrainerCardProps,
} from "./TrainerCard";
