import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, within } from "storybook/test";
import { mobileStory, StateLabel } from "../../_storybook/decorators";
import { Button } from "../Button/Button";
import { Skeleton } from "../Skeleton/Skeleton";
import { Calendar } from "./Calendar";
import { dayOfWeek, type IsoDate } from "./calendar-dates";
import { DatePicker } from "./DatePicker";

/** The selected day: a td of the role="grid" table (a gridcell by its implicit role) with aria-selected. */
const SELECTED_DAYS = 'table[role="grid"] td[aria-selected="true"]';
const selectedDays = (root: HTMLElement) => root.querySelector<HTMLElement>(SELECTED_DAYS);

/** The gym feed's sample: September 2025 with three training days preselected. */
const TRAINING_DAYS = ["2025-09-12", "2025-09-13", "2025-09-15"];
const day = (n: number) => `${n} September 2025`;

const meta = {
  title: "Primitives/Forms/Calendar",
  component: Calendar,
  args: { defaultMonth: "2025-09", onSelect: fn(), onMonthChange: fn() },
} satisfies Meta<typeof Calendar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { name: "September 2025" })).toBeInTheDocument();
    await expect(canvas.getByRole("grid", { name: "September 2025" })).toBeInTheDocument();
    await expect(canvas.getAllByRole("columnheader")).toHaveLength(7);
  },
};

/** Previous/next month buttons; the heading (a polite live region) follows. */
export const MonthNavigation: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Next month" }));
    await expect(canvas.getByRole("heading", { name: "October 2025" })).toHaveAttribute(
      "aria-live",
      "polite",
    );
    await expect(args.onMonthChange).toHaveBeenLastCalledWith("2025-10");
    await userEvent.click(canvas.getByRole("button", { name: "Previous month" }));
    await userEvent.click(canvas.getByRole("button", { name: "Previous month" }));
    await expect(canvas.getByRole("heading", { name: "August 2025" })).toBeInTheDocument();
  },
};

export const SelectDay: Story = {
  args: { defaultSelected: "2025-09-12" },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(selectedDays(canvasElement)).toHaveTextContent("12");
    await userEvent.click(canvas.getByRole("button", { name: `Wednesday, ${day(17)}` }));
    await expect(args.onSelect).toHaveBeenLastCalledWith("2025-09-17");
    const selected = canvasElement.querySelectorAll(SELECTED_DAYS);
    await expect(selected).toHaveLength(1);
    await expect(selected[0]).toHaveTextContent("17");
  },
};

/** The training-day calendar: clicking toggles days; Clear dates empties the selection. */
export const MultipleTrainingDays: Story = {
  render: (args) => (
    <Calendar
      mode="multiple"
      defaultMonth="2025-09"
      defaultSelected={TRAINING_DAYS}
      clearable
      onSelect={args.onSelect as (days: IsoDate[]) => void}
      aria-label="Training days"
    />
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("grid")).toHaveAttribute("aria-multiselectable", "true");
    await expect(canvasElement.querySelectorAll(SELECTED_DAYS)).toHaveLength(3);
    await userEvent.click(canvas.getByRole("button", { name: `Wednesday, ${day(10)}` }));
    await expect(args.onSelect).toHaveBeenLastCalledWith(["2025-09-10", ...TRAINING_DAYS]);
    await userEvent.click(canvas.getByRole("button", { name: `Friday, ${day(12)}` }));
    await expect(args.onSelect).toHaveBeenLastCalledWith(["2025-09-10", "2025-09-13", "2025-09-15"]);
    await expect(canvasElement.querySelectorAll(SELECTED_DAYS)).toHaveLength(3);
    await userEvent.click(canvas.getByRole("button", { name: "Clear dates" }));
    await expect(args.onSelect).toHaveBeenLastCalledWith([]);
    await expect(canvasElement.querySelectorAll(SELECTED_DAYS)).toHaveLength(0);
    await expect(canvas.getByRole("button", { name: "Clear dates" })).toBeDisabled();
  },
};

/** minDate is "today" in the gym's time zone (passed in): earlier days cannot be chosen. */
export const DisabledPastDates: Story = {
  args: { minDate: "2025-09-10" },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const past = canvas.getByRole("button", { name: `Tuesday, ${day(9)}` });
    await expect(past).toHaveAttribute("aria-disabled", "true");
    await userEvent.click(past);
    await expect(args.onSelect).not.toHaveBeenCalled();
    await expect(canvasElement.querySelectorAll(SELECTED_DAYS)).toHaveLength(0);
    await expect(canvas.getByRole("button", { name: "Previous month" })).toBeDisabled();
    await userEvent.click(canvas.getByRole("button", { name: `Wednesday, ${day(10)}` }));
    await expect(args.onSelect).toHaveBeenLastCalledWith("2025-09-10");
  },
};

