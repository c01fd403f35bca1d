import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { describe, expect, test, vi } from "vitest";
import { FilterPanel } from "./FilterPanel";

const props = {
  equipmentOptions: ["Lift Rack", "Kettlebells", "Battle Ropes"],
  amenityOptions: ["Sauna", "Ice Bath"],
};

function renderInForm(ui: React.ReactElement) {
  const onSubmit = vi.fn((event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    return [...new FormData(event.currentTarget).entries()];
  });
  render(<form onSubmit={onSubmit}>{ui}</form>);
  return onSubmit;
}

describe("FilterPanel", () => {
  test("a named region with location, two checkbox groups, the price range and Search", () => {
    renderInForm(<FilterPanel {...props} />);
    expect(screen.getByRole("region", { name: "Filters" })).not.toBeNull();
    expect((screen.getByRole("searchbox", { name: "Location" }) as HTMLInputElement).name).toBe("city");
    const equipment = within(screen.getByRole("group", { name: "Equipment" })).getAllByRole("checkbox");
    expect(equipment.map((box) => (box as HTMLInputElement).name)).toEqual([
      "equipment",
      "equipment",
      "equipment",
    ]);
    const amenities = within(screen.getByRole("group", { name: "Recovery Facilities" })).getAllByRole(
      "checkbox",
    );
    expect(amenities.map((box) => (box as HTMLInputElement).value)).toEqual(["Sauna", "Ice Bath"]);
    const min = screen.getByRole("slider", { name: "Minimum price" }) as HTMLInputElement;
    const max = screen.getByRole("slider", { name: "Maximum price" }) as HTMLInputElement;
    expect([min.name, min.min, min.max, min.step, min.value]).toEqual(["minPrice", "10", "200", "10", "10"]);
    expect([max.name, max.value]).toEqual(["maxPrice", "100"]);
  });

  test("submits the chosen filters with the surrounding form", async () => {
    const onSubmit = renderInForm(
      <FilterPanel {...props} defaultValues={{ city: "Wellington", equipment: ["Kettlebells"] }} />,
    );
    await userEvent.click(screen.getByRole("checkbox", { name: "Ice Bath" }));
    await userEvent.click(screen.getByRole("button", { name: "Search" }));
    expect(onSubmit.mock.results[0]?.value).toEqual([
      ["city", "Wellington"],
      ["equipment", "Kettlebells"],
      ["amenities", "Ice Bath"],
      ["minPrice", "10"],
      ["maxPrice", "100"],
    ]);
  });

  test("default prices and options as objects", () => {
    renderInForm(
      <FilterPanel
        equipmentOptions={[{ value: "rack", label: "Lift Rack" }]}
        amenityOptions={[]}
        defaultValues={{ minPrice: 40, maxPrice: 150 }}
      />,
    );
    expect((screen.getByRole("checkbox", { name: "Lift Rack" }) as HTMLInputElement).value).toBe("rack");
    expect((screen.getByRole("slider", { name: "Minimum price" }) as HTMLInputElement).value).toBe("40");
    expect((screen.getByRole("slider", { name: "Maximum price" }) as HTMLInputElement).value).toBe("150");
  });

  test("server HTML has every name (works without JavaScript)", () => {
    const html = renderToString(<FilterPanel {...props} defaultValues={{ amenities: ["Sauna"] }} />);
    for (const name of ["city", "equipment", "amenities", "minPrice", "maxPrice"]) {
      expect(html).toContain(`name="${name}"`);
    }
    expect(html).toMatch(/value="Sauna"[^>]*checked|checked[^>]*value="Sauna"/);
  });
});
