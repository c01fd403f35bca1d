import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, test, vi } from "vitest";
import { type MapPin, MapPins, projectToBox } from "./MapPins";

describe("projectToBox", () => {
  test("maps the bounds to the padded box, north up and east right", () => {
    const [sw, ne] = projectToBox(
      [
        { lat: -41.3, lng: 174.7 },
        { lat: -41.2, lng: 174.9 },
      ],
      10,
    );
    expect(sw).toEqual({ x: 10, y: 90 });
    expect(ne).toEqual({ x: 90, y: 10 });
  });
  test("a middle point lands proportionally", () => {
    const pos = projectToBox(
      [
        { lat: 0, lng: 0 },
        { lat: 10, lng: 10 },
        { lat: 5, lng: 2.5 },
      ],
      0,
    );
    expect(pos[2]).toEqual({ x: 25, y: 50 });
  });
  test("no spread is centred; empty input gives nothing", () => {
    expect(projectToBox([{ lat: -41, lng: 174 }])).toEqual([{ x: 50, y: 50 }]);
    expect(
      projectToBox([
        { lat: -41, lng: 174 },
        { lat: -41, lng: 175 },
      ]).map((p) => p.y),
    ).toEqual([50, 50]);
    expect(projectToBox([])).toEqual([]);
  });
  test("every position stays inside 0-100", () => {
    const points = Array.from({ length: 20 }, (_, i) => ({
      lat: Math.sin(i) * 30,
      lng: Math.cos(i * 3) * 90,
    }));
    for (const p of projectToBox(points, 12)) {
      expect(p.x).toBeGreaterThanOrEqual(12 - 1e-9);
      expect(p.x).toBeLessThanOrEqual(88 + 1e-9);
      expect(p.y).toBeGreaterThanOrEqual(12 - 1e-9);
      expect(p.y).toBeLessThanOrEqual(88 + 1e-9);
    }
  });
});

const pins: MapPin[] = Array.from({ length: 7 }, (_, i) => ({
  id: String(i + 1),
  name: `Gym ${i + 1}`,
  lat: -41 - i / 100,
  lng: 174 + i / 100,
  dayRateCents: 3000 + i * 500,
}));

describe("MapPins", () => {
  test("a list of at most 5 buttons with name and day rate", () => {
    render(<MapPins pins={pins} />);
    const buttons = within(screen.getByRole("list", { name: "Gyms on the map" })).getAllByRole("button");
    expect(buttons).toHaveLength(5);
    expect(buttons[0]?.textContent).toBe("Gym 1, day pass NZ$30");
  });

  test("the selected pin is pressed; clicking and Enter call onSelect", async () => {
    const onSelect = vi.fn();
    render(<MapPins pins={pins} selectedId="2" onSelect={onSelect} />);
    expect(screen.getByRole("button", { name: /Gym 2/ }).getAttribute("aria-pressed")).toBe("true");
    expect(screen.getByRole("button", { name: /Gym 1/ }).getAttribute("aria-pressed")).toBe("false");
    await userEvent.click(screen.getByRole("button", { name: /Gym 3/ }));
    expect(onSelect).toHaveBeenLastCalledWith("3");
    screen.getByRole("button", { name: /Gym 4/ }).focus();
    await userEvent.keyboard("{Enter}");
    expect(onSelect).toHaveBeenLastCalledWith("4");
  });

  test("pins are positioned in percent", () => {
    render(<MapPins pins={pins.slice(0, 2)} />);
    const items = screen.getAllByRole("listitem");
    expect(items[0]?.style.left).toBe("18%");
    expect(items[1]?.style.left).toBe("82%");
  });

  test("a pin near an edge is shifted inward by the same share of its width, so it is never clipped", () => {
    render(<MapPins pins={pins.slice(0, 2)} />);
    const items = screen.getAllByRole("listitem");
    expect(items[0]?.style.transform).toBe("translate(-18%, -100%)");
    expect(items[1]?.style.transform).toBe("translate(-82%, -100%)");
  });
});
