/** tailwind-merge as the design system configured it before (its named spacing tokens). */
import { extendTailwindMerge } from "tailwind-merge";
import { describe, expect, it } from "vitest";
import corpus from "./class-lists.fixture.txt?raw";
import { mergeClasses } from "./merge-classes";

const reference = extendTailwindMerge({
  extend: { theme: { spacing: ["gutter", "section", "tap", "header", "bottom-nav"] } },
});

describe("mergeClasses", () => {
  it("gives tailwind-merge's result for every class list the app renders", () => {
    const lists = corpus.split("\n").filter(Boolean);
    expect(lists.length).toBeGreaterThan(250);
    const mismatches = lists
      .map((list) => ({ list, ours: mergeClasses(list), theirs: reference(list) }))
      .filter((r) => r.ours !== r.theirs);
    expect(mismatches).toEqual([]);
  });

  it("lets later classes win within a group and variant, and keeps the rest", () => {
    expect(mergeClasses("px-4 py-2 px-2")).toBe("py-2 px-2");
    expect(mergeClasses("px-4 p-0")).toBe("p-0");
    expect(mergeClasses("p-0 px-4")).toBe("p-0 px-4");
    expect(mergeClasses("leading-tight text-base")).toBe("text-base");
    expect(mergeClasses("text-base leading-tight")).toBe("text-base leading-tight");
    expect(mergeClasses("text-sm text-fg-muted text-base text-fg")).toBe("text-base text-fg");
    expect(mergeClasses("grid-cols-1 sm:grid-cols-2 grid-cols-3")).toBe("sm:grid-cols-2 grid-cols-3");
    expect(mergeClasses("rounded-md rounded-full")).toBe("rounded-full");
    expect(mergeClasses("[&_svg]:size-4 [&_svg]:size-5 my-class")).toBe("[&_svg]:size-5 my-class");
    expect(mergeClasses("border border-border border-danger border-2")).toBe("border-danger border-2");
    expect(mergeClasses("bg-transparent bg-surface/90 bg-cover")).toBe("bg-surface/90 bg-cover");
  });

  it("agrees with tailwind-merge on common overrides beyond the app's lists", () => {
    for (const list of [
      "mx-auto mt-2 m-0",
      "inset-0 top-2",
      "top-2 inset-0",
      "flex hidden sm:flex",
      "w-full size-8",
      "overflow-hidden overflow-y-auto",
      "font-semibold font-bold font-display",
      "shadow-sm shadow-lg",
      "absolute relative",
      "gap-2 gap-x-4",
      "gap-x-4 gap-2",
      "min-h-tap min-h-12 h-10",
      "hover:bg-primary hover:bg-fg/8 bg-surface",
    ])
      expect(mergeClasses(list), list).toBe(reference(list));
  });
});
