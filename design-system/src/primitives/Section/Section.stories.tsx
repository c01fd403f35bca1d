import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { mobileStory } from "../../_storybook/decorators";
import { Heading } from "../Heading/Heading";
import { Text } from "../Text/Text";
import { Section } from "./Section";

function Example({ title = "Explore", id = "explore-heading" }: { title?: string; id?: string }) {
  return (
    <Section aria-labelledby={id}>
      <Heading level={2} id={id}>
        {title}
      </Heading>
      <Text tone="muted">Sections group a heading with its content and become named regions.</Text>
    </Section>
  );
}

const meta = {
  title: "Primitives/Layout/Section",
  component: Example,
} satisfies Meta<typeof Example>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("region", { name: "Explore" })).toBeInTheDocument();
  },
};
export const LongText: Story = {
  args: { title: "Premium recovery amenities: saunas, ice baths, compression boots and float tanks" },
};
export const Mobile: Story = { ...mobileStory };
export const AllStates: Story = {
  render: () => (
    <div className="flex flex-col gap-section">
      <Example title="First section" id="s1" />
      <Example title="Second section" id="s2" />
    </div>
  ),
};
