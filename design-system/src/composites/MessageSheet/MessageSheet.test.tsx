import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, test, vi } from "vitest";
import { appendLine, MessageSheet } from "./MessageSheet";

const textbox = () => screen.getByRole("textbox", { name: "Message" }) as HTMLTextAreaElement;

async function openSheet(props: Partial<React.ComponentProps<typeof MessageSheet>> = {}) {
  const onSend = props.onSend ?? vi.fn(() => Promise.resolve());
  const user = userEvent.setup();
  render(<MessageSheet gymName="CrossFit Wellington" {...props} onSend={onSend} />);
  await user.click(screen.getByRole("button", { name: "Message Gym" }));
  return { user, onSend, sheet: screen.getByRole("dialog", { name: "Message CrossFit Wellington" }) };
}

describe("appendLine", () => {
  test("adds a line, without a leading blank line or trailing whitespace", () => {
    expect(appendLine("", "Group booking")).toBe("Group booking");
    expect(appendLine("  \n", "Group booking")).toBe("Group booking");
    expect(appendLine("Hi there\n\n", "Parking info")).toBe("Hi there\nParking info");
  });
});

describe("MessageSheet", () => {
  test("topic chips append lines; Send is enabled only for non-blank text", async () => {
    const { user, sheet } = await openSheet();
    const send = within(sheet).getByRole("button", { name: "Send" }) as HTMLButtonElement;
    expect(send.disabled).toBe(true);
    await user.type(textbox(), "  ");
    expect(send.disabled).toBe(true);
    await user.click(within(sheet).getByRole("button", { name: "Group booking" }));
    await user.click(within(sheet).getByRole("button", { name: "Special requirements" }));
    expect(textbox().value).toBe("Group booking\nSpecial requirements");
    expect(textbox().name).toBe("message");
    expect(send.disabled).toBe(false);
  });

  test("sending: Sending…, then Message sent for 2 s, then the sheet closes", async () => {
    vi.useFakeTimers();
    try {
      let resolve = () => {};
      const onSend = vi.fn(() => new Promise<void>((r) => (resolve = r)));
      const onOpenChange = vi.fn();
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      render(
        <MessageSheet
          gymName="CrossFit Wellington"
          onSend={onSend}
          defaultOpen
          onOpenChange={onOpenChange}
        />,
      );
      await user.type(textbox(), "  Do you have kettlebells?  ");
      await user.click(screen.getByRole("button", { name: "Send" }));
      expect(onSend).toHaveBeenCalledWith("Do you have kettlebells?");
      expect((screen.getByRole("button", { name: "Sending…" }) as HTMLButtonElement).disabled).toBe(true);
      await act(async () => resolve());
      expect(screen.getByRole("status").textContent).toBe("Message sent");
      act(() => vi.advanceTimersByTime(1999));
      expect(screen.getByRole("dialog")).toBeTruthy();
      act(() => vi.advanceTimersByTime(1));
      expect(screen.queryByRole("dialog")).toBeNull();
      expect(onOpenChange).toHaveBeenLastCalledWith(false);
    } finally {
      vi.useRealTimers();
    }
  });

  test("a rejected send shows the error and keeps the text", async () => {
    const onSend = vi.fn(() => Promise.reject(new Error("Server unavailable")));
    const { user } = await openSheet({ onSend });
    await user.type(textbox(), "Parking?");
    await user.click(screen.getByRole("button", { name: "Send" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Server unavailable");
    expect(textbox().value).toBe("Parking?");
    expect(textbox().getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByRole("dialog")).toBeTruthy();
  });

  test("Escape closes and focus returns to the trigger", async () => {
    const { user } = await openSheet();
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Message Gym" }));
  });
});
