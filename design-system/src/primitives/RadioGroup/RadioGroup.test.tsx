import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { describe, expect, test, vi } from "vitest";
import { RadioGroup } from "./RadioGroup";

const TYPES = [
  { value: "day_pass", label: "Day Pass", description: "Full day access" },
  { value: "hourly", label: "Hourly" },
];

function radio(name: string) {
  return screen.getByRole("radio", { name }) as HTMLInputElement;
}

describe("RadioGroup", () => {
  test("a named fieldset of native radios; the form submits the chosen value", async () => {
    const onChange = vi.fn();
    render(
      <form aria-label="Booking">
        <RadioGroup
          legend="Booking type"
          name="bookingType"
          options={TYPES}
          defaultValue="day_pass"
          onChange={onChange}
        />
      </form>,
    );
    const group = screen.getByRole("group", { name: "Booking type" });
    expect(within(group).getAllByRole("radio")).toHaveLength(2);
    expect(radio("Day Pass").checked).toBe(true);
    await userEvent.click(radio("Hourly"));
    expect(onChange).toHaveBeenCalledWith("hourly");
    const data = new FormData(screen.getByRole("form", { name: "Booking" }) as HTMLFormElement);
    expect(data.get("bookingType")).toBe("hourly");
  });

  test("arrow keys move the choice", async () => {
    render(<RadioGroup legend="Type" name="t" options={TYPES} defaultValue="day_pass" />);
    radio("Day Pass").focus();
    await userEvent.keyboard("{ArrowRight}");
    expect(radio("Hourly").checked).toBe(true);
    expect(document.activeElement).toBe(radio("Hourly"));
  });

  test("an option description describes its radio", () => {
    render(<RadioGroup legend="Type" name="t" options={TYPES} variant="card" />);
    const id = radio("Day Pass").getAttribute("aria-describedby") ?? "";
    expect(document.getElementById(id)?.textContent).toBe("Full day access");
  });

  test("controlled value wins until the parent changes it", async () => {
    const onChange = vi.fn();
    render(<RadioGroup legend="Type" name="t" options={TYPES} value="day_pass" onChange={onChange} />);
    await userEvent.click(radio("Hourly"));
    expect(onChange).toHaveBeenCalledWith("hourly");
    expect(radio("Day Pass").checked).toBe(true);
  });

  test("errors: alert, described group, required and invalid radios", () => {
    render(
      <RadioGroup
        legend="Booking type"
        name="bookingType"
        required
        options={TYPES}
        errors={["Please select a booking type"]}
        errorId="bt-error"
      />,
    );
    expect(
      screen.getByRole("group", { name: "Booking type required" }).getAttribute("aria-describedby"),
    ).toBe("bt-error");
    expect(screen.getByRole("alert").textContent).toBe("Please select a booking type");
    expect(radio("Hourly").required).toBe(true);
    expect(radio("Hourly").getAttribute("aria-invalid")).toBe("true");
  });

  test("server HTML marks the default choice (works before hydration)", () => {
    const html = renderToString(<RadioGroup legend="Type" name="t" options={TYPES} defaultValue="hourly" />);
    const inputs = html.match(/<input[^>]*>/g) ?? [];
    expect(
      inputs.filter((tag) => tag.includes(' checked=""')).map((tag) => /value="(\w+)"/.exec(tag)?.[1]),
    ).toEqual(["hourly"]);
  });
});
