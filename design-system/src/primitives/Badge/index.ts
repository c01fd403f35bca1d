export { BADGE_VARIANTS, Badge, type BadgeProps, type BadgeVariant } from "./Badge";
