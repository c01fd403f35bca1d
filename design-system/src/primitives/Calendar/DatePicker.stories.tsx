import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { mobileStory, StateLabel } from "../../_storybook/decorators";
import { DatePicker } from "./DatePicker";

/** The selected day: a td of the role="grid" table (a gridcell by its implicit role) with aria-selected. */
const SELECTED_DAYS = 'table[role="grid"] td[aria-selected="true"]';
const selectedDays = (root: HTMLElement) => root.querySelector<HTMLElement>(SELECTED_DAYS);

const day = (n: number) => `${n} September 2025`;

const meta = {
  title: "Primitives/Forms/DatePicker",
  component: DatePicker,
  args: { label: "Booking date", name: "bookingDate" },
} satisfies Meta<typeof DatePicker>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: () => <DatePicker label="Booking date" name="bookingDate" min="2025-09-10" />,
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText("Booking date");
    await expect(input).toHaveAttribute("type", "date");
    await expect(input).toHaveAttribute("name", "bookingDate");
    await expect(input).toHaveAttribute("min", "2025-09-10");
  },
};

/** The native input paired with the Calendar in a disclosure panel. */
export const WithCalendar: Story = {
  render: () => (
    <DatePicker
      label="Booking date"
      name="bookingDate"
      min="2025-09-10"
      defaultValue="2025-09-12"
      withCalendar
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole("button", { name: "Choose from calendar" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    // The Calendar is loaded on demand (ADR 030).
    const tuesday = await canvas.findByRole("button", { name: `Tuesday, ${day(9)}` });
    await expect(selectedDays(canvasElement)).toHaveTextContent("12");
    await userEvent.click(tuesday);
    await expect(canvas.getByLabelText("Booking date")).toHaveValue("2025-09-12");
    await userEvent.click(canvas.getByRole("button", { name: `Saturday, ${day(20)}` }));
    await expect(canvas.getByLabelText("Booking date")).toHaveValue("2025-09-20");
    await expect(canvas.getByLabelText("Booking date")).toHaveFocus();
    await expect(canvas.queryByRole("grid")).toBeNull();
  },
};

export const Disabled: Story = {
  render: () => <DatePicker label="Booking date" name="bookingDate" disabled withCalendar />,
};

export const ErrorState: Story = {
  render: () => (
    <div className="flex flex-col gap-1">
      <DatePicker
        label="Booking date"
        name="bookingDate"
        aria-invalid
        aria-describedby="booking-date-error"
        required
      />
      <p id="booking-date-error" role="alert" className="text-sm text-danger-fg">
        Please select a booking date
      </p>
    </div>
  ),
};

export const LongText: Story = {
  render: () => (
    <div style={{ maxWidth: 300 }}>
      <DatePicker
        label="Which day would you like to start training at this facility during your trip?"
        withCalendar
      />
    </div>
  ),
};

export const Mobile: Story = {
  ...mobileStory,
  render: () => (
    <div className="p-4">
      <DatePicker label="Booking date" min="2025-09-10" withCalendar />
    </div>
  ),
};

export const AllStates: Story = {
  render: () => (
    <div className="flex flex-col gap-6">
      <div>
        <StateLabel>default</StateLabel>
        <DatePicker label="Booking date" min="2025-09-10" />
      </div>
      <div>
        <StateLabel>with calendar, chosen</StateLabel>
        <DatePicker label="Start date" defaultValue="2025-09-12" withCalendar />
      </div>
      <div>
        <StateLabel>disabled</StateLabel>
        <DatePicker label="End date" disabled />
      </div>
    </div>
  ),
};