/** Closed days (here Sundays) through isDateDisabled. */
export const ClosedDays: Story = {
  args: { isDateDisabled: (iso: IsoDate) => dayOfWeek(iso) === 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("button", { name: `Sunday, ${day(14)}` })).toHaveAttribute(
      "aria-disabled",
      "true",
    );
  },
};

/** Roving tabindex: one day is tabbable; arrows, Home/End and PageDown move focus, Enter selects. */
export const KeyboardNavigation: Story = {
  args: { defaultSelected: "2025-09-30" },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    canvas.getByRole("button", { name: `Tuesday, ${day(30)}` }).focus();
    await userEvent.keyboard("{ArrowRight}");
    await expect(canvas.getByRole("heading", { name: "October 2025" })).toBeInTheDocument();
    await expect(canvas.getByRole("button", { name: "Wednesday, 1 October 2025" })).toHaveFocus();
    await userEvent.keyboard("{ArrowDown}{End}");
    await expect(canvas.getByRole("button", { name: "Sunday, 12 October 2025" })).toHaveFocus();
    await userEvent.keyboard("{PageUp}");
    await expect(canvas.getByRole("button", { name: `Friday, ${day(12)}` })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onSelect).toHaveBeenLastCalledWith("2025-09-12");
    const tabbable = canvasElement.querySelectorAll('[data-iso][tabindex="0"]');
    await expect(tabbable).toHaveLength(1);
  },
};

/** No selection yet: Clear dates is disabled. */
export const Empty: Story = {
  render: () => <Calendar mode="multiple" defaultMonth="2025-09" clearable aria-label="Training days" />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("button", { name: "Clear dates" })).toBeDisabled();
  },
};

export const Loading: Story = {
  render: () => (
    <div aria-busy="true" className="flex w-full max-w-[22rem] flex-col gap-2">
      <span className="sr-only">Loading calendar…</span>
      <Skeleton className="h-8 w-full" />
      <Skeleton className="h-64 w-full" />
    </div>
  ),
};

/** A controlled calendar with a Find Gyms button enabled only when days are selected (gym feed). */
export const ControlledWithAction: Story = {
  render: function Render() {
    const [days, setDays] = useState<IsoDate[]>([]);
    const [month, setMonth] = useState("2025-09");
    return (
      <div className="flex max-w-[22rem] flex-col gap-3">
        <Calendar
          mode="multiple"
          month={month}
          onMonthChange={setMonth}
          selected={days}
          onSelect={setDays}
          clearable
          name="days"
          aria-label="Training days"
        />
        <Button disabled={days.length === 0}>Find Gyms</Button>
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("button", { name: "Find Gyms" })).toBeDisabled();
    await userEvent.click(canvas.getByRole("button", { name: `Monday, ${day(22)}` }));
    await expect(canvas.getByRole("button", { name: "Find Gyms" })).toBeEnabled();
    await expect(canvasElement.querySelector('input[name="days"]')).toHaveValue("2025-09-22");
  },
};

export const SundayStart: Story = { args: { weekStartsOn: 0 } };

export const Mobile: Story = {
  ...mobileStory,
  render: () => (
    <div className="flex flex-col gap-4 p-4">
      <Calendar
        mode="multiple"
        defaultMonth="2025-09"
        defaultSelected={TRAINING_DAYS}
        clearable
        aria-label="Training days"
      />
      <DatePicker label="Booking date" min="2025-09-10" withCalendar />
    </div>
  ),
};

export const AllStates: Story = {
  render: () => (
    <div className="flex flex-wrap gap-6">
      <div>
        <StateLabel>single, selected</StateLabel>
        <Calendar defaultMonth="2025-09" defaultSelected="2025-09-15" aria-label="Single" />
      </div>
      <div>
        <StateLabel>multiple, past disabled, clearable</StateLabel>
        <Calendar
          mode="multiple"
          defaultMonth="2025-09"
          defaultSelected={TRAINING_DAYS}
          minDate="2025-09-11"
          clearable
          aria-label="Multiple"
        />
      </div>
      <div>
        <StateLabel>closed Sundays</StateLabel>
        <Calendar
          defaultMonth="2025-09"
          isDateDisabled={(iso) => dayOfWeek(iso) === 0}
          aria-label="Closed Sundays"
        />
      </div>
      <div className="flex w-72 flex-col gap-4">
        <StateLabel>date picker</StateLabel>
        <DatePicker label="Date" defaultValue="2025-09-12" withCalendar />
        <DatePicker label="Date (disabled)" disabled />
      </div>
    </div>
  ),
};
