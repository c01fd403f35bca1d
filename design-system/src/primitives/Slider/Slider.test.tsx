import { fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, test, vi } from "vitest";
import { PRICE_RANGE, RangeSlider, type RangeValue, rangeKeyValue, Slider } from "./Slider";

const priceSlider = (props: Partial<React.ComponentProps<typeof RangeSlider>> = {}) => (
  <RangeSlider label="Membership Price" {...PRICE_RANGE} {...props} />
);

describe("rangeKeyValue", () => {
  const range = { min: 10, max: 200, step: 10 };
  test("arrows move one step, pages about a tenth, Home/End to the ends, clamped", () => {
    expect(rangeKeyValue("ArrowRight", 10, range)).toBe(20);
    expect(rangeKeyValue("ArrowUp", 10, range)).toBe(20);
    expect(rangeKeyValue("ArrowLeft", 10, range)).toBe(10);
    expect(rangeKeyValue("PageUp", 10, range)).toBe(30);
    expect(rangeKeyValue("PageDown", 200, range)).toBe(180);
    expect(rangeKeyValue("Home", 120, range)).toBe(10);
    expect(rangeKeyValue("End", 120, range)).toBe(200);
    expect(rangeKeyValue("a", 120, range)).toBeNull();
  });
});

describe("Slider", () => {
  test("a labelled native range with formatted value text", async () => {
    const onValueChange = vi.fn();
    render(
      <Slider
        label="Distance"
        name="distance"
        max={50}
        step={5}
        defaultValue={10}
        formatValue={(v) => `${v} km`}
        onValueChange={onValueChange}
      />,
    );
    const slider = screen.getByRole("slider", { name: "Distance" }) as HTMLInputElement;
    expect(slider.type).toBe("range");
    expect(slider.name).toBe("distance");
    expect(slider.getAttribute("aria-valuetext")).toBe("10 km");
    slider.focus();
    await userEvent.keyboard("{ArrowUp}");
    expect(slider.value).toBe("15");
    expect(screen.getByText("15 km")).toBeTruthy();
    expect(onValueChange).toHaveBeenLastCalledWith(15);
    fireEvent.change(slider, { target: { value: "40" } });
    expect(onValueChange).toHaveBeenLastCalledWith(40);
  });
});

describe("RangeSlider", () => {
  test("spec defaults: two named, labelled sliders from 10 to 200 step 10, default 10-100", () => {
    render(priceSlider());
    const low = screen.getByRole("slider", { name: "Minimum price" }) as HTMLInputElement;
    const high = screen.getByRole("slider", { name: "Maximum price" }) as HTMLInputElement;
    expect([low.name, low.min, low.max, low.step, low.value]).toEqual(["minPrice", "10", "200", "10", "10"]);
    expect([high.name, high.value]).toEqual(["maxPrice", "100"]);
    expect(screen.getByRole("group", { name: "Membership Price" })).toBeTruthy();
    expect(screen.getByText("$10 – $100")).toBeTruthy();
  });

  test("the thumbs cannot cross, by keyboard or by dragging", async () => {
    const onValueChange = vi.fn();
    render(priceSlider({ defaultValue: [90, 100], onValueChange }));
    const low = screen.getByRole("slider", { name: "Minimum price" }) as HTMLInputElement;
    const high = screen.getByRole("slider", { name: "Maximum price" }) as HTMLInputElement;
    low.focus();
    await userEvent.keyboard("{ArrowRight}{ArrowRight}{End}");
    expect(low.value).toBe("100");
    fireEvent.change(high, { target: { value: "50" } });
    expect(high.value).toBe("100");
    fireEvent.change(low, { target: { value: "180" } });
    expect(low.value).toBe("100");
    expect(onValueChange).toHaveBeenCalledTimes(1);
    expect(onValueChange).toHaveBeenCalledWith([100, 100]);
  });

  test("controlled", async () => {
    function Controlled() {
      const [value, setValue] = useState<RangeValue>([20, 60]);
      return (
        <>
          {priceSlider({ value, onValueChange: setValue })}
          <button type="button" onClick={() => setValue([10, 200])}>
            Reset
          </button>
        </>
      );
    }
    render(<Controlled />);
    const high = screen.getByRole("slider", { name: "Maximum price" }) as HTMLInputElement;
    high.focus();
    await userEvent.keyboard("{PageUp}");
    expect(high.value).toBe("80");
    await userEvent.click(screen.getByRole("button", { name: "Reset" }));
    expect(high.value).toBe("200");
    expect(screen.getByText("$10 – $200")).toBeTruthy();
  });
});
