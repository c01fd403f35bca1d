/**
 * The icon sprite's source (ADR 029): which lucide icon each design-system icon draws, and the sprite
 * file built from them. Node-only (scripts/icon-sprite.ts writes icons.svg; icons.test.ts keeps the
 * file in step with lucide-react); pages never load lucide itself, only the sprite.
 */
import {
  ArrowLeftIcon,
  BuildingComplexIcon,
  CalendarIcon,
  CheckIcon,
  ChevronDownIcon,
  ChevronLeftIcon,
  ChevronRightIcon,
  CircleCheckIcon,
  CircleExclamationPointIcon,
  ClockIcon,
  CopyIcon,
  DumbbellIcon,
  ExternalLinkIcon,
  FlameIcon,
  FunnelIcon,
  GlobeIcon,
  HeartIcon,
  HouseIcon,
  InfoIcon,
  LoaderCircleIcon,
  LogOutIcon,
  type LucideIcon,
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
  Share2Icon,
  ShoppingBagIcon,
  SlidersHorizontalIcon,
  SnowflakeIcon,
  SparklesIcon,
  StarIcon,
  TrashIcon,
  TrophyIcon,
  UserIcon,
  UsersIcon,
  WavesHorizontalIcon,
  XIcon,
} from "lucide-react";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { STAR_ROW_COUNT, STAR_ROW_ID } from "./star-row.ts";

/** Sprite id → the lucide icon it draws. */
export const SPRITE_ICONS = {
  "arrow-left": ArrowLeftIcon,
  building: BuildingComplexIcon,
  calendar: CalendarIcon,
  check: CheckIcon,
  "chevron-down": ChevronDownIcon,
  "chevron-left": ChevronLeftIcon,
  "chevron-right": ChevronRightIcon,
  "circle-check": CircleCheckIcon,
  "alert-circle": CircleExclamationPointIcon,
  clock: ClockIcon,
  copy: CopyIcon,
  dumbbell: DumbbellIcon,
  "external-link": ExternalLinkIcon,
  flame: FlameIcon,
  filter: FunnelIcon,
  globe: GlobeIcon,
  heart: HeartIcon,
  home: HouseIcon,
  info: InfoIcon,
  spinner: LoaderCircleIcon,
  "log-out": LogOutIcon,
  mail: MailIcon,
  "map-pin": MapPinIcon,
  menu: MenuIcon,
  minus: MinusIcon,
  pause: PauseIcon,
  phone: PhoneIcon,
  play: PlayIcon,
  plus: PlusIcon,
  search: SearchIcon,
  send: SendIcon,
  share: Share2Icon,
  "shopping-bag": ShoppingBagIcon,
  "sliders-horizontal": SlidersHorizontalIcon,
  snowflake: SnowflakeIcon,
  sparkles: SparklesIcon,
  star: StarIcon,
  trash: TrashIcon,
  trophy: TrophyIcon,
  user: UserIcon,
  users: UsersIcon,
  waves: WavesHorizontalIcon,
  x: XIcon,
} satisfies Record<string, LucideIcon>;

export type SpriteIconName = keyof typeof SPRITE_ICONS;

/**
 * icons.svg: each icon's shapes in a <symbol id viewBox="0 0 24 24">, which scales them to the size of
 * the <svg> that uses it. The shapes carry no stroke or fill of their own: they inherit them from
 * that <svg> (the .icon rule in styles.css, or a class such as fill-current), as lucide's inline
 * drawings took them from their own <svg>'s attributes.
 */
export function buildSprite(): string {
  const shapes = new Map<string, string>();
  const groups = Object.entries(SPRITE_ICONS).map(([id, Icon]) => {
    const markup = renderToStaticMarkup(createElement(Icon));
    const inner = /^<svg[^>]*>([\s\S]*)<\/svg>$/.exec(markup)?.[1];
    if (inner === undefined) throw new Error(`icon ${id}: unexpected markup ${markup.slice(0, 80)}`);
    const drawing = inner.replace(/><\/(path|circle|rect|line|polyline|polygon|ellipse)>/g, "/>");
    shapes.set(id, drawing);
    return `<symbol id="${id}" viewBox="0 0 24 24">${drawing}</symbol>`;
  });
  // The row of stars a rating draws: the star's shapes at each 24-unit slot, as a row of star icons
  // side by side puts them, so one <use> draws the row (StarRating; ADR 042).
  const star = shapes.get("star")!;
  const row = Array.from({ length: STAR_ROW_COUNT }, (_, i) =>
    i === 0 ? star : `<g transform="translate(${24 * i} 0)">${star}</g>`,
  ).join("");
  groups.push(`<symbol id="${STAR_ROW_ID}" viewBox="0 0 ${24 * STAR_ROW_COUNT} 24">${row}</symbol>`);
  return `<svg xmlns="http://www.w3.org/2000/svg" aria-hidden="true">\n${groups.join("\n")}\n</svg>\n`;
}
