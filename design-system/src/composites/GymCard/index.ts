export {
  formatOpeningHours,
  GYM_SKELETON_COUNT,
  GymCard,
  type GymCardProps,
  GymCardSkeleton,
  GymCardSkeletonList,
  type GymCardSkeletonListProps,
  MAX_CARD_BADGES,
  visibleWithOverflow,
} from "./GymCard";
