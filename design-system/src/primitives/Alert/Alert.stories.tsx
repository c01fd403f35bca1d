import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { LONG_TEXT } from "../../_storybook/card-fixtures";
import { mobileStory, StateLabel } from "../../_storybook/decorators";
import { Alert } from "./Alert";

const meta = {
  title: "Primitives/Feedback/Alert",
  component: Alert,
  args: { children: "Test mode: pay with card 4242 4242 4242 4242." },
} satisfies Meta<typeof Alert>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("status")).toHaveTextContent("4242");
  },
};

export const Warning: Story = {
  args: {
    variant: "warning",
    children: "Your 15-minute hold on this booking expired. Please choose your time again.",
  },
};

export const Danger: Story = {
  args: {
    variant: "danger",
    title: "Too many attempts",
    children: "Please wait a minute, then try again.",
  },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole("alert");
    await expect(alert).toHaveTextContent("Too many attempts");
  },
};

export const LongText: Story = { args: { variant: "warning", title: LONG_TEXT, children: LONG_TEXT } };

export const Mobile: Story = { ...mobileStory, args: { variant: "danger", children: LONG_TEXT } };

export const AllStates: Story = {
  render: () => (
    <div className="flex flex-col gap-4">
      <div>
        <StateLabel>info</StateLabel>
        <Alert>Secure card payment. GymRoam never stores your card.</Alert>
      </div>
      <div>
        <StateLabel>warning</StateLabel>
        <Alert variant="warning">Your hold expires at 10:45.</Alert>
      </div>
      <div>
        <StateLabel>danger</StateLabel>
        <Alert variant="danger" title="Payments are not configured">
          This booking can't be paid right now.
        </Alert>
      </div>
    </div>
  ),
};
