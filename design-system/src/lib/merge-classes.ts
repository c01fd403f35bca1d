/**
 * Later Tailwind classes override earlier ones of the same kind and variant ("px-4 … px-2" keeps
 * px-2; "p-6 … p-0" keeps p-0; "leading-tight … text-base" keeps text-base, whose size sets the
 * line height), as tailwind-merge does, for the utilities this design system and its screens use.
 * tailwind-merge itself was about 8.5 KB gzip on every page (ADR 012); a unit test holds this to the
 * same results as tailwind-merge over every class list the app renders.
 *
 * Classes it does not know are always kept.
 */

const TEXT_SIZES = new Set([
  "xs",
  "sm",
  "base",
  "lg",
  "xl",
  "2xl",
  "3xl",
  "4xl",
  "5xl",
  "6xl",
  "7xl",
  "8xl",
  "9xl",
]);
const TEXT_ALIGN = new Set(["left", "center", "right", "justify", "start", "end"]);
const FONT_WEIGHTS = new Set([
  "thin",
  "extralight",
  "light",
  "normal",
  "medium",
  "semibold",
  "bold",
  "extrabold",
  "black",
]);
const DISPLAY = new Set([
  "block",
  "inline-block",
  "inline",
  "flex",
  "inline-flex",
  "grid",
  "inline-grid",
  "hidden",
  "contents",
  "table",
  "table-row",
  "table-cell",
  "flow-root",
  "list-item",
]);
const POSITION = new Set(["static", "fixed", "absolute", "relative", "sticky"]);
const SINGLE_GROUPS: Record<string, string> = {
  uppercase: "text-transform",
  lowercase: "text-transform",
  capitalize: "text-transform",
  "normal-case": "text-transform",
  underline: "text-decoration-line",
  overline: "text-decoration-line",
  "line-through": "text-decoration-line",
  "no-underline": "text-decoration-line",
  italic: "font-style",
  "not-italic": "font-style",
  truncate: "text-overflow",
  "sr-only": "sr",
  "not-sr-only": "sr",
  grow: "grow",
  shrink: "shrink",
  "flex-row": "flex-direction",
  "flex-col": "flex-direction",
  "flex-row-reverse": "flex-direction",
  "flex-col-reverse": "flex-direction",
  "flex-wrap": "flex-wrap",
  "flex-nowrap": "flex-wrap",
  "flex-wrap-reverse": "flex-wrap",
  "flex-1": "flex",
  "flex-auto": "flex",
  "flex-initial": "flex",
  "flex-none": "flex",
  transition: "transition",
};
/** Prefixes whose value never changes what they set (spacing, sizing, layout). Longest first. */
const PREFIX_GROUPS = [
  "grid-cols",
  "grid-rows",
  "col-span",
  "col-start",
  "col-end",
  "row-span",
  "row-start",
  "row-end",
  "min-w",
  "min-h",
  "max-w",
  "max-h",
  "gap-x",
  "gap-y",
  "gap",
  "inset-x",
  "inset-y",
  "inset",
  "top",
  "right",
  "bottom",
  "left",
  "px",
  "py",
  "pt",
  "pr",
  "pb",
  "pl",
  "ps",
  "pe",
  "p",
  "mx",
  "my",
  "mt",
  "mr",
  "mb",
  "ml",
  "ms",
  "me",
  "m",
  "size",
  "w",
  "h",
  "z",
  "opacity",
  "order",
  "basis",
  "aspect",
  "duration",
  "ease",
  "delay",
  "items",
  "self",
  "content",
  "place-items",
  "place-content",
  "place-self",
  "justify-items",
  "justify-self",
  "justify",
  "overflow-x",
  "overflow-y",
  "overflow",
  "whitespace",
  "break",
  "cursor",
  "pointer-events",
  "select",
  "resize",
  "object",
  "outline-offset",
  "underline-offset",
  "tracking",
  "leading",
  "line-clamp",
  "animate",
  "origin",
  "scale",
  "rotate",
  "translate-x",
  "translate-y",
  "appearance",
  "align",
  "list",
  "shrink",
  "grow",
];
/** A group and the groups a later class of it also overrides. */
const CONFLICTS: Record<string, string[]> = {
  p: ["px", "py", "pt", "pr", "pb", "pl", "ps", "pe"],
  px: ["pr", "pl", "ps", "pe"],
  py: ["pt", "pb"],
  m: ["mx", "my", "mt", "mr", "mb", "ml", "ms", "me"],
  mx: ["mr", "ml", "ms", "me"],
  my: ["mt", "mb"],
  gap: ["gap-x", "gap-y"],
  inset: ["inset-x", "inset-y", "top", "right", "bottom", "left"],
  "inset-x": ["right", "left"],
  "inset-y": ["top", "bottom"],
  size: ["w", "h"],
  overflow: ["overflow-x", "overflow-y"],
  "font-size": ["leading"],
  rounded: [
    "rounded-t",
    "rounded-r",
    "rounded-b",
    "rounded-l",
    "rounded-tl",
    "rounded-tr",
    "rounded-br",
    "rounded-bl",
  ],
  "rounded-t": ["rounded-tl", "rounded-tr"],
  "rounded-b": ["rounded-bl", "rounded-br"],
  "rounded-l": ["rounded-tl", "rounded-bl"],
  "rounded-r": ["rounded-tr", "rounded-br"],
  "border-w": [
    "border-w-x",
    "border-w-y",
    "border-w-t",
    "border-w-r",
    "border-w-b",
    "border-w-l",
    "border-w-s",
    "border-w-e",
  ],
  "border-w-x": ["border-w-r", "border-w-l"],
  "border-w-y": ["border-w-t", "border-w-b"],
};

