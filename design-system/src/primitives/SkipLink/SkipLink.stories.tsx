import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { mobileStory } from "../../_storybook/decorators";
import { SkipLink } from "./SkipLink";

const meta = {
  title: "Primitives/Navigation/SkipLink",
  component: SkipLink,
  decorators: [
    (Story) => (
      <div className="relative min-h-32">
        <Story />
        <main id="main" tabIndex={-1} className="p-4 pt-16">
          Main content
        </main>
      </div>
    ),
  ],
} satisfies Meta<typeof SkipLink>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Tab once: the link appears; it points at the main content. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    const link = within(canvasElement).getByRole("link", { name: "Skip to content" });
    await expect(link).toHaveFocus();
    await expect(link).toHaveAttribute("href", "#main");
  },
};
export const CustomLabel: Story = { args: { children: "Skip to search results", targetId: "main" } };
export const Mobile: Story = { ...mobileStory };
export const AllStates: Story = {
  render: () => (
    <div className="flex flex-col gap-2">
      <SkipLink className="static translate-y-0">Skip to content (focused look)</SkipLink>
    </div>
  ),
};
