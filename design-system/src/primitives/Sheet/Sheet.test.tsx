import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, test } from "vitest";
import { Sheet } from "./Sheet";

function Example({ side }: { side?: "auto" | "right" | "left" | "bottom" }) {
  return (
    <Sheet.Root>
      <Sheet.Trigger>Message Gym</Sheet.Trigger>
      <Sheet.Content side={side}>
        <Sheet.Title>Message Gym</Sheet.Title>
        <Sheet.Description>Ask the gym a question.</Sheet.Description>
        <Sheet.Close>Done</Sheet.Close>
      </Sheet.Content>
    </Sheet.Root>
  );
}

describe("Sheet", () => {
  test("opens a modal dialog docked to the chosen side", async () => {
    render(<Example side="right" />);
    await userEvent.click(screen.getByRole("button", { name: "Message Gym" }));
    const sheet = screen.getByRole("dialog", { name: "Message Gym" });
    expect(sheet.tagName).toBe("DIALOG");
    expect(sheet.dataset.side).toBe("right");
  });

  test("defaults to auto (bottom on phones, right from sm)", async () => {
    render(<Example />);
    await userEvent.click(screen.getByRole("button", { name: "Message Gym" }));
    expect(screen.getByRole("dialog").dataset.side).toBe("auto");
  });

  test("Escape and Close close it and focus returns to the trigger", async () => {
    const user = userEvent.setup();
    render(<Example />);
    const trigger = screen.getByRole("button", { name: "Message Gym" });
    await user.click(trigger);
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.activeElement).toBe(trigger);
    await user.click(trigger);
    await user.click(screen.getByRole("button", { name: "Done" }));
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});
