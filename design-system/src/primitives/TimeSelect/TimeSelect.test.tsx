import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, test } from "vitest";
import { TimeSelect, timeSlots } from "./TimeSelect";

/** The select's value (the Workers DOM types clash with HTMLSelectElement, so read it structurally). */
function selectedValue(element: HTMLElement): string {
  return (element as unknown as { value: string }).value;
}

describe("timeSlots", () => {
  test("spec defaults: every 30 minutes from 06:00 to 22:00 inclusive", () => {
    const slots = timeSlots();
    expect(slots).toHaveLength(33);
    expect(slots[0]).toBe("06:00");
    expect(slots[1]).toBe("06:30");
    expect(slots.at(-1)).toBe("22:00");
    expect(timeSlots("06:00", "22:00", 30)).toEqual(slots);
  });

  test("includes `to` only when a step lands on it", () => {
    expect(timeSlots("09:00", "10:00", 45)).toEqual(["09:00", "09:45"]);
    expect(timeSlots("09:00", "10:30", 45)).toEqual(["09:00", "09:45", "10:30"]);
  });

  test("one slot when from equals to; none when from is after to", () => {
    expect(timeSlots("12:00", "12:00")).toEqual(["12:00"]);
    expect(timeSlots("12:00", "11:30")).toEqual([]);
  });

  test("covers the whole day at the edges", () => {
    const day = timeSlots("00:00", "23:30", 30);
    expect(day).toHaveLength(48);
    expect(day.at(-1)).toBe("23:30");
  });

  test("rejects malformed times and steps", () => {
    expect(() => timeSlots("6:00", "22:00")).toThrow(RangeError);
    expect(() => timeSlots("06:00", "24:00")).toThrow(RangeError);
    expect(() => timeSlots("06:00", "22:00", 0)).toThrow(RangeError);
    expect(() => timeSlots("06:00", "22:00", 7.5)).toThrow(RangeError);
  });
});

describe("TimeSelect", () => {
  test("lists the placeholder then the slots and submits HH:MM", async () => {
    render(
      <form aria-label="Booking">
        <TimeSelect aria-label="Start time" name="startTime" />
      </form>,
    );
    const select = screen.getByRole("combobox", { name: "Start time" });
    const options = within(select).getAllByRole("option");
    expect(options[0]?.textContent).toBe("Select a time");
    expect(selectedValue(select)).toBe("");
    await userEvent.selectOptions(select, "14:30");
    const data = new FormData(screen.getByRole("form", { name: "Booking" }) as HTMLFormElement);
    expect(data.get("startTime")).toBe("14:30");
  });

  test("disables the slots isSlotDisabled rejects", () => {
    render(<TimeSelect aria-label="Start time" isSlotDisabled={(t) => t === "06:30"} />);
    const select = screen.getByRole("combobox", { name: "Start time" });
    expect((within(select).getByRole("option", { name: "06:30" }) as HTMLOptionElement).disabled).toBe(true);
    expect((within(select).getByRole("option", { name: "07:00" }) as HTMLOptionElement).disabled).toBe(false);
  });

  test("formatSlot changes the label, not the value", () => {
    render(<TimeSelect aria-label="Start time" from="13:00" to="13:00" formatSlot={() => "1:00 PM"} />);
    const option = screen.getByRole("option", { name: "1:00 PM" }) as HTMLOptionElement;
    expect(option.value).toBe("13:00");
  });
});
