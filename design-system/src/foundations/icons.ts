/**
 * The icons the app may use: the app imports icons only from the design system, so the set stays
 * small and consistent (lucide's drawings, 24px grid, currentColor stroke).
 *
 * Each icon is an <svg class="icon"> that points into one sprite file, icons.svg (ADR 029):
 * `<svg class="icon size-4" aria-hidden="true"><use href="/assets/icons-….svg#star"></use></svg>`
 * instead of the drawing and nine presentation attributes (lucide's 300-650 bytes; a gym page had
 * 143 of them). The browser fetches and caches the sprite once. Stroke, fill and the 24px default
 * size come from the `.icon` rule in styles.css (base layer, so any utility class still wins, as
 * it did over lucide's attributes): `fill-current`, `stroke-3`, `size-4` … style an icon.
 * The sprite is made from lucide-react by scripts/icon-sprite.ts (foundations/icon-sprite.ts lists
 * the icons; a unit test keeps the file in step).
 *
 * Names end in `Icon`. Icons are decorative by default (aria-hidden="true" unless given an
 * aria-label, role or title, as lucide did); an icon-only button needs its own aria-label.
 */
import { createElement, type ReactNode, type SVGProps } from "react";
import type { SpriteIconName } from "./icon-sprite";
import spriteUrl from "./icons.svg?url&no-inline";

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, "children"> {
  /** Width and height in px (24 by default); a size-* class usually sets both instead. */
  size?: number | string;
  children?: ReactNode;
}

export type IconComponent = ((props: IconProps) => ReactNode) & { displayName?: string };

/** The sprite's address (hashed by the build, so it is cached for good). */
export const ICON_SPRITE_URL: string = spriteUrl;

function labelled(props: object): boolean {
  for (const key in props) {
    const value = (props as Record<string, unknown>)[key];
    if ((key.startsWith("aria-") || key === "role" || key === "title") && value != null) return true;
  }
  return false;
}

function icon(name: SpriteIconName, displayName: string): IconComponent {
  const use = createElement("use", { href: `${spriteUrl}#${name}` });
  function Icon({ size, className, style, children, ...props }: IconProps) {
    return createElement(
      "svg",
      {
        className: className ? `icon ${className}` : "icon",
        style: size === undefined ? style : { width: size, height: size, ...style },
        "aria-hidden": children != null || labelled(props) ? undefined : "true",
        ...props,
      },
      use,
      children,
    );
  }
  Icon.displayName = displayName;
  return Icon;
}

export const ArrowLeftIcon = icon("arrow-left", "ArrowLeftIcon");
export const BuildingIcon = icon("building", "BuildingIcon");
export const CalendarIcon = icon("calendar", "CalendarIcon");
export const CheckIcon = icon("check", "CheckIcon");
export const ChevronDownIcon = icon("chevron-down", "ChevronDownIcon");
export const ChevronLeftIcon = icon("chevron-left", "ChevronLeftIcon");
export const ChevronRightIcon = icon("chevron-right", "ChevronRightIcon");
export const CircleCheckIcon = icon("circle-check", "CircleCheckIcon");
export const AlertCircleIcon = icon("alert-circle", "AlertCircleIcon");
export const ClockIcon = icon("clock", "ClockIcon");
export const CopyIcon = icon("copy", "CopyIcon");
export const DumbbellIcon = icon("dumbbell", "DumbbellIcon");
export const ExternalLinkIcon = icon("external-link", "ExternalLinkIcon");
export const FlameIcon = icon("flame", "FlameIcon");
export const FilterIcon = icon("filter", "FilterIcon");
export const GlobeIcon = icon("globe", "GlobeIcon");
export const HeartIcon = icon("heart", "HeartIcon");
export const HomeIcon = icon("home", "HomeIcon");
export const InfoIcon = icon("info", "InfoIcon");
export const SpinnerIcon = icon("spinner", "SpinnerIcon");
export const LogOutIcon = icon("log-out", "LogOutIcon");
export const MailIcon = icon("mail", "MailIcon");
export const MapPinIcon = icon("map-pin", "MapPinIcon");
export const MenuIcon = icon("menu", "MenuIcon");
export const MinusIcon = icon("minus", "MinusIcon");
export const PauseIcon = icon("pause", "PauseIcon");
export const PhoneIcon = icon("phone", "PhoneIcon");
export const PlayIcon = icon("play", "PlayIcon");
export const PlusIcon = icon("plus", "PlusIcon");
export const SearchIcon = icon("search", "SearchIcon");
export const SendIcon = icon("send", "SendIcon");
export const ShareIcon = icon("share", "ShareIcon");
export const ShoppingBagIcon = icon("shopping-bag", "ShoppingBagIcon");
export const SlidersHorizontalIcon = icon("sliders-horizontal", "SlidersHorizontalIcon");
export const SnowflakeIcon = icon("snowflake", "SnowflakeIcon");
export const SparklesIcon = icon("sparkles", "SparklesIcon");
export const StarIcon = icon("star", "StarIcon");
export const TrashIcon = icon("trash", "TrashIcon");
export const TrophyIcon = icon("trophy", "TrophyIcon");
export const UserIcon = icon("user", "UserIcon");
export const UsersIcon = icon("users", "UsersIcon");
export const WavesIcon = icon("waves", "WavesIcon");
export const XIcon = icon("x", "XIcon");
