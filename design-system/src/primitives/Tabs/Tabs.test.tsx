import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, test, vi } from "vitest";
import { Tabs } from "./Tabs";

function Example(props: Partial<React.ComponentProps<typeof Tabs.Root>>) {
  return (
    <Tabs.Root defaultValue="one" {...props}>
      <Tabs.List aria-label="Example">
        <Tabs.Trigger value="one">One</Tabs.Trigger>
        <Tabs.Trigger value="two" disabled>
          Two
        </Tabs.Trigger>
        <Tabs.Trigger value="three">Three</Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="one">First</Tabs.Content>
      <Tabs.Content value="two">Second</Tabs.Content>
      <Tabs.Content value="three">Third</Tabs.Content>
    </Tabs.Root>
  );
}

describe("Tabs", () => {
  test("wires tabs and panels; only the selected panel is shown and only its tab is tabbable", () => {
    render(<Example />);
    const one = screen.getByRole("tab", { name: "One" });
    const three = screen.getByRole("tab", { name: "Three" });
    expect(one.getAttribute("aria-selected")).toBe("true");
    expect([one.tabIndex, three.tabIndex]).toEqual([0, -1]);
    const panel = screen.getByRole("tabpanel", { name: "One" });
    expect(one.getAttribute("aria-controls")).toBe(panel.id);
    expect(panel.textContent).toBe("First");
    expect(screen.queryByRole("tabpanel", { name: "Three" })).toBeNull();
  });

  test("arrow keys move with wrap-around, skip disabled tabs and select (automatic)", async () => {
    const onValueChange = vi.fn();
    render(<Example onValueChange={onValueChange} />);
    await userEvent.tab();
    await userEvent.keyboard("{ArrowRight}");
    expect(document.activeElement).toBe(screen.getByRole("tab", { name: "Three" }));
    expect(onValueChange).toHaveBeenLastCalledWith("three");
    expect(screen.getByRole("tabpanel", { name: "Three" }).textContent).toBe("Third");
    await userEvent.keyboard("{ArrowRight}");
    expect(document.activeElement).toBe(screen.getByRole("tab", { name: "One" }));
    await userEvent.keyboard("{End}");
    expect(document.activeElement).toBe(screen.getByRole("tab", { name: "Three" }));
  });

  test("manual activation selects on Enter only; click selects", async () => {
    render(<Example activationMode="manual" />);
    screen.getByRole("tab", { name: "One" }).focus();
    await userEvent.keyboard("{ArrowLeft}");
    expect(screen.getByRole("tab", { name: "One" }).getAttribute("aria-selected")).toBe("true");
    await userEvent.keyboard("{Enter}");
    expect(screen.getByRole("tab", { name: "Three" }).getAttribute("aria-selected")).toBe("true");
    await userEvent.click(screen.getByRole("tab", { name: "One" }));
    expect(screen.getByRole("tab", { name: "One" }).getAttribute("aria-selected")).toBe("true");
  });

  test("controlled: the value prop decides", async () => {
    const onValueChange = vi.fn();
    const { rerender } = render(<Example value="three" onValueChange={onValueChange} />);
    await userEvent.click(screen.getByRole("tab", { name: "One" }));
    expect(onValueChange).toHaveBeenCalledWith("one");
    expect(screen.getByRole("tab", { name: "Three" }).getAttribute("aria-selected")).toBe("true");
    rerender(<Example value="one" onValueChange={onValueChange} />);
    expect(screen.getByRole("tab", { name: "One" }).getAttribute("aria-selected")).toBe("true");
  });

  test("parts outside Root throw a helpful error", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    expect(() => render(<Tabs.Trigger value="x">X</Tabs.Trigger>)).toThrow(
      "<Tabs.Trigger> must be inside <Tabs.Root>.",
    );
  });
});
