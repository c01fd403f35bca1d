import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { mobileStory, StateLabel } from "../../_storybook/decorators";
import { Field } from "../Field/Field";
import { Select } from "./Select";

const STATUS = [
  { value: "all", label: "All bookings" },
  { value: "pending", label: "Pending" },
  { value: "confirmed", label: "Confirmed" },
  { value: "completed", label: "Completed" },
  { value: "cancelled", label: "Cancelled" },
];

const meta = {
  title: "Primitives/Forms/Select",
  component: Select,
  args: { "aria-label": "Status", name: "status", options: STATUS },
  argTypes: { size: { control: "inline-radio", options: ["sm", "md", "lg"] } },
  decorators: [(Story) => <div className="max-w-xs">{Story()}</div>],
} satisfies Meta<typeof Select>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole("combobox", { name: "Status" });
    await expect(select).toHaveValue("all");
    await userEvent.selectOptions(select, "Confirmed");
    await expect(select).toHaveValue("confirmed");
  },
};

export const WithPlaceholder: Story = {
  args: {
    "aria-label": "Competition Level",
    name: "competitionLevel",
    placeholder: "Select your level",
    options: [
      { value: "recreational", label: "Recreational" },
      { value: "amateur", label: "Amateur" },
      { value: "semi-pro", label: "Semi-professional" },
      { value: "professional", label: "Professional" },
    ],
  },
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole("combobox", { name: "Competition Level" });
    await expect(select).toHaveValue("");
    await expect(within(select).getByRole("option", { name: "Select your level" })).toBeInTheDocument();
  },
};

export const WithChildren: Story = {
  args: { options: undefined, "aria-label": "Country", name: "country", defaultValue: "NZ" },
  render: (args) => (
    <Select {...args}>
      <option value="NZ">New Zealand</option>
      <option value="AU">Australia</option>
    </Select>
  ),
};

export const Small: Story = { args: { size: "sm" } };
export const Large: Story = { args: { size: "lg" } };
export const Empty: Story = { args: { options: [], placeholder: "No cities yet" } };

export const Invalid: Story = {
  name: "Error",
  render: (args) => (
    <Field.Root required errors={["Please select a booking type"]}>
      <Field.Label>Booking type</Field.Label>
      <Select
        {...args}
        aria-label={undefined}
        name="bookingType"
        placeholder="Choose one"
        options={[
          { value: "day_pass", label: "Day Pass" },
          { value: "hourly", label: "Hourly" },
        ]}
      />
      <Field.Error />
    </Field.Root>
  ),
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole("combobox", { name: "Booking type required" });
    await expect(select).toHaveAttribute("aria-invalid", "true");
    await expect(select).toHaveAccessibleDescription("Please select a booking type");
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("combobox", { name: "Status" })).toBeDisabled();
  },
};

export const DisabledOption: Story = {
  args: { options: STATUS.map((o) => ({ ...o, disabled: o.value === "cancelled" })) },
};

export const LongText: Story = {
  args: {
    "aria-label": "Gym",
    options: [
      { value: "1", label: "Les Mills Auckland City — Victoria Street West, Auckland Central, New Zealand" },
      { value: "2", label: "CityFitness Wellington Central" },
    ],
  },
};

export const Mobile: Story = {
  ...mobileStory,
  decorators: [],
  render: (args) => (
    <div className="p-4">
      <Field.Root>
        <Field.Label>Status</Field.Label>
        <Select {...args} aria-label={undefined} />
      </Field.Root>
    </div>
  ),
};

export const AllStates: Story = {
  render: () => (
    <div className="flex flex-col gap-4">
      {(["sm", "md", "lg"] as const).map((size) => (
        <div key={size}>
          <StateLabel>{`size ${size}`}</StateLabel>
          <Select size={size} aria-label={`Status (${size})`} options={STATUS} />
        </div>
      ))}
      <div>
        <StateLabel>placeholder</StateLabel>
        <Select
          aria-label="Sport"
          placeholder="Select a sport"
          options={[{ value: "rugby", label: "Rugby" }]}
        />
      </div>
      <div>
        <StateLabel>invalid</StateLabel>
        <Select aria-label="Status (invalid)" aria-invalid="true" options={STATUS} />
      </div>
      <div>
        <StateLabel>disabled</StateLabel>
        <Select aria-label="Status (disabled)" disabled options={STATUS} />
      </div>
    </div>
  ),
};
