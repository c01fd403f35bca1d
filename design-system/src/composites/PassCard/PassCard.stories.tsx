import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { mobileStory } from "../../_storybook/decorators";
import { PASS_QR } from "../../_storybook/pass-fixture";
import { PassCard } from "./PassCard";

const meta = {
  title: "Composites/PassCard",
  component: PassCard,
  args: {
    gymName: "Harbourside Strength",
    when: "Tuesday 1 December 2026, 10:00–12:00 NZDT",
    reference: "GR-7K3P9Q",
    qr: PASS_QR,
  },
} satisfies Meta<typeof PassCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { name: "Your pass" })).toBeInTheDocument();
    await expect(
      canvas.getByRole("img", { name: "QR code of the pass for booking GR-7K3P9Q" }),
    ).toBeInTheDocument();
    await expect(canvas.getByText("GR-7K3P9Q")).toBeInTheDocument();
  },
};

export const CheckedIn: Story = { args: { checkedIn: "10:02 on 1 December 2026" } };

/** Without a QR code (passes cannot be signed here): the reference alone. */
export const ReferenceOnly: Story = { args: { qr: null } };

export const Mobile: Story = { ...mobileStory };
