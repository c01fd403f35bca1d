import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { mobileStory } from "../../_storybook/decorators";
import { Heading } from "./Heading";

const meta = {
  title: "Primitives/Typography/Heading",
  component: Heading,
  args: { level: 1, children: "About GymRoam" },
} satisfies Meta<typeof Heading>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole("heading", { level: 1, name: "About GymRoam" }),
    ).toBeInTheDocument();
  },
};
export const Level2: Story = { args: { level: 2, children: "Our mission" } };
export const Level3: Story = { args: { level: 3, children: "For gym owners" } };
export const Level4: Story = { args: { level: 4, children: "Payouts" } };

/** An h2 that looks like a page title (the carousel's slide titles). */
export const SizeIndependentOfLevel: Story = {
  args: { level: 2, size: "2xl", children: "Find the perfect gym" },
  play: async ({ canvasElement }) => {
    const heading = within(canvasElement).getByRole("heading", { level: 2 });
    await expect(heading).toHaveAttribute("data-size", "2xl");
  },
};

export const LongText: Story = {
  args: { children: "Helping You Find the Right Gym—Wherever You Go, across New Zealand and Australia" },
};
export const Mobile: Story = {
  ...mobileStory,
  args: { className: "p-4", children: "Sport Specific Athletes" },
};
export const AllStates: Story = {
  render: () => (
    <div className="flex flex-col gap-4">
      <Heading level={1}>Level 1 (2xl)</Heading>
      <Heading level={2}>Level 2 (xl)</Heading>
      <Heading level={3}>Level 3 (lg)</Heading>
      <Heading level={4}>Level 4 (md)</Heading>
      <Heading level={4} size="2xl">
        Level 4, size 2xl
      </Heading>
      <Heading level={4} size="sm">
        Level 4, size sm
      </Heading>
    </div>
  ),
};
