import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, within } from "storybook/test";
import { mobileStory, StateLabel } from "../../_storybook/decorators";
import { Field } from "../Field/Field";
import { NumberStepper } from "./NumberStepper";

const meta = {
  title: "Primitives/Forms/NumberStepper",
  component: NumberStepper,
  args: {
    label: "Duration",
    "aria-label": "Duration (hours)",
    name: "duration",
    min: 1,
    max: 8,
    defaultValue: 2,
    onValueChange: fn(),
  },
} satisfies Meta<typeof NumberStepper>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Spec: duration 1-8 hours, default 2. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole("spinbutton", { name: "Duration (hours)" });
    await expect(input).toHaveValue(2);
    await userEvent.click(canvas.getByRole("button", { name: "Increase Duration" }));
    await expect(input).toHaveValue(3);
    await expect(args.onValueChange).toHaveBeenLastCalledWith(3);
    await userEvent.click(canvas.getByRole("button", { name: "Decrease Duration" }));
    await userEvent.click(canvas.getByRole("button", { name: "Decrease Duration" }));
    await expect(input).toHaveValue(1);
  },
};

/** Both buttons are disabled at their bound. */
export const AtMinimum: Story = {
  args: { defaultValue: 1 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("button", { name: "Decrease Duration" })).toBeDisabled();
    await expect(canvas.getByRole("button", { name: "Increase Duration" })).toBeEnabled();
  },
};

export const AtMaximum: Story = {
  args: { defaultValue: 8 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("button", { name: "Increase Duration" })).toBeDisabled();
  },
};

/** Spec: non-numeric input becomes 1 (the minimum); out-of-range numbers are clamped on blur. */
export const TypingIsNormalised: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole("spinbutton", { name: "Duration (hours)" });
    await userEvent.clear(input);
    await userEvent.tab();
    await expect(input).toHaveValue(1);
    await userEvent.clear(input);
    await userEvent.type(input, "12");
    await userEvent.tab();
    await expect(input).toHaveValue(8);
    await expect(args.onValueChange).toHaveBeenLastCalledWith(8);
    await userEvent.clear(input);
    await userEvent.type(input, "5");
    await expect(args.onValueChange).toHaveBeenLastCalledWith(5);
  },
};

export const WithUnit: Story = { args: { unit: "hrs" } };

/** Trainer sessions 1-30; team size from 1. */
export const Sessions: Story = {
  args: {
    label: "Sessions",
    "aria-label": "Number of sessions",
    name: "sessions",
    min: 1,
    max: 30,
    defaultValue: 1,
  },
};

function ControlledTotal() {
  const [hours, setHours] = useState(2);
  return (
    <div className="flex flex-col gap-2">
      <Field.Root>
        <Field.Label>Duration (hours)</Field.Label>
        <NumberStepper
          label="Duration"
          name="duration"
          min={1}
          max={8}
          value={hours}
          onValueChange={setHours}
        />
      </Field.Root>
      <p className="text-sm" data-testid="total">{`Total: $${hours * 12}.00`}</p>
    </div>
  );
}

export const Controlled: Story = {
  render: () => <ControlledTotal />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Increase Duration" }));
    await expect(canvas.getByTestId("total")).toHaveTextContent("Total: $36.00");
  },
};

export const Invalid: Story = {
  name: "Error",
  render: (args) => (
    <Field.Root required errors={["Duration must be at least 1 hour"]}>
      <Field.Label>Duration (hours)</Field.Label>
      <NumberStepper {...args} aria-label={undefined} />
      <Field.Error />
    </Field.Root>
  ),
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole("spinbutton", { name: "Duration (hours) required" });
    await expect(input).toHaveAttribute("aria-invalid", "true");
    await expect(input).toHaveAccessibleDescription("Duration must be at least 1 hour");
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("spinbutton")).toBeDisabled();
    for (const button of canvas.getAllByRole("button")) await expect(button).toBeDisabled();
  },
};

export const LongText: Story = {
  render: (args) => (
    <div style={{ maxWidth: 280 }}>
      <Field.Root>
        <Field.Label>How many hours will your team need the training floor each day of the camp?</Field.Label>
        <NumberStepper {...args} aria-label={undefined} label="Hours per day" unit="hrs" />
      </Field.Root>
    </div>
  ),
};

export const Mobile: Story = {
  ...mobileStory,
  render: () => (
    <div className="p-4">
      <ControlledTotal />
    </div>
  ),
};

export const AllStates: Story = {
  render: () => (
    <div className="flex flex-col gap-4">
      <div>
        <StateLabel>default</StateLabel>
        <NumberStepper label="Duration" aria-label="Duration (default)" min={1} max={8} defaultValue={2} />
      </div>
      <div>
        <StateLabel>at min / at max</StateLabel>
        <div className="flex flex-wrap gap-4">
          <NumberStepper
            label="Duration (min)"
            aria-label="Duration (min)"
            min={1}
            max={8}
            defaultValue={1}
          />
          <NumberStepper
            label="Duration (max)"
            aria-label="Duration (max)"
            min={1}
            max={8}
            defaultValue={8}
          />
        </div>
      </div>
      <div>
        <StateLabel>with unit</StateLabel>
        <NumberStepper
          label="Amenity time"
          aria-label="Amenity time"
          min={1}
          max={4}
          defaultValue={1}
          unit="hrs"
        />
      </div>
      <div>
        <StateLabel>invalid</StateLabel>
        <NumberStepper label="Team size" aria-label="Team size" aria-invalid="true" min={1} max={50} />
      </div>
      <div>
        <StateLabel>disabled</StateLabel>
        <NumberStepper label="Sessions" aria-label="Sessions" min={1} max={30} disabled />
      </div>
    </div>
  ),
};
