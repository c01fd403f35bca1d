/**
 * The design tokens as e-mail needs them: literal values, inlined into each element's `style`
 * (e-mail clients drop <style> blocks and CSS variables). Copied from the light theme in
 * design-system/src/styles.css; keep the two in step when a token changes. Mail is always light:
 * most clients force their own dark rendering anyway.
 */
import type { CSSProperties } from "react";

export const color = {
  bg: "#f5f7fb",
  surface: "#ffffff",
  surfaceMuted: "#e6ebf3",
  fg: "#0b1220",
  fgMuted: "#4b5567",
  border: "#d6dce6",
  primary: "#f0561a",
  primaryFg: "#0b1220",
  link: "#b93a0a",
  inverse: "#0b1220",
  inverseFg: "#f8fafc",
  inverseFgMuted: "#b8c2d6",
  confirmed: "#dcfce7",
  confirmedFg: "#14532d",
  cancelled: "#fee2e2",
  cancelledFg: "#991b1b",
  pending: "#fef3c7",
  pendingFg: "#7a4a00",
} as const;

export const font = {
  sans: 'ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
} as const;

/** The type scale in px (the tokens' rem at 16px): clients ignore rem inconsistently. */
export const text = {
  xs: { fontSize: "12px", lineHeight: "16px" },
  sm: { fontSize: "14px", lineHeight: "20px" },
  base: { fontSize: "16px", lineHeight: "24px" },
  lg: { fontSize: "18px", lineHeight: "28px" },
  xl: { fontSize: "20px", lineHeight: "28px" },
  "2xl": { fontSize: "24px", lineHeight: "32px" },
} as const satisfies Record<string, CSSProperties>;

export const radius = { sm: "6px", md: "8px", lg: "12px" } as const;

export const space = { 1: "4px", 2: "8px", 3: "12px", 4: "16px", 6: "24px", 8: "32px" } as const;

/** Element styles the templates share. */
export const styles = {
  body: { backgroundColor: color.bg, fontFamily: font.sans, color: color.fg, margin: 0, padding: space[4] },
  container: {
    backgroundColor: color.surface,
    border: `1px solid ${color.border}`,
    borderRadius: radius.lg,
    maxWidth: "560px",
    margin: "0 auto",
    padding: space[8],
  },
  brand: {
    ...text.xl,
    fontWeight: 800,
    color: color.fg,
    margin: `0 0 ${space[6]}`,
    letterSpacing: "-0.01em",
  },
  brandAccent: { color: color.primary },
  heading: { ...text["2xl"], fontWeight: 700, color: color.fg, margin: `0 0 ${space[4]}` },
  paragraph: { ...text.base, color: color.fg, margin: `0 0 ${space[4]}` },
  muted: { ...text.sm, color: color.fgMuted, margin: `0 0 ${space[3]}` },
  link: { color: color.link, textDecoration: "underline" },
  button: {
    ...text.base,
    backgroundColor: color.primary,
    color: color.primaryFg,
    borderRadius: radius.md,
    fontWeight: 700,
    padding: `${space[3]} ${space[6]}`,
    textDecoration: "none",
    display: "inline-block",
  },
  details: {
    backgroundColor: color.bg,
    border: `1px solid ${color.border}`,
    borderRadius: radius.md,
    padding: space[4],
    margin: `0 0 ${space[6]}`,
  },
  label: { ...text.sm, color: color.fgMuted, margin: 0, fontWeight: 600 },
  value: { ...text.base, lineHeight: "28px", color: color.fg, margin: 0 },
  quote: {
    ...text.base,
    color: color.fg,
    borderLeft: `4px solid ${color.primary}`,
    padding: `${space[1]} ${space[4]}`,
    margin: `0 0 ${space[4]}`,
    whiteSpace: "pre-wrap" as const,
  },
  hr: { borderColor: color.border, margin: `${space[6]} 0` },
  footer: { ...text.xs, color: color.fgMuted, margin: `0 0 ${space[1]}` },
} as const satisfies Record<string, CSSProperties>;
