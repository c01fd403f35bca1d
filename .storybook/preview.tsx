import type { Decorator, Preview } from "@storybook/react-vite";
import { ToastProvider } from "../design-system/src";
import "../design-system/src/styles.css";

type Theme = "light" | "dark" | "system";

/** Applies the toolbar's theme to the document, as the app would with data-theme. */
const withTheme: Decorator = (Story, context) => {
  const theme = (context.globals.theme ?? "light") as Theme;
  if (typeof document !== "undefined") {
    if (theme === "system") delete document.documentElement.dataset.theme;
    else document.documentElement.dataset.theme = theme;
  }
  return <Story />;
};

/** Every story can call useToast(); toast stories render their own <Toaster />. */
const withToasts: Decorator = (Story) => (
  <ToastProvider>
    <Story />
  </ToastProvider>
);

const preview: Preview = {
  // Every component gets a Docs page; a component with a guide (Name.mdx) shows that instead.
  tags: ["autodocs"],
  decorators: [withToasts, withTheme],
  globalTypes: {
    theme: {
      description: "Colour theme",
      toolbar: {
        title: "Theme",
        icon: "contrast",
        items: [
          { value: "light", title: "Light" },
          { value: "dark", title: "Dark" },
          { value: "system", title: "System (prefers-color-scheme)" },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: "light" },
  parameters: {
    layout: "padded",
    // The sidebar follows the folders (ADR 021): foundations, primitives, composites, patterns.
    options: {
      storySort: {
        order: [
          "Introduction",
          "Foundations",
          ["Colour and tokens", "Typography", "Spacing, radius and shadow", "Motion", "Icons", "Logo"],
          "Primitives",
          ["Actions", "Forms", "Feedback", "Overlays", "Navigation", "Data display", "Typography", "Layout"],
          "Composites",
          "Patterns",
          "*",
        ],
      },
    },
    controls: { matchers: { color: /(background|color)$/i } },
    backgrounds: { disable: true },
    viewport: {
      options: {
        phone375: { name: "Phone 375", styles: { width: "375px", height: "812px" }, type: "mobile" },
        tablet: { name: "Tablet 768", styles: { width: "768px", height: "1024px" }, type: "tablet" },
      },
    },
    // The a11y addon fails a story on any violation (panel in Storybook; addon-vitest if adopted).
    a11y: { test: "error" },
  },
};

export default preview;
