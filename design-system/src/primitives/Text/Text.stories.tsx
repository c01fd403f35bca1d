import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { mobileStory, StateLabel } from "../../_storybook/decorators";
import { Text } from "./Text";

const meta = {
  title: "Primitives/Typography/Text",
  component: Text,
  args: { children: "Day passes and hourly access at gyms across New Zealand and Australia." },
} satisfies Meta<typeof Text>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/Day passes/).tagName).toBe("P");
  },
};
export const Muted: Story = {
  args: { tone: "muted", children: "Free for early members • Paid after launch" },
};
export const Success: Story = { args: { tone: "success", children: "Payment Successful" } };
export const Danger: Story = {
  args: { tone: "danger", children: "Failed to create booking. Please try again." },
};
export const Inverse: Story = {
  args: { tone: "inverse", children: "On the navy brand surface" },
  decorators: [(Story) => <div className="surface-inverse rounded-xl p-4">{Story()}</div>],
};
export const Small: Story = { args: { size: "sm" } };
export const AsSpan: Story = {
  args: { asChild: true, weight: "semibold", children: <span>Inline semibold text</span> },
};
export const LongText: Story = {
  args: {
    children:
      "Powerlifters need platforms and calibrated plates, rugby teams need space for a squad, everyone needs a sauna or an ice bath after a hard week. GymRoam puts day passes, hourly access, recovery amenities and trainers in one place, with real prices, real reviews and instant confirmation, so travelling athletes keep their routine anywhere.",
  },
};
export const Mobile: Story = { ...mobileStory, args: { className: "p-4" } };
export const AllStates: Story = {
  render: () => (
    <div className="flex flex-col gap-4">
      {(["xs", "sm", "md", "lg"] as const).map((size) => (
        <Text key={size} size={size}>
          Size {size}
        </Text>
      ))}
      {(["default", "muted", "success", "danger"] as const).map((tone) => (
        <Text key={tone} tone={tone}>
          Tone {tone}
        </Text>
      ))}
      <div className="surface-inverse rounded-xl p-4">
        <StateLabel>inverse</StateLabel>
        <Text tone="inverse">Tone inverse</Text>
        <Text tone="muted">Tone muted inside the navy surface</Text>
      </div>
    </div>
  ),
};
