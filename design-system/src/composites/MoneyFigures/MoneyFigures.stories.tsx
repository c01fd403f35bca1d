import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { mobileStory, StateLabel } from "../../_storybook/decorators";
import { MoneyFigures } from "./MoneyFigures";

const meta = {
  title: "Composites/MoneyFigures",
  component: MoneyFigures,
  args: {
    title: "Your earnings in NZD",
    currency: "NZD",
    figures: [
      { label: "Pending", cents: 900, hint: "Earned 30 days after the visit" },
      { label: "Earned", cents: 12000 },
      { label: "Paid out", cents: 6000, strong: true },
    ],
  },
} satisfies Meta<typeof MoneyFigures>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("region", { name: "Your earnings in NZD" })).toBeInTheDocument();
    await expect(canvas.getByText("NZ$9.00")).toBeInTheDocument();
    await expect(canvas.getByText("Earned 30 days after the visit")).toBeInTheDocument();
  },
};

/** The admin's money view for a month in Australian dollars. */
export const AdminView: Story = {
  args: {
    title: "AUD",
    currency: "AUD",
    figures: [
      { label: "Bookings", cents: 1_250_000, strong: true },
      { label: "Refunds", cents: 45_000 },
      { label: "Platform fee", cents: 482_000 },
      { label: "Owed to gyms", cents: 130_550 },
      { label: "Owed to ambassadors", cents: 8_100 },
      { label: "Paid out", cents: 620_000 },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("A$12,500.00")).toBeInTheDocument();
  },
};

/** A clawback larger than what is owed: the balance is negative and shown so. */
export const Negative: Story = {
  args: { figures: [{ label: "Owed now", cents: -1800, hint: "Taken from the next payout" }] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("-NZ$18.00")).toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { figures: [] },
};

export const Mobile: Story = { ...mobileStory };

export const AllStates: Story = {
  render: (args) => (
    <div className="grid gap-6 md:grid-cols-2">
      <div>
        <StateLabel>ambassador</StateLabel>
        <MoneyFigures {...args} />
      </div>
      <div>
        <StateLabel>negative balance</StateLabel>
        <MoneyFigures
          {...args}
          title="Owed in AUD"
          currency="AUD"
          figures={[{ label: "Owed now", cents: -1800 }]}
        />
      </div>
    </div>
  ),
};
