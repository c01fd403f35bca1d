import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { CapacityMeter } from "./CapacityMeter";

const meta = {
  title: "Primitives/CapacityMeter",
  component: CapacityMeter,
  args: { used: 12, capacity: 30, label: "10:00 slot" },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
} satisfies Meta<typeof CapacityMeter>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const meter = within(canvasElement).getByRole("meter", { name: "10:00 slot" });
    await expect(meter).toHaveAttribute("aria-valuetext", "12 / 30");
  },
};
export const AlmostFull: Story = { args: { used: 26 } };
export const Full: Story = { args: { used: 30 } };
export const Empty: Story = { args: { used: 0 } };
export const Percentage: Story = {
  args: { used: 41, capacity: 100, label: "Mondays", valueText: "41%" },
};
