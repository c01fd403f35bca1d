import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { mobileStory } from "../../_storybook/decorators";
import { SCANNER_STATUS, ScannerPanel } from "./ScannerPanel";

const meta = {
  title: "Composites/ScannerPanel",
  component: ScannerPanel,
  args: { state: "idle", onStart: () => {}, onStop: () => {}, onPhoto: () => {} },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
} satisfies Meta<typeof ScannerPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("button", { name: "Start camera" })).toBeInTheDocument();
    await expect(canvas.getByRole("status")).toHaveTextContent(SCANNER_STATUS.idle);
  },
};
export const Scanning: Story = { args: { state: "scanning" } };
export const Unsupported: Story = { args: { state: "unsupported" } };
export const Denied: Story = { args: { state: "denied" } };
export const NothingFound: Story = { args: { state: "error" } };
export const Mobile: Story = { ...mobileStory };
