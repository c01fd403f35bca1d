import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, userEvent, within } from "storybook/test";
import { mobileStory, StateLabel } from "../../_storybook/decorators";
import { Button } from "../Button/Button";
import { Skeleton } from "../Skeleton/Skeleton";
import { Stepper } from "./Stepper";

const meta = {
  title: "Primitives/Navigation/Stepper",
  component: Stepper,
  args: { current: 0 },
} satisfies Meta<typeof Stepper>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("navigation", { name: "Booking progress" })).toBeInTheDocument();
    await expect(canvas.getAllByRole("listitem")).toHaveLength(3);
    await expect(canvas.getByText("Details").closest("li")).toHaveAttribute("aria-current", "step");
  },
};

export const Payment: Story = {
  args: { current: 1 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Payment").closest("li")).toHaveAttribute("aria-current", "step");
    await expect(canvas.getByText("Details").closest("li")).toHaveTextContent("Details, completed");
  },
};

export const Confirmation: Story = { args: { current: 2 } };

/** Past the last step: everything complete. */
export const AllComplete: Story = { args: { current: 3 } };

/** Moving through the booking flow with Continue / Back. */
export const Interactive: Story = {
  render: function Render() {
    const [step, setStep] = useState(0);
    return (
      <div className="flex max-w-md flex-col gap-4">
        <Stepper current={step} />
        <div className="flex gap-2">
          <Button variant="outline" disabled={step === 0} onClick={() => setStep((s) => s - 1)}>
            Back
          </Button>
          <Button disabled={step === 2} onClick={() => setStep((s) => s + 1)}>
            Continue
          </Button>
        </div>
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Continue" }));
    await userEvent.click(canvas.getByRole("button", { name: "Continue" }));
    await expect(canvas.getByText("Confirmation").closest("li")).toHaveAttribute("aria-current", "step");
    await expect(canvas.getByText("Payment").closest("li")).toHaveAttribute("data-status", "complete");
  },
};

export const Loading: Story = {
  render: () => (
    <div aria-busy="true" className="flex max-w-md gap-4">
      <span className="sr-only">Loading…</span>
      <Skeleton className="h-12 flex-1" />
      <Skeleton className="h-12 flex-1" />
      <Skeleton className="h-12 flex-1" />
    </div>
  ),
};

export const LongText: Story = {
  args: {
    current: 1,
    steps: ["Your details and special requests", "Secure card payment", "Confirmation and what happens next"],
    "aria-label": "Application progress",
  },
  decorators: [(Story) => <div style={{ maxWidth: 340 }}>{Story()}</div>],
};

export const Mobile: Story = {
  ...mobileStory,
  args: { current: 1 },
  render: (args) => (
    <div className="p-4">
      <Stepper {...args} />
    </div>
  ),
};

export const AllStates: Story = {
  render: () => (
    <div className="flex max-w-lg flex-col gap-6">
      {[0, 1, 2, 3].map((current) => (
        <div key={current}>
          <StateLabel>{`current ${current}`}</StateLabel>
          <Stepper current={current} aria-label={`Booking progress ${current}`} />
        </div>
      ))}
    </div>
  ),
};
