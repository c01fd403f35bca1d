/**
 * The icons the app may use: the app imports icons only from the design system, so the set stays
 * small and consistent (lucide-react, tree-shaken, 24px grid, currentColor stroke).
 *
 * Names end in `Icon`. Icons are decorative by default (lucide sets aria-hidden="true" unless given
 * an aria-label/title); an icon-only button needs its own aria-label.
 */
export type { LucideIcon as IconComponent, LucideProps as IconProps } from "lucide-react";
export {
  ArrowLeftIcon,
  BuildingComplexIcon as BuildingIcon,
  CalendarIcon,
  CheckIcon,
  ChevronDownIcon,
  ChevronLeftIcon,
  ChevronRightIcon,
  CircleCheckIcon,
  CircleExclamationPointIcon as AlertCircleIcon,
  ClockIcon,
  CopyIcon,
  DumbbellIcon,
  ExternalLinkIcon,
  FlameIcon,
  FunnelIcon as FilterIcon,
  GlobeIcon,
  HeartIcon,
  HouseIcon as HomeIcon,
  InfoIcon,
  LoaderCircleIcon as SpinnerIcon,
  LogOutIcon,
  MailIcon,
  MapPinIcon,
  MenuIcon,
  MinusIcon,
  PauseIcon,
  PhoneIcon,
  PlayIcon,
  PlusIcon,
  SearchIcon,
  SendIcon,
  Share2Icon as ShareIcon,
  ShoppingBagIcon,
  SlidersHorizontalIcon,
  SnowflakeIcon,
  SparklesIcon,
  StarIcon,
  TrashIcon,
  TrophyIcon,
  UserIcon,
  UsersIcon,
  WavesHorizontalIcon as WavesIcon,
  XIcon,
} from "lucide-react";
