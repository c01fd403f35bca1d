import type { Decorator, Parameters } from "@storybook/react-vite";
import type { ComponentProps } from "react";

/**
 * Renders the story in a 375px-wide phone frame. The transform makes the frame the containing block
 * for fixed-position parts (bottom bar, toasts), so they stay inside it. Works in jsdom story tests
 * too, where Storybook's viewport toolbar does not exist.
 */
export const phoneFrame: Decorator = (Story) => (
  <div
    data-testid="phone-frame"
    className="relative min-h-[480px] overflow-hidden rounded-xl border border-border bg-bg"
    style={{ width: 375, maxWidth: "100%", transform: "translateZ(0)" }}
  >
    <Story />
  </div>
);

/** Parameters and globals for a `Mobile` story: the phone frame plus Storybook's 375px viewport. */
export const mobileStory: {
  decorators: Decorator[];
  parameters: Parameters;
  globals: Record<string, unknown>;
} = {
  decorators: [phoneFrame],
  parameters: { layout: "fullscreen" },
  globals: { viewport: { value: "phone375", isRotated: false } },
};

/** Stands in for react-router's `<Link>` in stories: a component that renders an anchor. */
export function RouterLink(props: ComponentProps<"a">) {
  return <a {...props} />;
}

/** A labelled box for AllStates stories. */
export function StateLabel({ children }: { children: string }) {
  return <p className="mb-2 text-xs font-semibold tracking-wide text-fg-muted uppercase">{children}</p>;
}
