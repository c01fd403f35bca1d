import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { StrictMode, useState } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, test, vi } from "vitest";
import { Dialog } from "./Dialog";

function Example({ onOpenChange }: { onOpenChange?: (open: boolean) => void }) {
  return (
    <Dialog.Root onOpenChange={onOpenChange}>
      <Dialog.Trigger>Open</Dialog.Trigger>
      <Dialog.Content>
        <Dialog.Title>Contact Gym Owner</Dialog.Title>
        <Dialog.Description>They reply by e-mail.</Dialog.Description>
        <input aria-label="Message" />
        <Dialog.Footer>
          <Dialog.Close>Cancel</Dialog.Close>
        </Dialog.Footer>
      </Dialog.Content>
    </Dialog.Root>
  );
}

describe("Dialog", () => {
  test("the trigger opens a modal native dialog named and described by its parts", async () => {
    const onOpenChange = vi.fn();
    render(<Example onOpenChange={onOpenChange} />);
    const trigger = screen.getByRole("button", { name: "Open" });
    expect(trigger.getAttribute("aria-haspopup")).toBe("dialog");
    expect(trigger.getAttribute("aria-expanded")).toBe("false");
    expect(screen.queryByRole("dialog")).toBeNull();

    await userEvent.click(trigger);
    const dialog = screen.getByRole("dialog", { name: "Contact Gym Owner" });
    expect(dialog.tagName).toBe("DIALOG");
    expect((dialog as HTMLDialogElement).open).toBe(true);
    const describedBy = dialog.getAttribute("aria-describedby") ?? "";
    expect(document.getElementById(describedBy)?.textContent).toBe("They reply by e-mail.");
    expect(trigger.getAttribute("aria-expanded")).toBe("true");
    expect(trigger.getAttribute("aria-controls")).toBe(dialog.id);
    expect(onOpenChange).toHaveBeenCalledWith(true);
    expect(document.documentElement.style.overflow).toBe("hidden");
  });

  test("Close, Escape and the X button close it and focus returns to the trigger", async () => {
    const user = userEvent.setup();
    render(<Example />);
    const trigger = screen.getByRole("button", { name: "Open" });

    await user.click(trigger);
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.activeElement).toBe(trigger);
    expect(document.documentElement.style.overflow).toBe("");

    await user.click(trigger);
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.activeElement).toBe(trigger);

    await user.click(trigger);
    await user.click(screen.getByRole("button", { name: "Close" }));
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  test("a click on the backdrop (the dialog element itself) closes; a click inside does not", async () => {
    const user = userEvent.setup();
    render(<Example />);
    await user.click(screen.getByRole("button", { name: "Open" }));
    const dialog = screen.getByRole("dialog");
    await user.click(within(dialog).getByRole("heading"));
    expect(screen.getByRole("dialog")).toBeTruthy();
    await user.click(dialog);
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  test("controlled: follows open and reports changes", async () => {
    function Controlled() {
      const [open, setOpen] = useState(true);
      return (
        <>
          <p>state: {open ? "open" : "closed"}</p>
          <Dialog.Root open={open} onOpenChange={setOpen}>
            <Dialog.Content>
              <Dialog.Title>Details</Dialog.Title>
            </Dialog.Content>
          </Dialog.Root>
        </>
      );
    }
    render(<Controlled />);
    expect(screen.getByRole("dialog", { name: "Details" })).toBeTruthy();
    await userEvent.keyboard("{Escape}");
    expect(screen.getByText("state: closed")).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  test("asChild trigger: a link opens the dialog in place of navigating", async () => {
    render(
      <Dialog.Root>
        <Dialog.Trigger asChild>
          <a href="#contact">Contact</a>
        </Dialog.Trigger>
        <Dialog.Content>
          <Dialog.Title>Contact</Dialog.Title>
          <Dialog.Close asChild>
            <a href="#back">Back</a>
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Root>,
    );
    await userEvent.click(screen.getByRole("link", { name: "Contact" }));
    expect(window.location.hash).not.toBe("#contact");
    expect(screen.getByRole("dialog", { name: "Contact" })).toBeTruthy();
    await userEvent.click(screen.getByRole("link", { name: "Back" }));
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  test("stays open through StrictMode's effect replay (the queued close event is ignored)", async () => {
    const onOpenChange = vi.fn();
    render(
      <StrictMode>
        <Dialog.Root defaultOpen onOpenChange={onOpenChange}>
          <Dialog.Content>
            <Dialog.Title>Strict</Dialog.Title>
          </Dialog.Content>
        </Dialog.Root>
      </StrictMode>,
    );
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect((screen.getByRole("dialog", { name: "Strict" }) as HTMLDialogElement).open).toBe(true);
    expect(onOpenChange).not.toHaveBeenCalled();
    await userEvent.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  test("renders on the server without touching document", () => {
    const html = renderToString(
      <Dialog.Root defaultOpen>
        <Dialog.Trigger>Open</Dialog.Trigger>
        <Dialog.Content>
          <Dialog.Title>Server</Dialog.Title>
        </Dialog.Content>
      </Dialog.Root>,
    );
    expect(html).toContain("<dialog");
    expect(html).not.toContain(" open=");
  });
});
