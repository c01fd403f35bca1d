import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, test, vi } from "vitest";
import { Field } from "../Field/Field";
import { Checkbox, CheckboxGroup } from "./Checkbox";

const OPTIONS = [
  { value: "sauna", label: "Sauna" },
  { value: "ice-bath", label: "Ice bath" },
  { value: "massage", label: "Massage room" },
];

function formValues(name: string) {
  return new FormData(screen.getByRole("form", { name: "Filters" }) as HTMLFormElement).getAll(name);
}

describe("Checkbox", () => {
  test("is a native checkbox toggled by its label and Space", async () => {
    const onCheckedChange = vi.fn();
    render(<Checkbox label="Sauna" name="amenities" value="sauna" onCheckedChange={onCheckedChange} />);
    const box = screen.getByRole("checkbox", { name: "Sauna" }) as HTMLInputElement;
    await userEvent.click(screen.getByText("Sauna"));
    expect(box.checked).toBe(true);
    expect(onCheckedChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard(" ");
    expect(box.checked).toBe(false);
    expect(onCheckedChange).toHaveBeenLastCalledWith(false);
  });

  test("a description describes the box", () => {
    render(<Checkbox label="News" description="Monthly at most." />);
    const box = screen.getByRole("checkbox", { name: "News" });
    const id = box.getAttribute("aria-describedby") ?? "";
    expect(document.getElementById(id)?.textContent).toBe("Monthly at most.");
  });

  test("takes the Field wiring when used without its own label", () => {
    render(
      <Field.Root id="terms" required errors={["You must agree to the terms and conditions"]}>
        <Field.Label>I agree</Field.Label>
        <Checkbox name="agreeToTerms" />
        <Field.Error />
      </Field.Root>,
    );
    const box = screen.getByRole("checkbox", { name: "I agree required" });
    expect(box.id).toBe("terms");
    expect(box.getAttribute("aria-invalid")).toBe("true");
    expect(box.getAttribute("aria-required")).toBe("true");
    expect(box.getAttribute("aria-describedby")).toBe("terms-error");
  });
});

describe("CheckboxGroup", () => {
  test("a named group of native checkboxes that submit one value each", async () => {
    const onChange = vi.fn();
    render(
      <form aria-label="Filters">
        <CheckboxGroup legend="Recovery Facilities" name="recovery" options={OPTIONS} onChange={onChange} />
      </form>,
    );
    const group = screen.getByRole("group", { name: "Recovery Facilities" });
    await userEvent.click(within(group).getByRole("checkbox", { name: "Massage room" }));
    await userEvent.click(within(group).getByRole("checkbox", { name: "Sauna" }));
    expect(onChange).toHaveBeenLastCalledWith(["sauna", "massage"]);
    expect(formValues("recovery")).toEqual(["sauna", "massage"]);
  });

  test("starts from defaultValue", () => {
    render(<CheckboxGroup legend="Recovery" name="r" options={OPTIONS} defaultValue={["ice-bath"]} />);
    expect((screen.getByRole("checkbox", { name: "Ice bath" }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole("checkbox", { name: "Sauna" }) as HTMLInputElement).checked).toBe(false);
  });

  test("controlled: follows value, reports changes", async () => {
    function Controlled() {
      const [value, setValue] = useState<string[]>(["sauna"]);
      return (
        <>
          <CheckboxGroup legend="Recovery" name="r" options={OPTIONS} value={value} onChange={setValue} />
          <button type="button" onClick={() => setValue([])}>
            Clear
          </button>
        </>
      );
    }
    render(<Controlled />);
    const sauna = screen.getByRole("checkbox", { name: "Sauna" }) as HTMLInputElement;
    expect(sauna.checked).toBe(true);
    await userEvent.click(screen.getByRole("checkbox", { name: "Ice bath" }));
    expect((screen.getByRole("checkbox", { name: "Ice bath" }) as HTMLInputElement).checked).toBe(true);
    await userEvent.click(screen.getByRole("button", { name: "Clear" }));
    expect(sauna.checked).toBe(false);
  });

  test("errors: an alert, described group, invalid boxes", () => {
    render(
      <CheckboxGroup
        legend="Sports"
        name="sports"
        required
        options={OPTIONS}
        errors={["Pick one"]}
        errorId="sports-error"
      />,
    );
    const group = screen.getByRole("group", { name: "Sports required" });
    expect(group.getAttribute("aria-describedby")).toBe("sports-error");
    expect(screen.getByRole("alert").id).toBe("sports-error");
    for (const box of screen.getAllByRole("checkbox")) expect(box.getAttribute("aria-invalid")).toBe("true");
  });

  test("disabled disables every box", () => {
    render(<CheckboxGroup legend="Recovery" name="r" options={OPTIONS} disabled />);
    for (const box of screen.getAllByRole("checkbox"))
      expect((box as HTMLInputElement).matches(":disabled")).toBe(true);
  });
});
