import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { Tooltip, TooltipProvider } from "./Tooltip";

function Example() {
  return (
    <TooltipProvider>
      <Tooltip content="Save gym">
        <button type="button">Save</button>
      </Tooltip>
      <Tooltip content="Share gym">
        <button type="button">Share</button>
      </Tooltip>
    </TooltipProvider>
  );
}

const tip = (name: string) => {
  const trigger = screen.getByRole("button", { name });
  return document.getElementById(trigger.getAttribute("aria-describedby") ?? "") as HTMLElement;
};
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe("Tooltip", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  test("role=tooltip, hidden while closed, referenced by aria-describedby", () => {
    render(<Example />);
    const tooltip = tip("Save");
    expect(tooltip.getAttribute("role")).toBe("tooltip");
    expect(tooltip.textContent).toBe("Save gym");
    expect(tooltip.hidden).toBe(true);
    expect(screen.queryByRole("tooltip")).toBeNull();
  });

  test("hover opens after 700 ms; leaving closes", async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(<Example />);
    await user.hover(screen.getByRole("button", { name: "Save" }));
    advance(699);
    expect(tip("Save").hidden).toBe(true);
    advance(1);
    expect(screen.getByRole("tooltip").textContent).toBe("Save gym");
    await user.unhover(screen.getByRole("button", { name: "Save" }));
    expect(tip("Save").hidden).toBe(true);
  });

  test("within 300 ms of one closing, the next opens at once; after that, the full delay again", async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(<Example />);
    await user.hover(screen.getByRole("button", { name: "Save" }));
    advance(700);
    await user.unhover(screen.getByRole("button", { name: "Save" }));
    advance(200);
    await user.hover(screen.getByRole("button", { name: "Share" }));
    expect(tip("Share").hidden).toBe(false);
    await user.unhover(screen.getByRole("button", { name: "Share" }));
    advance(400);
    await user.hover(screen.getByRole("button", { name: "Save" }));
    expect(tip("Save").hidden).toBe(true);
    advance(700);
    expect(tip("Save").hidden).toBe(false);
  });

  test("focus opens at once; Escape and blur close", async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(<Example />);
    await user.tab();
    expect(tip("Save").hidden).toBe(false);
    await user.keyboard("{Escape}");
    expect(tip("Save").hidden).toBe(true);
    await user.tab();
    expect(tip("Save").hidden).toBe(true);
    expect(tip("Share").hidden).toBe(false);
    await user.tab();
    expect(tip("Share").hidden).toBe(true);
  });

  test("pressing the trigger closes it and does not reopen on the focus that follows", async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(<Example />);
    await user.hover(screen.getByRole("button", { name: "Save" }));
    advance(700);
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(tip("Save").hidden).toBe(true);
  });
});
