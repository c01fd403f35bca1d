import { readFileSync } from "node:fs";
import path from "node:path";
import { render } from "@testing-library/react";
import { describe, expect, test } from "vitest";
import { buildSprite, SPRITE_ICONS } from "./icon-sprite";
import * as icons from "./icons";

const SPRITE = readFileSync(path.join(import.meta.dirname, "icons.svg"), "utf8");
const ICONS = Object.entries(icons).filter((entry): entry is [string, icons.IconComponent] =>
  entry[0].endsWith("Icon"),
);

describe("icons (one sprite, ADR 029)", () => {
  test("icons.svg is the sprite lucide-react makes today (run node scripts/icon-sprite.ts)", () => {
    expect(SPRITE).toBe(buildSprite());
  });

  test("every icon points into the sprite at a drawing it holds", () => {
    expect(ICONS.length).toBe(Object.keys(SPRITE_ICONS).length);
    for (const [name, Icon] of ICONS) {
      const { container, unmount } = render(<Icon />);
      const href = container.querySelector("svg > use")?.getAttribute("href") ?? "";
      const [file, id] = href.split("#");
      expect(file, name).toBe(icons.ICON_SPRITE_URL);
      expect(SPRITE, name).toContain(`<symbol id="${id}" viewBox="0 0 24 24">`);
      unmount();
    }
  });

  test("decorative by default; a labelled icon keeps its name", () => {
    const { container } = render(
      <>
        <icons.StarIcon className="size-4 fill-current" />
        <icons.StarIcon role="img" aria-label="Rated 5 out of 5" />
      </>,
    );
    const [plain, named] = container.querySelectorAll("svg");
    expect(plain?.getAttribute("aria-hidden")).toBe("true");
    expect(plain?.getAttribute("class")).toBe("icon size-4 fill-current");
    expect(named?.hasAttribute("aria-hidden")).toBe(false);
    expect(named?.getAttribute("aria-label")).toBe("Rated 5 out of 5");
  });

  test("size sets width and height", () => {
    const { container } = render(<icons.HeartIcon size={16} />);
    expect(container.querySelector("svg")?.getAttribute("style")).toBe("width: 16px; height: 16px;");
  });
});
