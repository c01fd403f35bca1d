import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { mobileStory, StateLabel } from "../../_storybook/decorators";
import { Button } from "../../primitives/Button/Button";
import { PayoutAccountPanel } from "./PayoutAccountPanel";

const meta = {
  title: "Composites/PayoutAccountPanel",
  component: PayoutAccountPanel,
  args: {
    state: "not_started",
    schedule: "Paid weekly, every Monday (New Zealand time).",
    action: <Button type="submit">Set up payouts</Button>,
  },
} satisfies Meta<typeof PayoutAccountPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NotStarted: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("region", { name: "Payout account" })).toBeInTheDocument();
    await expect(canvas.getByText("Not started")).toBeInTheDocument();
    await expect(canvas.getByRole("button", { name: "Set up payouts" })).toBeInTheDocument();
  },
};

export const Pending: Story = {
  args: { state: "pending", action: <Button type="submit">Continue setup</Button> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/Payouts are held/)).toBeInTheDocument();
  },
};

/** Enabled: nothing to do, so no button. */
export const Enabled: Story = {
  args: { state: "enabled" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Enabled")).toBeInTheDocument();
    await expect(canvas.queryByRole("button")).toBeNull();
  },
};

export const Mobile: Story = { ...mobileStory };

export const AllStates: Story = {
  render: (args) => (
    <div className="grid gap-6 md:grid-cols-3">
      {(["not_started", "pending", "enabled"] as const).map((state) => (
        <div key={state}>
          <StateLabel>{state.replace("_", " ")}</StateLabel>
          <PayoutAccountPanel
            {...args}
            state={state}
            id={`panel-${state}`}
            aria-labelledby={undefined}
            aria-label={`Payout account (${state})`}
          />
        </div>
      ))}
    </div>
  ),
};
