import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, test } from "vitest";
import { Avatar, initials } from "./Avatar";

describe("initials", () => {
  test("first and last word, upper-cased, Unicode-safe", () => {
    expect(initials("Sarah Jane Connor")).toBe("SC");
    expect(initials("  madonna ")).toBe("M");
    expect(initials("émile zola")).toBe("ÉZ");
    expect(initials("")).toBe("?");
  });
});

describe("Avatar", () => {
  test("shows the image named by the person", () => {
    render(<Avatar name="Aroha Ngata" src="/a.jpg" />);
    const img = screen.getByRole("img", { name: "Aroha Ngata" });
    expect(img.tagName).toBe("IMG");
  });

  test("falls back to initials without src or when the image fails, and recovers on a new src", () => {
    const { rerender } = render(<Avatar name="Aroha Ngata" />);
    expect(screen.getByRole("img", { name: "Aroha Ngata" }).textContent).toBe("AN");
    rerender(<Avatar name="Aroha Ngata" src="/broken.jpg" />);
    fireEvent.error(screen.getByRole("img", { name: "Aroha Ngata" }));
    expect(screen.getByRole("img", { name: "Aroha Ngata" }).tagName).toBe("SPAN");
    rerender(<Avatar name="Aroha Ngata" src="/other.jpg" />);
    expect(screen.getByRole("img", { name: "Aroha Ngata" }).tagName).toBe("IMG");
  });

  test('alt="" makes it decorative', () => {
    const { container } = render(<Avatar name="Aroha Ngata" alt="" />);
    expect(screen.queryByRole("img")).toBeNull();
    expect(container.textContent).toBe("AN");
  });
});
