import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, within } from "storybook/test";
import { mobileStory, StateLabel } from "../../_storybook/decorators";
import { RadioGroup } from "./RadioGroup";

const BOOKING_TYPES = [
  { value: "day_pass", label: "Day Pass", description: "Full day access · $25" },
  { value: "hourly", label: "Hourly", description: "Pay per hour · $12/hr" },
];

const LEVELS = [
  { value: "recreational", label: "Recreational" },
  { value: "amateur", label: "Amateur" },
  { value: "professional", label: "Professional" },
];

const meta = {
  title: "Primitives/Forms/RadioGroup",
  component: RadioGroup,
  args: { legend: "Competition Level", name: "competitionLevel", options: LEVELS, onChange: fn() },
  argTypes: {
    orientation: { control: "inline-radio", options: ["vertical", "horizontal"] },
    variant: { control: "inline-radio", options: ["default", "card"] },
  },
} satisfies Meta<typeof RadioGroup>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Click chooses; arrow keys move the choice (native radios). */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const group = within(canvasElement).getByRole("group", { name: "Competition Level" });
    const amateur = within(group).getByRole("radio", { name: "Amateur" });
    await userEvent.click(amateur);
    await expect(amateur).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith("amateur");
    await userEvent.keyboard("{ArrowDown}");
    await expect(within(group).getByRole("radio", { name: "Professional" })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith("professional");
  },
};

export const Horizontal: Story = { args: { orientation: "horizontal", defaultValue: "amateur" } };

/** The booking type choice: one card per option (spec default: day pass). */
export const Card: Story = {
  args: {
    legend: "Booking type",
    name: "bookingType",
    variant: "card",
    orientation: "horizontal",
    options: BOOKING_TYPES,
    defaultValue: "day_pass",
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("radio", { name: "Day Pass" })).toBeChecked();
    const hourly = canvas.getByRole("radio", { name: "Hourly" });
    await userEvent.click(hourly);
    await expect(hourly).toBeChecked();
    await expect(hourly).toHaveAccessibleDescription("Pay per hour · $12/hr");
    await expect(args.onChange).toHaveBeenLastCalledWith("hourly");
  },
};

export const CardVertical: Story = {
  args: { ...Card.args, orientation: "vertical", legend: "Booking type", name: "bookingType2" },
};

function ControlledBooking() {
  const [type, setType] = useState("day_pass");
  return (
    <div className="flex max-w-md flex-col gap-3">
      <RadioGroup
        legend="Booking type"
        name="bookingType"
        variant="card"
        orientation="horizontal"
        options={BOOKING_TYPES}
        value={type}
        onChange={setType}
      />
      <p className="text-sm text-fg-muted">
        {type === "hourly" ? "Duration: 2 hours" : "Duration: Full Day"}
      </p>
    </div>
  );
}

export const Controlled: Story = {
  render: () => <ControlledBooking />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Duration: Full Day")).toBeInTheDocument();
    await userEvent.click(canvas.getByRole("radio", { name: "Hourly" }));
    await expect(canvas.getByText("Duration: 2 hours")).toBeInTheDocument();
  },
};

export const Empty: Story = { args: { options: [], description: "No levels to choose from yet." } };

export const Invalid: Story = {
  name: "Error",
  args: {
    legend: "Booking type",
    name: "bookingType",
    required: true,
    variant: "card",
    orientation: "horizontal",
    options: BOOKING_TYPES,
    errors: ["Please select a booking type"],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole("group", { name: "Booking type required" });
    await expect(group).toHaveAccessibleDescription("Please select a booking type");
    await expect(canvas.getByRole("alert")).toHaveTextContent("Please select a booking type");
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: "amateur" },
  play: async ({ canvasElement }) => {
    for (const radio of within(canvasElement).getAllByRole("radio")) await expect(radio).toBeDisabled();
  },
};

export const DisabledOption: Story = {
  args: { options: LEVELS.map((o) => ({ ...o, disabled: o.value === "professional" })) },
};

export const LongText: Story = {
  args: {
    legend:
      "How often do you travel for training camps, competitions or work across New Zealand and Australia?",
    variant: "card",
    options: [
      {
        value: "monthly",
        label: "Every month, usually for a long weekend",
        description: "Including domestic flights",
      },
      { value: "quarterly", label: "A few times a year for competitions and camps" },
    ],
  },
  decorators: [(Story) => <div style={{ maxWidth: 320 }}>{Story()}</div>],
};

export const Mobile: Story = {
  ...mobileStory,
  args: { ...Card.args },
  decorators: [(Story) => <div className="p-4">{Story()}</div>, ...mobileStory.decorators],
};

export const AllStates: Story = {
  render: () => (
    <div className="grid gap-6 sm:grid-cols-2">
      <div>
        <StateLabel>default</StateLabel>
        <RadioGroup legend="Level" name="s1" options={LEVELS} defaultValue="amateur" />
      </div>
      <div>
        <StateLabel>card</StateLabel>
        <RadioGroup
          legend="Booking type"
          name="s2"
          variant="card"
          options={BOOKING_TYPES}
          defaultValue="hourly"
        />
      </div>
      <div>
        <StateLabel>error</StateLabel>
        <RadioGroup legend="Level" name="s3" required options={LEVELS} errors={["Please select a level"]} />
      </div>
      <div>
        <StateLabel>disabled</StateLabel>
        <RadioGroup legend="Level" name="s4" disabled options={LEVELS} defaultValue="recreational" />
      </div>
    </div>
  ),
};
