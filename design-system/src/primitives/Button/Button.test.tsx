import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, test, vi } from "vitest";
import { Button } from "./Button";

describe("Button", () => {
  test("is a type=button button that calls onClick", async () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Book now</Button>);
    const button = screen.getByRole("button", { name: "Book now" });
    expect(button.getAttribute("type")).toBe("button");
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  test("keeps an explicit submit type for forms", () => {
    render(<Button type="submit">Pay</Button>);
    expect(screen.getByRole("button", { name: "Pay" }).getAttribute("type")).toBe("submit");
  });

  test("loading shows a spinner, sets aria-busy and disables", async () => {
    const onClick = vi.fn();
    render(
      <Button loading onClick={onClick}>
        Submitting Application...
      </Button>,
    );
    const button = screen.getByRole("button", { name: "Submitting Application..." }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(button.getAttribute("aria-busy")).toBe("true");
    expect(button.querySelector("[data-slot=button-spinner]")).not.toBeNull();
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  test("variant and size are exposed as data attributes", () => {
    render(
      <Button variant="destructive" size="sm">
        Cancel Booking
      </Button>,
    );
    const button = screen.getByRole("button", { name: "Cancel Booking" });
    expect(button.dataset.variant).toBe("destructive");
    expect(button.dataset.size).toBe("sm");
  });

  test("asChild renders the link with button styles and merged className", async () => {
    const onClick = vi.fn((e: React.MouseEvent) => e.preventDefault());
    render(
      <Button asChild className="w-full" onClick={onClick}>
        <a href="/waitlist" className="extra">
          JOIN WAITLIST
        </a>
      </Button>,
    );
    const link = screen.getByRole("link", { name: "JOIN WAITLIST" });
    expect(link.getAttribute("href")).toBe("/waitlist");
    expect(link.dataset.slot).toBe("button");
    expect(link.classList.contains("w-full")).toBe(true);
    expect(link.classList.contains("extra")).toBe(true);
    await userEvent.click(link);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  test("a disabled or loading asChild link is aria-disabled, unfocusable and ignores clicks", async () => {
    const onClick = vi.fn();
    render(
      <Button asChild loading onClick={onClick}>
        <a href="#next">Apply Now</a>
      </Button>,
    );
    const link = screen.getByRole("link", { name: "Apply Now" });
    expect(link.getAttribute("aria-disabled")).toBe("true");
    expect(link.getAttribute("aria-busy")).toBe("true");
    expect(link.getAttribute("tabindex")).toBe("-1");
    expect(link.querySelector("[data-slot=button-spinner]")).not.toBeNull();
    await userEvent.click(link, { pointerEventsCheck: 0 });
    expect(onClick).not.toHaveBeenCalled();
    expect(window.location.hash).not.toBe("#next");
  });
});