const BORDER_STYLES = new Set(["solid", "dashed", "dotted", "double", "hidden", "none"]);
const BG_OTHER =
  /^bg-(cover|contain|auto|center|top|bottom|left|right|no-repeat|repeat.*|fixed|local|scroll|clip-.*|origin-.*|linear.*|radial.*|conic.*|none|gradient.*|size-.*|position-.*)$/;

/** The group a utility (variants removed) belongs to, or undefined when unknown. */
function groupOf(utility: string): string | undefined {
  let u = utility.startsWith("!") ? utility.slice(1) : utility;
  if (u.startsWith("-")) u = u.slice(1);
  if (DISPLAY.has(u)) return "display";
  if (POSITION.has(u)) return "position";
  if (u in SINGLE_GROUPS) return SINGLE_GROUPS[u];
  if (u.startsWith("[") && u.includes(":")) return `arbitrary:${u.slice(1, u.indexOf(":"))}`;
  if (u.startsWith("text-")) {
    const value = u.slice(5);
    if (TEXT_SIZES.has(value) || /^\[(\d|length:)/.test(value) || value.startsWith("(length:"))
      return "font-size";
    if (TEXT_ALIGN.has(value)) return "text-align";
    if (value === "wrap" || value === "nowrap" || value === "balance" || value === "pretty")
      return "text-wrap";
    if (value === "ellipsis" || value === "clip") return "text-overflow";
    return "text-color";
  }
  if (u.startsWith("font-")) return FONT_WEIGHTS.has(u.slice(5)) ? "font-weight" : "font-family";
  if (u.startsWith("bg-")) return BG_OTHER.test(u) ? u : "bg-color";
  if (u === "rounded" || u.startsWith("rounded-")) {
    const side = /^rounded-(tl|tr|br|bl|ss|se|es|ee|t|r|b|l|s|e)(-|$)/.exec(u)?.[1];
    return side ? `rounded-${side}` : "rounded";
  }
  if (u === "border" || u.startsWith("border-")) {
    const match = /^border(?:-([xytrblse]))?(?:-(\d+|\[.+\]))?$/.exec(u);
    if (match) return match[1] ? `border-w-${match[1]}` : "border-w";
    const rest = u.slice(7);
    if (BORDER_STYLES.has(rest)) return "border-style";
    if (/^(collapse|separate)$/.test(rest) || /^spacing/.test(rest)) return `border-${rest}`;
    const sided = /^([xytrblse])-(.+)$/.exec(rest);
    return sided ? `border-color-${sided[1]}` : "border-color";
  }
  if (u === "shadow" || u.startsWith("shadow-")) return "shadow";
  if (u === "ring" || /^ring-(\d+|inset)$/.test(u)) return "ring-w";
  if (u.startsWith("ring-offset-"))
    return /^ring-offset-\d+$/.test(u) ? "ring-offset-w" : "ring-offset-color";
  if (u.startsWith("ring-")) return "ring-color";
  if (u === "outline" || /^outline-(\d+|none|hidden|dashed|dotted|double|solid)$/.test(u))
    return u === "outline" ? "outline-style" : `outline-${/^\d/.test(u.slice(8)) ? "w" : "style"}`;
  if (u.startsWith("outline-") && !u.startsWith("outline-offset")) return "outline-color";
  if (u.startsWith("decoration-")) {
    const value = u.slice(11);
    if (/^(\d+|auto|from-font|\[length:.*\])$/.test(value)) return "decoration-thickness";
    if (/^(solid|double|dotted|dashed|wavy)$/.test(value)) return "decoration-style";
    return "decoration-color";
  }
  if (u.startsWith("fill-")) return "fill";
  if (u.startsWith("stroke-")) return /^stroke-\d/.test(u) ? "stroke-w" : "stroke";
  if (u.startsWith("divide-")) return /^divide-[xy](-|$)/.test(u) ? `divide-${u[7]}` : "divide-color";
  for (const prefix of PREFIX_GROUPS) {
    if (u === prefix || u.startsWith(`${prefix}-`)) return prefix;
  }
  return undefined;
}

/** Splits "sm:hover:px-4" into its variant "sm:hover:" and utility "px-4" (brackets respected). */
function splitVariant(cls: string): [string, string] {
  let depth = 0;
  let last = -1;
  for (let i = 0; i < cls.length; i += 1) {
    const c = cls[i];
    if (c === "[" || c === "(") depth += 1;
    else if (c === "]" || c === ")") depth -= 1;
    else if (c === ":" && depth === 0) last = i;
  }
  return last === -1 ? ["", cls] : [cls.slice(0, last + 1), cls.slice(last + 1)];
}

/**
 * Merged lists by input. A page renders the same few hundred lists again and again (every badge,
 * button and card): merging each once keeps a server render of 24 gym cards from spending
 * milliseconds here. Bounded: cleared when full (lists are a fixed set in practice).
 */
const merged = new Map<string, string>();
const MERGED_LIMIT = 2000;

export function mergeClasses(classList: string): string {
  const known = merged.get(classList);
  if (known !== undefined) return known;
  const result = merge(classList);
  if (merged.size >= MERGED_LIMIT) merged.clear();
  merged.set(classList, result);
  return result;
}

function merge(classList: string): string {
  const classes = classList.split(/\s+/).filter(Boolean);
  const taken = new Set<string>();
  const kept: string[] = [];
  for (let i = classes.length - 1; i >= 0; i -= 1) {
    const cls = classes[i] as string;
    const [variant, utility] = splitVariant(cls);
    const group = groupOf(utility);
    if (group === undefined) {
      if (!taken.has(`=${cls}`)) {
        taken.add(`=${cls}`);
        kept.push(cls);
      }
      continue;
    }
    const important = utility.startsWith("!") ? "!" : "";
    const key = `${variant}${important}${group}`;
    if (taken.has(key)) continue;
    taken.add(key);
    for (const other of CONFLICTS[group] ?? []) taken.add(`${variant}${important}${other}`);
    kept.push(cls);
  }
  return kept.reverse().join(" ");
}
