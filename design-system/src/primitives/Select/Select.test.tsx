import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, test, vi } from "vitest";
import { Field } from "../Field/Field";
import { Select } from "./Select";

const TYPES = [
  { value: "day_pass", label: "Day Pass" },
  { value: "hourly", label: "Hourly" },
];

/** The select's value (the Workers DOM types clash with HTMLSelectElement, so read it structurally). */
function selectedValue(element: HTMLElement): string {
  return (element as unknown as { value: string }).value;
}

describe("Select", () => {
  test("is a native select whose options come from the prop", async () => {
    const onChange = vi.fn();
    render(<Select aria-label="Booking type" name="bookingType" options={TYPES} onChange={onChange} />);
    const select = screen.getByRole("combobox", { name: "Booking type" });
    expect(select.tagName).toBe("SELECT");
    expect(select.getAttribute("name")).toBe("bookingType");
    expect(
      within(select)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["Day Pass", "Hourly"]);
    await userEvent.selectOptions(select, "Hourly");
    expect(selectedValue(select)).toBe("hourly");
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  test("a placeholder is an empty first option, chosen by default", () => {
    render(<Select aria-label="Type" placeholder="Choose one" options={TYPES} />);
    const select = screen.getByRole("combobox", { name: "Type" });
    expect(selectedValue(select)).toBe("");
    expect(within(select).getAllByRole("option")[0]?.textContent).toBe("Choose one");
  });

  test("a default value wins over the placeholder", () => {
    render(<Select aria-label="Type" placeholder="Choose one" defaultValue="hourly" options={TYPES} />);
    expect(selectedValue(screen.getByRole("combobox", { name: "Type" }))).toBe("hourly");
  });

  test("accepts option children and disabled options", () => {
    render(
      <Select aria-label="Country">
        <option value="NZ">New Zealand</option>
        <option value="AU" disabled>
          Australia
        </option>
      </Select>,
    );
    const options = within(screen.getByRole("combobox", { name: "Country" })).getAllByRole("option");
    expect((options[1] as HTMLOptionElement).disabled).toBe(true);
  });

  test("takes the Field wiring", () => {
    render(
      <Field.Root id="type" errors={["Please select a booking type"]}>
        <Field.Label>Booking type</Field.Label>
        <Select options={TYPES} />
        <Field.Error />
      </Field.Root>,
    );
    const select = screen.getByRole("combobox", { name: "Booking type" });
    expect(select.id).toBe("type");
    expect(select.getAttribute("aria-invalid")).toBe("true");
    expect(select.getAttribute("aria-describedby")).toBe("type-error");
  });
});
