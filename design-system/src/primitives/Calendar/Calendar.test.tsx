import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, test, vi } from "vitest";
import { Calendar } from "./Calendar";
import { DatePicker } from "./DatePicker";

const dayButton = (label: string) => screen.getByRole("button", { name: label });
/** The selected days: gridcells (tds of the role="grid" table) with aria-selected="true". */
const selectedCells = () => [...document.querySelectorAll('table[role="grid"] td[aria-selected="true"]')];

describe("Calendar", () => {
  test("a named grid of the month with weekday headers from Monday and blank lead cells", () => {
    render(<Calendar defaultMonth="2025-10" aria-label="Booking day" />);
    expect(screen.getByRole("group", { name: "Booking day" })).toBeTruthy();
    const grid = screen.getByRole("grid", { name: "October 2025" });
    const headers = within(grid).getAllByRole("columnheader");
    expect(headers.map((h) => h.textContent)).toEqual([
      "MonMonday",
      "TueTuesday",
      "WedWednesday",
      "ThuThursday",
      "FriFriday",
      "SatSaturday",
      "SunSunday",
    ]);
    const firstRow = within(grid).getAllByRole("row")[1] as HTMLElement;
    // A td in a role="grid" table is a gridcell by its implicit role (browsers and axe read it so;
    // testing-library's role table calls it a cell), so cells are found as tds.
    const cells = [...firstRow.querySelectorAll("td")];
    expect(cells[0]?.textContent).toBe("");
    expect(cells[2]?.textContent).toBe("1");
    expect(within(grid).getAllByRole("button")).toHaveLength(31);
  });

  test("single mode selects one day; clicking it again keeps it", async () => {
    const onSelect = vi.fn();
    render(<Calendar defaultMonth="2025-09" onSelect={onSelect} />);
    await userEvent.click(dayButton("Monday, 15 September 2025"));
    await userEvent.click(dayButton("Tuesday, 16 September 2025"));
    await userEvent.click(dayButton("Tuesday, 16 September 2025"));
    expect(onSelect.mock.calls).toEqual([["2025-09-15"], ["2025-09-16"]]);
    const selected = selectedCells();
    expect(selected.map((c) => c.textContent)).toEqual(["16"]);
  });

  test("multiple mode toggles days, keeps them sorted, and Clear dates empties", async () => {
    const onSelect = vi.fn();
    render(
      <Calendar
        mode="multiple"
        defaultMonth="2025-09"
        defaultSelected={["2025-09-20"]}
        clearable
        onSelect={onSelect}
      />,
    );
    await userEvent.click(dayButton("Wednesday, 3 September 2025"));
    expect(onSelect).toHaveBeenLastCalledWith(["2025-09-03", "2025-09-20"]);
    await userEvent.click(dayButton("Saturday, 20 September 2025"));
    expect(onSelect).toHaveBeenLastCalledWith(["2025-09-03"]);
    await userEvent.click(screen.getByRole("button", { name: "Clear dates" }));
    expect(onSelect).toHaveBeenLastCalledWith([]);
    expect(selectedCells()).toHaveLength(0);
  });

  test("days before minDate and closed days are aria-disabled and cannot be selected", async () => {
    const onSelect = vi.fn();
    render(
      <Calendar
        defaultMonth="2025-09"
        minDate="2025-09-10"
        isDateDisabled={(iso) => iso === "2025-09-18"}
        onSelect={onSelect}
      />,
    );
    const past = dayButton("Tuesday, 9 September 2025");
    const closed = dayButton("Thursday, 18 September 2025");
    expect(past.getAttribute("aria-disabled")).toBe("true");
    expect(closed.getAttribute("aria-disabled")).toBe("true");
    expect(dayButton("Wednesday, 10 September 2025").getAttribute("aria-disabled")).toBeNull();
    // The first enabled day is the one in the tab order.
    expect(dayButton("Wednesday, 10 September 2025").tabIndex).toBe(0);
    await userEvent.click(past);
    await userEvent.click(closed);
    expect(onSelect).not.toHaveBeenCalled();
    expect((screen.getByRole("button", { name: "Previous month" }) as HTMLButtonElement).disabled).toBe(true);
  });

  test("arrow keys rove focus across months; PageDown keeps the day of month", async () => {
    render(<Calendar defaultMonth="2025-01" defaultSelected="2025-01-31" />);
    const start = dayButton("Friday, 31 January 2025");
    expect(start.tabIndex).toBe(0);
    // Previous month, Next month, then the one tabbable day.
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    expect(document.activeElement).toBe(start);
    await userEvent.keyboard("{PageDown}");
    expect(screen.getByRole("heading", { name: "February 2025" })).toBeTruthy();
    expect(document.activeElement).toBe(dayButton("Friday, 28 February 2025"));
    await userEvent.keyboard("{ArrowUp}{Home}");
    expect(document.activeElement).toBe(dayButton("Monday, 17 February 2025"));
    await userEvent.keyboard("{ArrowLeft}");
    expect(document.activeElement).toBe(dayButton("Sunday, 16 February 2025"));
    await userEvent.keyboard("{Shift>}{PageUp}{/Shift}");
    expect(document.activeElement).toBe(dayButton("Friday, 16 February 2024"));
    expect(document.querySelectorAll('[data-iso][tabindex="0"]')).toHaveLength(1);
  });

  test("controlled month and selection", async () => {
    function Controlled() {
      const [month, setMonth] = useState("2025-12");
      const [days, setDays] = useState<string[]>([]);
      return (
        <>
          <Calendar
            mode="multiple"
            month={month}
            onMonthChange={setMonth}
            selected={days}
            onSelect={setDays}
          />
          <output>{days.join(",")}</output>
        </>
      );
    }
    render(<Controlled />);
    await userEvent.click(screen.getByRole("button", { name: "Next month" }));
    expect(screen.getByRole("heading", { name: "January 2026" })).toBeTruthy();
    await userEvent.click(dayButton("Friday, 2 January 2026"));
    await userEvent.click(dayButton("Thursday, 1 January 2026"));
    expect(screen.getByRole("status").textContent).toBe("2026-01-01,2026-01-02");
  });

  test("name submits one hidden input per selected day", () => {
    const { container } = render(
      <Calendar mode="multiple" name="days" defaultSelected={["2025-09-12", "2025-09-13"]} />,
    );
    const inputs = [...container.querySelectorAll<HTMLInputElement>('input[name="days"]')];
    expect(inputs.map((i) => i.value)).toEqual(["2025-09-12", "2025-09-13"]);
  });
});

