import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { describe, expect, test, vi } from "vitest";
import { Switch } from "./Switch";

describe("Switch", () => {
  test("a native checkbox with role switch, toggled by click and Space", async () => {
    const onCheckedChange = vi.fn();
    render(<Switch label="Open 24 hours" onCheckedChange={onCheckedChange} />);
    const toggle = screen.getByRole("switch", { name: "Open 24 hours" }) as HTMLInputElement;
    expect(toggle.type).toBe("checkbox");
    await userEvent.click(toggle);
    expect(toggle.checked).toBe(true);
    expect(onCheckedChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard(" ");
    expect(toggle.checked).toBe(false);
    expect(onCheckedChange).toHaveBeenLastCalledWith(false);
  });

  test("submits name=value only when on", async () => {
    render(
      <form aria-label="Gym">
        <Switch label="Open 24 hours" name="is24Hours" value="true" />
      </form>,
    );
    const form = screen.getByRole("form", { name: "Gym" }) as HTMLFormElement;
    expect(new FormData(form).get("is24Hours")).toBeNull();
    await userEvent.click(screen.getByRole("switch"));
    expect(new FormData(form).get("is24Hours")).toBe("true");
  });

  test("disabled ignores clicks", async () => {
    render(<Switch label="Active" disabled />);
    const toggle = screen.getByRole("switch", { name: "Active" }) as HTMLInputElement;
    await userEvent.click(toggle);
    expect(toggle.checked).toBe(false);
  });

  test("server HTML is already a working switch", () => {
    const html = renderToString(<Switch label="Open 24 hours" name="is24Hours" defaultChecked />);
    expect(html).toContain('role="switch"');
    expect(html).toContain('type="checkbox"');
    expect(html).toContain('name="is24Hours"');
    expect(html).toMatch(/ checked=""/);
  });
});
