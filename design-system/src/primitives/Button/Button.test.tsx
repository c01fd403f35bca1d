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

  // The server answers a button's classes from a table (import.meta.env.SSR), the browser from cva:
  // hydration needs the same string for every variant and size, given, left out or null.
  test("the server's class table answers what the browser's cva call answers", () => {
    const variants = [
      undefined,
      null,
      "primary",
      "secondary",
      "outline",
      "ghost",
      "destructive",
      "link",
    ] as const;
    const sizes = [undefined, null, "sm", "md", "lg", "icon"] as const;
    const classesOf = (ssr: boolean) => {
      vi.stubEnv("SSR", ssr);
      try {
        return variants.flatMap((variant) =>
          sizes.map((size) => {
            const { container, unmount } = render(
              <Button variant={variant} size={size} className="w-full">
                Book
              </Button>,
            );
            const className = container.querySelector("button")?.className;
            unmount();
            return className;
          }),
        );
      } finally {
        vi.unstubAllEnvs();
      }
    };
    const browser = classesOf(false);
    // Twice on the server side: the second answer comes from the table.
    expect(classesOf(true)).toEqual(browser);
    expect(classesOf(true)).toEqual(browser);
    expect(new Set(browser).size).toBeGreaterThan(10);
  });
});
