import { act, fireEvent, render, renderHook, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { Toaster, type ToastOptions, ToastProvider, useToast } from "./Toast";

let api: ReturnType<typeof useToast>;
function Capture() {
  api = useToast();
  return null;
}

function setup() {
  const user = userEvent.setup({ delay: null });
  render(
    <ToastProvider>
      <Capture />
      <button type="button">Elsewhere</button>
      <Toaster />
    </ToastProvider>,
  );
  const region = screen.getByRole("region", { name: "Notifications (F8)" });
  return { user, region };
}

function show(options: ToastOptions): string {
  let id = "";
  act(() => {
    id = api.toast(options);
  });
  return id;
}
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const toastEl = (region: HTMLElement) => region.querySelector<HTMLElement>("[data-slot=toast]");

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("Toast", () => {
  test("shows a default toast in the polite status region and returns its id", () => {
    const { region } = setup();
    const id = show({ title: "Gym saved", description: "Find it under Favorites." });
    expect(id).toMatch(/^toast-/);
    const status = within(region).getByRole("status");
    expect(status.getAttribute("aria-live")).toBe("polite");
    expect(status.textContent).toContain("Gym saved");
    expect(status.textContent).toContain("Find it under Favorites.");
  });

  test("a destructive toast is an assertive alert", () => {
    const { region } = setup();
    show({ title: "Booking Failed", variant: "destructive" });
    const alert = within(region).getByRole("alert");
    expect(alert.textContent).toContain("Booking Failed");
    expect(within(region).getByRole("status").textContent).toBe("");
  });

  test("one at a time: a new toast replaces the current one", () => {
    const { region } = setup();
    show({ title: "First" });
    show({ title: "Second" });
    expect(region.textContent).not.toContain("First");
    expect(region.textContent).toContain("Second");
    expect(region.querySelectorAll("[data-slot=toast]")).toHaveLength(1);
  });

  test("disappears after 5000 ms by default", () => {
    const { region } = setup();
    show({ title: "Link copied!" });
    advance(4999);
    expect(region.textContent).toContain("Link copied!");
    advance(1);
    expect(toastEl(region)).toBeNull();
  });

  test("the timer pauses while hovered and resumes with the time left", async () => {
    const { user, region } = setup();
    show({ title: "Hover me" });
    advance(3000);
    const toast = toastEl(region);
    if (!toast) throw new Error("no toast");
    await user.hover(toast);
    advance(10_000);
    expect(toastEl(region)).not.toBeNull();
    await user.unhover(toast);
    advance(1999);
    expect(toastEl(region)).not.toBeNull();
    advance(1);
    expect(toastEl(region)).toBeNull();
  });

  test("the timer pauses while focus is inside", async () => {
    const { region } = setup();
    show({ title: "Focus me" });
    act(() => within(region).getByRole("button", { name: "Close" }).focus());
    advance(10_000);
    expect(toastEl(region)).not.toBeNull();
    act(() => screen.getByRole("button", { name: "Elsewhere" }).focus());
    advance(5000);
    expect(toastEl(region)).toBeNull();
  });

  test("Close removes it", async () => {
    const { user, region } = setup();
    show({ title: "Closable" });
    await user.click(within(region).getByRole("button", { name: "Close" }));
    expect(toastEl(region)).toBeNull();
  });

  test("dismiss(id) only removes that toast; dismiss() removes whichever is shown", () => {
    const { region } = setup();
    const first = show({ title: "First" });
    show({ title: "Second" });
    act(() => api.dismiss(first));
    expect(region.textContent).toContain("Second");
    act(() => api.dismiss());
    expect(toastEl(region)).toBeNull();
  });

  test("the action runs and dismisses", async () => {
    const { user, region } = setup();
    const onClick = vi.fn();
    show({ title: "Gym removed", action: { label: "Undo", onClick } });
    await user.click(within(region).getByRole("button", { name: "Undo" }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(toastEl(region)).toBeNull();
  });

  test("F8 focuses the notifications region", async () => {
    const { user, region } = setup();
    await user.keyboard("{F8}");
    expect(document.activeElement).toBe(region);
  });

  test("swiping right 50 px dismisses; less springs back", () => {
    const { region } = setup();
    show({ title: "Swipe", duration: Number.POSITIVE_INFINITY });
    const toast = toastEl(region);
    if (!toast) throw new Error("no toast");
    fireEvent.pointerDown(toast, { button: 0, clientX: 100, pointerId: 1 });
    fireEvent.pointerMove(toast, { clientX: 140, pointerId: 1 });
    fireEvent.pointerUp(toast, { clientX: 149, pointerId: 1 });
    expect(toastEl(region)).not.toBeNull();
    expect(toastEl(region)?.style.transform ?? "").toBe("");
    fireEvent.pointerDown(toast, { button: 0, clientX: 100, pointerId: 1 });
    fireEvent.pointerMove(toast, { clientX: 130, pointerId: 1 });
    fireEvent.pointerUp(toast, { clientX: 150, pointerId: 1 });
    expect(toastEl(region)).toBeNull();
  });

  test("useToast outside a provider explains what is missing", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    expect(() => renderHook(() => useToast())).toThrow("useToast must be used inside <ToastProvider>.");
  });
});
