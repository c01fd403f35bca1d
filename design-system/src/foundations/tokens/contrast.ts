/** WCAG 2.2 contrast of two #rrggbb colours (1-21). */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

function luminance(hex: string): number {
  const match = /^#([0-9a-f]{6})$/i.exec(hex.trim());
  if (!match?.[1]) throw new Error(`Not a #rrggbb colour: ${hex}`);
  const value = match[1];
  const [r, g, b] = [0, 2, 4].map((i) => {
    const c = Number.parseInt(value.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** 4.5 for body text, 3 for large text and UI parts (borders, focus rings, icons, fills). */
export type ContrastPair = { fg: string; bg: string; min: 4.5 | 3; use: string };

/** Every foreground/background pairing the components use, by token name (without --ds-). */
export const CONTRAST_PAIRS: ContrastPair[] = [
  { fg: "fg", bg: "bg", min: 4.5, use: "body text on the page" },
  { fg: "fg", bg: "surface", min: 4.5, use: "text on cards" },
  { fg: "fg", bg: "surface-muted", min: 4.5, use: "text on muted surfaces" },
  { fg: "fg-muted", bg: "bg", min: 4.5, use: "secondary text on the page" },
  { fg: "fg-muted", bg: "surface", min: 4.5, use: "secondary text on cards" },
  { fg: "fg-muted", bg: "surface-muted", min: 4.5, use: "secondary text on muted surfaces" },
  { fg: "primary-fg", bg: "primary", min: 4.5, use: "primary button, New badge, tile icon" },
  { fg: "primary-fg", bg: "primary-hover", min: 4.5, use: "primary button hovered" },
  { fg: "secondary-fg", bg: "secondary", min: 4.5, use: "secondary button, default badge" },
  { fg: "secondary-fg", bg: "secondary-hover", min: 4.5, use: "secondary button hovered" },
  { fg: "destructive-fg", bg: "destructive", min: 4.5, use: "destructive button and toast" },
  { fg: "destructive-fg", bg: "destructive-hover", min: 4.5, use: "destructive button hovered" },
  { fg: "link", bg: "bg", min: 4.5, use: "links on the page" },
  { fg: "link", bg: "surface", min: 4.5, use: "links on cards, active bottom-bar item" },
  { fg: "success-fg", bg: "bg", min: 4.5, use: "success text" },
  { fg: "success-fg", bg: "surface", min: 4.5, use: "success text on cards" },
  { fg: "danger-fg", bg: "bg", min: 4.5, use: "error text" },
  { fg: "danger-fg", bg: "surface", min: 4.5, use: "error text on cards" },
  { fg: "pending-fg", bg: "pending", min: 4.5, use: "Pending badge" },
  { fg: "confirmed-fg", bg: "confirmed", min: 4.5, use: "Confirmed badge" },
  { fg: "completed-fg", bg: "completed", min: 4.5, use: "Completed badge" },
  { fg: "cancelled-fg", bg: "cancelled", min: 4.5, use: "Cancelled badge" },
  { fg: "inverse-fg", bg: "inverse", min: 4.5, use: "text on the header and hero" },
  { fg: "inverse-fg-muted", bg: "inverse", min: 4.5, use: "muted text and inactive dots on navy" },
  { fg: "link-inverse", bg: "inverse", min: 4.5, use: "links on navy" },
  { fg: "primary", bg: "inverse", min: 3, use: "primary button and active dot on navy" },
  { fg: "primary", bg: "bg", min: 3, use: "primary button edge on the page" },
  { fg: "primary", bg: "surface", min: 3, use: "primary button edge on cards" },
  { fg: "border-strong", bg: "bg", min: 3, use: "outline button and input borders" },
  { fg: "border-strong", bg: "surface", min: 3, use: "outline borders on cards" },
  { fg: "border-strong", bg: "inverse", min: 3, use: "outline button on navy" },
  { fg: "focus", bg: "bg", min: 3, use: "focus outline on the page" },
  { fg: "focus", bg: "surface", min: 3, use: "focus outline on cards" },
  { fg: "focus-inverse", bg: "inverse", min: 3, use: "focus outline on navy" },
  { fg: "destructive-fg", bg: "destructive", min: 3, use: "focus outline inside a destructive toast" },
];
