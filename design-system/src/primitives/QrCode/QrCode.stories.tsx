import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { PASS_QR } from "../../_storybook/pass-fixture";
import { QrCode } from "./QrCode";

const meta = {
  title: "Primitives/QrCode",
  component: QrCode,
  args: { ...PASS_QR, label: "QR code of the pass for booking GR-7K3P9Q" },
} satisfies Meta<typeof QrCode>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("img", { name: /GR-7K3P9Q/ })).toBeInTheDocument();
  },
};

/** Small, as on a phone's pass card: the quiet zone stays. */
export const Small: Story = { args: { className: "w-32" } };
