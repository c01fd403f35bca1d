import { readFileSync } from "node:fs";
import path from "node:path";
import { render, screen } from "@testing-library/react";
import { describe, expect, test } from "vitest";
import { BADGE_VARIANTS, Badge } from "./Badge";

/** The badge's look lives in styles.css, keyed by its data attributes (ADR 029). */
const STYLES = readFileSync(path.join(import.meta.dirname, "../../styles.css"), "utf8");
const variantRule = (variant: string) =>
  new RegExp(`&\\[data-variant="${variant}"\\] \\{\\s*@apply ([^;]*);`).exec(STYLES)?.[1]?.split(" ") ?? [];

describe("Badge", () => {
  test.each([
    ["pending", "bg-pending"],
    ["confirmed", "bg-confirmed"],
    ["completed", "bg-completed"],
    ["cancelled", "bg-cancelled"],
    ["new", "bg-primary"],
  ] as const)("%s status badge uses its own colours and names the status in text", (variant, cls) => {
    render(<Badge variant={variant}>{variant}</Badge>);
    const badge = screen.getByText(variant);
    expect(badge.dataset.slot).toBe("badge");
    expect(badge.dataset.variant).toBe(variant);
    expect(variantRule(variant)).toContain(cls);
  });

  test("every variant has its rule in the stylesheet; no variant means the default one", () => {
    for (const variant of BADGE_VARIANTS) expect(variantRule(variant).length, variant).toBeGreaterThan(0);
    render(<Badge>plain</Badge>);
    expect(screen.getByText("plain").dataset.variant).toBe("default");
  });

  test("a className is kept as given (the app positions badges with utilities)", () => {
    render(<Badge className="absolute top-2 left-2">Cover</Badge>);
    expect(screen.getByText("Cover").getAttribute("class")).toBe("absolute top-2 left-2");
  });
});