describe("DatePicker", () => {
  test("a labelled native date input with name and min", async () => {
    const onValueChange = vi.fn();
    render(
      <DatePicker label="Booking date" name="bookingDate" min="2025-09-10" onValueChange={onValueChange} />,
    );
    const input = screen.getByLabelText("Booking date") as HTMLInputElement;
    expect([input.type, input.name, input.min]).toEqual(["date", "bookingDate", "2025-09-10"]);
    await userEvent.type(input, "2025-09-12");
    expect(onValueChange).toHaveBeenLastCalledWith("2025-09-12");
  });

  test("the calendar disclosure fills the input, closes, and Escape closes it too", async () => {
    render(<DatePicker label="Booking date" min="2025-09-10" defaultValue="2025-09-12" withCalendar />);
    const toggle = screen.getByRole("button", { name: "Choose from calendar" });
    await userEvent.click(toggle);
    expect(toggle.getAttribute("aria-expanded")).toBe("true");
    // The Calendar is loaded when first wanted (ADR 030).
    await userEvent.click(await screen.findByRole("button", { name: "Monday, 22 September 2025" }));
    expect((screen.getByLabelText("Booking date") as HTMLInputElement).value).toBe("2025-09-22");
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    await userEvent.click(toggle);
    dayButton("Monday, 22 September 2025").focus();
    await userEvent.keyboard("{Escape}");
    expect(screen.queryByRole("grid")).toBeNull();
    expect(document.activeElement).toBe(screen.getByLabelText("Booking date"));
  });
});
