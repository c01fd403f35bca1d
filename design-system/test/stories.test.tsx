import { composeStories } from "@storybook/react-vite";
import axe from "axe-core";
import { describe, expect, test } from "vitest";

type StoryModule = Parameters<typeof composeStories>[0];

const modules = import.meta.glob<StoryModule>("../src/**/*.stories.tsx", { eager: true });

/**
 * jsdom cannot compute colour contrast (no layout or rendering), so axe's color-contrast rule is
 * off here: src/tokens/contrast.test.ts checks every token pair instead, and Playwright runs axe with
 * contrast on the real pages. `region` is off because stories render components in isolation,
 * outside a page's landmarks.
 */
const AXE_OPTIONS: axe.RunOptions = {
  resultTypes: ["violations"],
  rules: { "color-contrast": { enabled: false }, region: { enabled: false } },
};

function describeViolations(violations: axe.Result[]) {
  return violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
}

for (const [path, module] of Object.entries(modules)) {
  describe(path.replace("../src/", ""), () => {
    for (const [name, Story] of Object.entries(composeStories(module))) {
      test(name, async () => {
        const canvasElement = document.createElement("div");
        document.body.append(canvasElement);
        // Renders the story and runs its play function (Storybook 10 portable stories).
        await Story.run({ canvasElement });
        const results = await axe.run(canvasElement, AXE_OPTIONS);
        expect(describeViolations(results.violations)).toEqual([]);
      });
    }
  });
}
