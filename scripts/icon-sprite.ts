/**
 * Writes design-system/src/foundations/icons.svg, the icon sprite (ADR 029), from lucide-react.
 * Run after adding an icon to foundations/icon-sprite.ts or upgrading lucide-react:
 *   node scripts/icon-sprite.ts
 */
import { writeFileSync } from "node:fs";
import path from "node:path";
import { buildSprite } from "../design-system/src/foundations/icon-sprite.ts";

const file = path.resolve(import.meta.dirname, "../design-system/src/foundations/icons.svg");
writeFileSync(file, buildSprite());
console.info(`wrote ${path.relative(process.cwd(), file)}`);
