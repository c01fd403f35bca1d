import { fileURLToPath } from "node:url";
import type { StorybookConfig } from "@storybook/react-vite";

const config: StorybookConfig = {
  // The Introduction and foundations pages first, then every component's guide (Name.mdx beside
  // Name.stories.tsx) and stories. The sidebar groups come from the titles (ADR 021).
  stories: ["../design-system/src/**/*.mdx", "../design-system/src/**/*.stories.tsx"],
  addons: ["@storybook/addon-docs", "@storybook/addon-a11y"],
  framework: { name: "@storybook/react-vite", options: {} },
  // Props tables come from react-docgen (the default): the props each component declares, with their
  // JSDoc. react-docgen-typescript needs the TypeScript compiler API, which TypeScript 7 does not have.
  core: {
    disableTelemetry: true,
    builder: {
      name: "@storybook/builder-vite",
      options: { viteConfigPath: fileURLToPath(new URL("./vite.config.ts", import.meta.url)) },
    },
  },
};

export default config;
