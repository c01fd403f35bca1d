import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { mobileStory, StateLabel } from "../../_storybook/decorators";
import { Field } from "../Field/Field";
import { TimeSelect } from "./TimeSelect";

const meta = {
  title: "Primitives/Forms/TimeSelect",
  component: TimeSelect,
  args: { "aria-label": "Start time", name: "startTime" },
  decorators: [(Story) => <div className="max-w-xs">{Story()}</div>],
} satisfies Meta<typeof TimeSelect>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Spec: every 30 minutes from 06:00 to 22:00, last slot 22:00 (33 slots plus the placeholder). */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole("combobox", { name: "Start time" });
    const options = within(select).getAllByRole("option");
    await expect(options).toHaveLength(34);
    await expect(options[0]).toHaveTextContent("Select a time");
    await expect(options[1]).toHaveTextContent("06:00");
    await expect(options.at(-1)).toHaveTextContent("22:00");
    await userEvent.selectOptions(select, "09:30");
    await expect(select).toHaveValue("09:30");
  },
};

/** Booked or past slots stay listed but cannot be chosen. */
export const DisabledSlots: Story = {
  args: { isSlotDisabled: (time: string) => time < "09:00" || time === "12:00" },
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole("combobox", { name: "Start time" });
    await expect(within(select).getByRole("option", { name: "06:00" })).toBeDisabled();
    await expect(within(select).getByRole("option", { name: "12:00" })).toBeDisabled();
    await expect(within(select).getByRole("option", { name: "12:30" })).toBeEnabled();
  },
};

export const TwelveHourLabels: Story = {
  args: {
    formatSlot: (time: string) => {
      const [h = 0, m = 0] = time.split(":").map(Number);
      return `${((h + 11) % 12) + 1}:${String(m).padStart(2, "0")} ${h < 12 ? "AM" : "PM"}`;
    },
  },
};

export const HourlySteps: Story = { args: { from: "07:00", to: "20:00", step: 60 } };

export const Empty: Story = { args: { from: "10:00", to: "09:00", placeholder: "No times left today" } };

export const Invalid: Story = {
  name: "Error",
  render: (args) => (
    <Field.Root required errors={["Start time is required"]}>
      <Field.Label>Start time</Field.Label>
      <TimeSelect {...args} aria-label={undefined} />
      <Field.Error />
    </Field.Root>
  ),
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole("combobox", { name: "Start time required" });
    await expect(select).toHaveAttribute("aria-invalid", "true");
    await expect(within(canvasElement).getByRole("alert")).toHaveTextContent("Start time is required");
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("combobox", { name: "Start time" })).toBeDisabled();
  },
};

export const LongText: Story = {
  args: { placeholder: "Select a start time for your session (the gym opens at 6 am)" },
};

export const Mobile: Story = {
  ...mobileStory,
  decorators: [],
  render: (args) => (
    <div className="p-4">
      <Field.Root required>
        <Field.Label>Start time</Field.Label>
        <TimeSelect {...args} aria-label={undefined} />
      </Field.Root>
    </div>
  ),
};

export const AllStates: Story = {
  render: () => (
    <div className="flex flex-col gap-4">
      <div>
        <StateLabel>default</StateLabel>
        <TimeSelect aria-label="Start time (default)" />
      </div>
      <div>
        <StateLabel>chosen</StateLabel>
        <TimeSelect aria-label="Start time (chosen)" defaultValue="18:30" />
      </div>
      <div>
        <StateLabel>invalid</StateLabel>
        <TimeSelect aria-label="Start time (invalid)" aria-invalid="true" />
      </div>
      <div>
        <StateLabel>disabled</StateLabel>
        <TimeSelect aria-label="Start time (disabled)" disabled />
      </div>
    </div>
  ),
};
