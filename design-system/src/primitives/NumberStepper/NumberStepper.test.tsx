import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, test, vi } from "vitest";
import { Field } from "../Field/Field";
import { NumberStepper, normalizeStepperValue } from "./NumberStepper";

function setup(props: Partial<React.ComponentProps<typeof NumberStepper>> = {}) {
  const onValueChange = vi.fn();
  render(
    <form aria-label="Booking">
      <NumberStepper
        label="Duration"
        aria-label="Duration (hours)"
        name="duration"
        min={1}
        max={8}
        defaultValue={2}
        onValueChange={onValueChange}
        {...props}
      />
    </form>,
  );
  return {
    onValueChange,
    input: screen.getByRole("spinbutton", { name: "Duration (hours)" }) as HTMLInputElement,
    decrease: screen.getByRole("button", { name: "Decrease Duration" }) as HTMLButtonElement,
    increase: screen.getByRole("button", { name: "Increase Duration" }) as HTMLButtonElement,
    submitted: () =>
      new FormData(screen.getByRole("form", { name: "Booking" }) as HTMLFormElement).get("duration"),
  };
}

describe("normalizeStepperValue", () => {
  test("non-numeric becomes min (spec: duration non-numeric becomes 1)", () => {
    expect(normalizeStepperValue("", 1, 8)).toBe(1);
    expect(normalizeStepperValue("abc", 1, 8)).toBe(1);
    expect(normalizeStepperValue("NaN", 1, 8)).toBe(1);
  });
  test("clamps to the bounds", () => {
    expect(normalizeStepperValue("0", 1, 8)).toBe(1);
    expect(normalizeStepperValue("-3", 1, 8)).toBe(1);
    expect(normalizeStepperValue("99", 1, 8)).toBe(8);
  });
  test("rounds to whole steps from min", () => {
    expect(normalizeStepperValue("2.4", 1, 8)).toBe(2);
    expect(normalizeStepperValue("2.6", 1, 8)).toBe(3);
    expect(normalizeStepperValue("25", 10, 200, 10)).toBe(30);
    expect(normalizeStepperValue("0.3", 0, 1, 0.1)).toBe(0.3);
  });
});

describe("NumberStepper", () => {
  test("a native number input with min/max/step and a name", () => {
    const { input, submitted } = setup();
    expect(input.type).toBe("number");
    expect(input.min).toBe("1");
    expect(input.max).toBe("8");
    expect(input.step).toBe("1");
    expect(submitted()).toBe("2");
  });

  test("buttons step the value and stop at the bounds", async () => {
    const { input, decrease, increase, onValueChange } = setup({ defaultValue: 7 });
    await userEvent.click(increase);
    expect(input.value).toBe("8");
    expect(onValueChange).toHaveBeenLastCalledWith(8);
    expect(increase.disabled).toBe(true);
    for (let i = 0; i < 7; i += 1) await userEvent.click(decrease);
    expect(input.value).toBe("1");
    expect(decrease.disabled).toBe(true);
    expect(increase.disabled).toBe(false);
  });

  test("buttons control the input", () => {
    const { input, decrease, increase } = setup();
    expect(decrease.getAttribute("aria-controls")).toBe(input.id);
    expect(increase.getAttribute("aria-controls")).toBe(input.id);
  });

  test("non-numeric text becomes min on blur; too large becomes max", async () => {
    const { input, onValueChange } = setup({ defaultValue: 4 });
    await userEvent.clear(input);
    await userEvent.tab();
    expect(input.value).toBe("1");
    expect(onValueChange).toHaveBeenLastCalledWith(1);
    await userEvent.type(input, "0");
    await userEvent.tab();
    expect(input.value).toBe("8");
  });

  test("a typed in-range value counts before blur", async () => {
    const { input, onValueChange, submitted } = setup();
    await userEvent.clear(input);
    await userEvent.type(input, "6");
    expect(onValueChange).toHaveBeenLastCalledWith(6);
    expect(submitted()).toBe("6");
  });

  test("controlled: shows the value prop", async () => {
    const onValueChange = vi.fn();
    render(
      <NumberStepper
        label="Sessions"
        aria-label="Sessions"
        min={1}
        max={30}
        value={5}
        onValueChange={onValueChange}
      />,
    );
    await userEvent.click(screen.getByRole("button", { name: "Increase Sessions" }));
    expect(onValueChange).toHaveBeenCalledWith(6);
    expect((screen.getByRole("spinbutton", { name: "Sessions" }) as HTMLInputElement).value).toBe("5");
  });

  test("takes the Field wiring and disabled state", () => {
    render(
      <Field.Root id="duration" disabled errors={["Duration must be at least 1 hour"]}>
        <Field.Label>Duration (hours)</Field.Label>
        <NumberStepper label="Duration" min={1} max={8} />
        <Field.Error />
      </Field.Root>,
    );
    const input = screen.getByRole("spinbutton", { name: "Duration (hours)" }) as HTMLInputElement;
    expect(input.id).toBe("duration");
    expect(input.getAttribute("aria-invalid")).toBe("true");
    expect(input.disabled).toBe(true);
    expect((screen.getByRole("button", { name: "Increase Duration" }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });
});
