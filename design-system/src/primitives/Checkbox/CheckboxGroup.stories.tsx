import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, within } from "storybook/test";
import { mobileStory, StateLabel } from "../../_storybook/decorators";
import { CheckboxGroup } from "./Checkbox";

const EQUIPMENT = [
  { value: "free-weights", label: "Free weights" },
  { value: "squat-racks", label: "Squat racks" },
  { value: "cardio", label: "Cardio machines" },
  { value: "olympic-platforms", label: "Olympic platforms" },
];

const meta = {
  title: "Primitives/Forms/CheckboxGroup",
  component: CheckboxGroup,
  args: { legend: "Equipment", name: "equipment", options: EQUIPMENT, onChange: fn() },
  argTypes: { orientation: { control: "inline-radio", options: ["vertical", "horizontal", "grid"] } },
} satisfies Meta<typeof CheckboxGroup>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const group = within(canvasElement).getByRole("group", { name: "Equipment" });
    await userEvent.click(within(group).getByRole("checkbox", { name: "Cardio machines" }));
    await expect(args.onChange).toHaveBeenLastCalledWith(["cardio"]);
    await userEvent.click(within(group).getByRole("checkbox", { name: "Free weights" }));
    // Values keep the options' order, whatever order they were ticked in.
    await expect(args.onChange).toHaveBeenLastCalledWith(["free-weights", "cardio"]);
    await userEvent.click(within(group).getByRole("checkbox", { name: "Cardio machines" }));
    await expect(args.onChange).toHaveBeenLastCalledWith(["free-weights"]);
  },
};

export const WithDefaultValue: Story = { args: { defaultValue: ["squat-racks", "olympic-platforms"] } };

export const Horizontal: Story = { args: { orientation: "horizontal" } };
export const GridLayout: Story = { name: "Grid", args: { orientation: "grid" } };

function ControlledGroup() {
  const [value, setValue] = useState<string[]>(["sauna"]);
  return (
    <div className="flex flex-col gap-3">
      <CheckboxGroup
        legend="Recovery Facilities"
        name="recovery"
        value={value}
        onChange={setValue}
        options={[
          { value: "sauna", label: "Sauna" },
          { value: "ice-bath", label: "Ice bath" },
          { value: "massage", label: "Massage room" },
        ]}
      />
      <p className="text-sm text-fg-muted" data-testid="chosen">
        {value.length === 0 ? "None selected" : value.join(", ")}
      </p>
    </div>
  );
}

export const Controlled: Story = {
  render: () => <ControlledGroup />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("checkbox", { name: "Sauna" }));
    await expect(canvas.getByTestId("chosen")).toHaveTextContent("None selected");
    await userEvent.click(canvas.getByRole("checkbox", { name: "Massage room" }));
    await expect(canvas.getByTestId("chosen")).toHaveTextContent("massage");
  },
};

export const Empty: Story = { args: { options: [], description: "No equipment listed yet." } };

export const Invalid: Story = {
  name: "Error",
  args: {
    legend: "Gym preferences",
    name: "gymPreferences",
    required: true,
    errors: ["Select at least one gym preference"],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole("group", { name: "Gym preferences required" });
    await expect(group).toHaveAccessibleDescription("Select at least one gym preference");
    await expect(canvas.getByRole("alert")).toHaveTextContent("Select at least one gym preference");
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: ["cardio"] },
  play: async ({ canvasElement }) => {
    for (const box of within(canvasElement).getAllByRole("checkbox")) await expect(box).toBeDisabled();
  },
};

export const LongText: Story = {
  args: {
    legend: "Which of these facilities do you need on every trip, whichever city you are training in?",
    description: "Pick as many as you like; we only show gyms that have all of them.",
    options: [
      ...EQUIPMENT,
      {
        value: "long",
        label: "Competition-grade calibrated plates with a dedicated lifting platform and chalk",
      },
    ],
  },
  decorators: [(Story) => <div style={{ maxWidth: 320 }}>{Story()}</div>],
};

export const Mobile: Story = {
  ...mobileStory,
  decorators: [(Story) => <div className="p-4">{Story()}</div>, ...mobileStory.decorators],
};

export const AllStates: Story = {
  render: () => (
    <div className="grid gap-6 sm:grid-cols-2">
      <div>
        <StateLabel>default</StateLabel>
        <CheckboxGroup legend="Equipment" name="e1" options={EQUIPMENT} defaultValue={["cardio"]} />
      </div>
      <div>
        <StateLabel>error</StateLabel>
        <CheckboxGroup
          legend="Sports"
          name="e2"
          required
          options={EQUIPMENT}
          errors={["Select at least one sport"]}
        />
      </div>
      <div>
        <StateLabel>disabled</StateLabel>
        <CheckboxGroup legend="Amenities" name="e3" options={EQUIPMENT} disabled defaultValue={["cardio"]} />
      </div>
      <div>
        <StateLabel>horizontal</StateLabel>
        <CheckboxGroup legend="Days" name="e4" orientation="horizontal" options={EQUIPMENT} />
      </div>
    </div>
  ),
};
