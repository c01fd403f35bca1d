import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, test, vi } from "vitest";
import { Popover } from "./Popover";

function Example({ onOpenChange }: { onOpenChange?: (open: boolean) => void }) {
  return (
    <>
      <Popover.Root onOpenChange={onOpenChange}>
        <Popover.Trigger>Hours</Popover.Trigger>
        <Popover.Content>
          <a href="#map">Map</a>
        </Popover.Content>
      </Popover.Root>
      <button type="button">Outside</button>
    </>
  );
}

describe("Popover", () => {
  test("is a disclosure: aria-expanded and aria-controls; the panel is hidden while closed", async () => {
    const onOpenChange = vi.fn();
    render(<Example onOpenChange={onOpenChange} />);
    const trigger = screen.getByRole("button", { name: "Hours" });
    const panelId = trigger.getAttribute("aria-controls") ?? "";
    expect(trigger.getAttribute("aria-expanded")).toBe("false");
    expect(document.getElementById(panelId)?.hidden).toBe(true);
    expect(screen.queryByRole("link", { name: "Map" })).toBeNull();

    await userEvent.click(trigger);
    expect(trigger.getAttribute("aria-expanded")).toBe("true");
    expect(document.getElementById(panelId)?.hidden).toBe(false);
    expect(screen.getByRole("link", { name: "Map" })).toBeTruthy();
    expect(onOpenChange).toHaveBeenLastCalledWith(true);

    await userEvent.click(trigger);
    expect(trigger.getAttribute("aria-expanded")).toBe("false");
  });

  test("Escape inside the panel closes it and focus returns to the trigger", async () => {
    const user = userEvent.setup();
    render(<Example />);
    const trigger = screen.getByRole("button", { name: "Hours" });
    await user.click(trigger);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole("link", { name: "Map" }));
    await user.keyboard("{Escape}");
    expect(trigger.getAttribute("aria-expanded")).toBe("false");
    expect(document.activeElement).toBe(trigger);
  });

  test("a click outside closes it", async () => {
    const user = userEvent.setup();
    render(<Example />);
    const trigger = screen.getByRole("button", { name: "Hours" });
    await user.click(trigger);
    await user.click(screen.getByRole("button", { name: "Outside" }));
    expect(trigger.getAttribute("aria-expanded")).toBe("false");
  });
});
