import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRef } from "react";
import { describe, expect, test, vi } from "vitest";
import { Slot, Slottable } from "./slot";

describe("Slot", () => {
  test("renders the child element with merged className, style, handlers and refs", async () => {
    const calls: string[] = [];
    const slotRef = createRef<HTMLElement>();
    const childRef = createRef<HTMLAnchorElement>();
    render(
      <Slot
        ref={slotRef}
        className="px-2 text-fg"
        style={{ color: "red", margin: 1 }}
        onClick={() => calls.push("slot")}
        title="from slot"
        aria-label="slot label"
      >
        <a
          href="/gyms"
          ref={childRef}
          className="px-4"
          style={{ color: "blue" }}
          onClick={(e) => {
            e.preventDefault();
            calls.push("child");
          }}
          aria-label="child label"
        >
          Gyms
        </a>
      </Slot>,
    );
    const link = screen.getByRole("link", { name: "child label" });
    expect(link.getAttribute("href")).toBe("/gyms");
    expect(link.className).toBe("text-fg px-4");
    expect(link.style.color).toBe("blue");
    expect(link.style.margin).toBe("1px");
    expect(link.getAttribute("title")).toBe("from slot");
    await userEvent.click(link);
    expect(calls).toEqual(["child", "slot"]);
    expect(slotRef.current).toBe(link);
    expect(childRef.current).toBe(link);
  });

  test("Slottable places the slot's other children inside the rendered child", () => {
    render(
      <Slot className="tile">
        <span data-testid="icon" />
        <Slottable>
          <a href="/x">Label</a>
        </Slottable>
      </Slot>,
    );
    const link = screen.getByRole("link", { name: "Label" });
    expect(link.classList.contains("tile")).toBe(true);
    expect(link.firstElementChild).toBe(screen.getByTestId("icon"));
  });

  test("throws without exactly one element child", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    expect(() => render(<Slot>text</Slot>)).toThrow(/exactly one React element/);
  });
});
