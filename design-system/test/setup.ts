import { setProjectAnnotations } from "@storybook/react-vite";
import { cleanup } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, vi } from "vitest";
import * as preview from "../../.storybook/preview";

// Stories composed in tests get the same decorators and parameters as in Storybook, and
// Storybook's testing-library is wired to React's act().
const annotations = setProjectAnnotations([preview]);
beforeAll(annotations.beforeAll);

// Testing Library's async wrapper waits on setTimeout(0) unless it sees Jest's fake timers; this
// lets it advance vitest's fake timers instead (tests that call vi.useFakeTimers() with user-event).
// With real timers it is inert: Testing Library only uses it when setTimeout is faked.
Object.assign(globalThis, { jest: { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) } });

// Any console.error (React warnings, act() warnings, hydration or key warnings) fails the test.
let consoleErrors: unknown[][] = [];
beforeEach(() => {
  consoleErrors = [];
  vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    consoleErrors.push(args);
  });
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  if (consoleErrors.length > 0) {
    const messages = consoleErrors.map((args) => args.map(String).join(" ")).join("\n---\n");
    throw new Error(`console.error was called ${consoleErrors.length} time(s):\n${messages}`);
  }
});

// jsdom has no HTMLDialogElement.showModal/close: a minimal stand-in for the Dialog and Sheet tests (the
// open attribute, focus to the first focusable element, a queued `close` event). No top layer, inertness
// or Escape handling: the components handle Escape themselves.
if (typeof HTMLDialogElement !== "undefined" && !HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute("open", "");
    const target =
      this.querySelector<HTMLElement>("[autofocus]") ??
      this.querySelector<HTMLElement>(
        "button:not(:disabled), [href], input:not(:disabled):not([type=hidden]), select, textarea, [tabindex]:not([tabindex='-1'])",
      );
    target?.focus();
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute("open")) return;
    this.removeAttribute("open");
    setTimeout(() => this.dispatchEvent(new Event("close")), 0);
  };
}
