import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, test, vi } from "vitest";
import { HeartIcon, ShareIcon } from "../../foundations/icons";
import { IconButton } from "./IconButton";

describe("IconButton", () => {
  test("a type=button button named by its aria-label, icon hidden", async () => {
    const onClick = vi.fn();
    render(
      <IconButton aria-label="Share gym" onClick={onClick}>
        <ShareIcon />
      </IconButton>,
    );
    const button = screen.getByRole("button", { name: "Share gym" });
    expect(button.getAttribute("type")).toBe("button");
    expect(button.querySelector("svg")?.getAttribute("aria-hidden")).toBe("true");
    expect(button.hasAttribute("aria-pressed")).toBe(false);
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  test("pressed makes it a toggle button", () => {
    const { rerender } = render(
      <IconButton aria-label="Save gym" pressed={false}>
        <HeartIcon />
      </IconButton>,
    );
    expect(screen.getByRole("button", { name: "Save gym", pressed: false })).toBeTruthy();
    rerender(
      <IconButton aria-label="Save gym" pressed>
        <HeartIcon />
      </IconButton>,
    );
    expect(screen.getByRole("button", { name: "Save gym", pressed: true })).toBeTruthy();
  });

  test("keeps Button's variants, sizes and loading", () => {
    render(
      <IconButton aria-label="Remove" variant="destructive" size="sm" loading>
        <ShareIcon />
      </IconButton>,
    );
    const button = screen.getByRole("button", { name: "Remove" }) as HTMLButtonElement;
    expect(button.dataset.variant).toBe("destructive");
    expect(button.classList.contains("size-9")).toBe(true);
    expect(button.disabled).toBe(true);
    expect(button.getAttribute("aria-busy")).toBe("true");
  });

  test("asChild renders the link and never sets aria-pressed on it", () => {
    render(
      <IconButton asChild aria-label="Favorites" pressed>
        <a href="/saved-gyms">
          <HeartIcon />
        </a>
      </IconButton>,
    );
    const link = screen.getByRole("link", { name: "Favorites" });
    expect(link.getAttribute("href")).toBe("/saved-gyms");
    expect(link.hasAttribute("aria-pressed")).toBe(false);
  });
});
