/**
 * Issue 37: the web app manifest, checked by an outside validator (PWABuilder's, the checks its store
 * packaging runs) and against what installers need: 192 and 512 PNG icons whose files really are
 * that size, a maskable one, and colours that are the design system's tokens.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { type Manifest, validateManifest } from "@pwabuilder/manifest-validation";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "../..");
const manifest = JSON.parse(
  readFileSync(path.join(ROOT, "public/manifest.webmanifest"), "utf8"),
) as Manifest & {
  icons: { src: string; sizes: string; type: string; purpose?: string }[];
  theme_color: string;
  background_color: string;
};

/** Width and height from a PNG's IHDR chunk (after the 8-byte signature and the chunk's length and type). */
function pngSize(file: string): { width: number; height: number } {
  const bytes = readFileSync(file);
  expect(bytes.subarray(0, 8).toString("hex"), `${file} is a PNG`).toBe("89504e470d0a1a0a");
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** A colour token's light-theme value from the design system's stylesheet. */
function token(name: string): string {
  const css = readFileSync(path.join(ROOT, "design-system/src/styles.css"), "utf8");
  const value = new RegExp(`--ds-${name}:\\s*(#[0-9a-fA-F]{6});`).exec(css)?.[1];
  if (!value) throw new Error(`no --ds-${name} in the design system's stylesheet`);
  return value.toLowerCase();
}

describe("the web app manifest", () => {
  it("passes PWABuilder's validator: every required member, and every member it has, valid", async () => {
    const results = await validateManifest(manifest, true);
    const problems = results
      .filter((test) => test.category === "required" || test.member in manifest)
      .filter((test) => !test.valid)
      .map((test) => `${test.member}: ${test.errorString}`);
    expect(problems).toEqual([]);
    // The validator ran its required checks (an empty result would prove nothing).
    expect(results.filter((test) => test.category === "required").map((test) => test.member)).toEqual(
      expect.arrayContaining(["name", "short_name", "start_url", "icons"]),
    );
  });

  it("is refused by the same validator when a required member is broken", async () => {
    const results = await validateManifest(
      { ...manifest, start_url: 42 as unknown as string, name: " GymRoam" },
      true,
    );
    const failed = results.filter((test) => test.category === "required" && !test.valid).map((t) => t.member);
    expect(failed).toEqual(expect.arrayContaining(["start_url", "name"]));
  });

  it("installs standalone from / with an id and scope", () => {
    expect(manifest).toMatchObject({ id: "/", start_url: "/", scope: "/", display: "standalone" });
  });

  it("has 192 and 512 PNG icons of those real sizes, and a maskable 512", () => {
    const pngs = manifest.icons.filter((icon) => icon.type === "image/png");
    for (const icon of pngs) {
      const file = path.join(ROOT, "public", icon.src);
      expect(existsSync(file), icon.src).toBe(true);
      const [width, height] = (icon.sizes ?? "").split("x").map(Number);
      expect(pngSize(file), icon.src).toEqual({ width, height });
    }
    const any = pngs.filter((icon) => (icon.purpose ?? "any").split(" ").includes("any")).map((i) => i.sizes);
    expect(any).toEqual(expect.arrayContaining(["192x192", "512x512"]));
    expect(
      pngs.some((icon) => icon.purpose?.split(" ").includes("maskable") && icon.sizes === "512x512"),
    ).toBe(true);
  });

  it("takes its colours from the design system: the brand's navy and the page background", () => {
    expect(manifest.theme_color).toBe(token("inverse"));
    expect(manifest.background_color).toBe(token("bg"));
  });
});
