import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, test, vi } from "vitest";
import { Dialog } from "../Dialog/Dialog";
import { Menu } from "./Menu";

const OPTIONS = [
  { value: "featured", label: "Featured" },
  { value: "price-asc", label: "Price: Low to High" },
  { value: "price-desc", label: "Price: High to Low" },
  { value: "popular", label: "Most Popular" },
  { value: "newest", label: "Newest" },
];

const menuButton = () => screen.getByRole("button", { name: /^Sort by:/ });
const item = (name: string) => screen.getByRole("menuitemradio", { name });

describe("Menu", () => {
  test("a menu button with a hidden menu of radio items, the value checked", async () => {
    render(<Menu label="Sort by" options={OPTIONS} defaultValue="popular" />);
    const button = menuButton();
    expect(button.textContent).toContain("Most Popular");
    expect(button.getAttribute("aria-haspopup")).toBe("menu");
    expect(button.getAttribute("aria-expanded")).toBe("false");
    expect(screen.queryByRole("menu")).toBeNull();

    await userEvent.click(button);
    const menu = screen.getByRole("menu", { name: "Sort by" });
    expect(button.getAttribute("aria-controls")).toBe(menu.id);
    expect(
      within(menu)
        .getAllByRole("menuitemradio")
        .map((el) => el.textContent),
    ).toEqual(OPTIONS.map((o) => o.label));
    expect(item("Most Popular").getAttribute("aria-checked")).toBe("true");
    expect(item("Featured").getAttribute("aria-checked")).toBe("false");
    expect(document.activeElement).toBe(item("Most Popular"));
  });

  test("keyboard: arrows wrap, Home/End, type-ahead, Space chooses, Escape closes", async () => {
    const onValueChange = vi.fn();
    const user = userEvent.setup();
    render(<Menu label="Sort by" options={OPTIONS} onValueChange={onValueChange} />);
    menuButton().focus();
    await user.keyboard("{ArrowUp}");
    expect(document.activeElement).toBe(item("Newest"));
    await user.keyboard("{ArrowDown}");
    expect(document.activeElement).toBe(item("Featured"));
    await user.keyboard("{End}");
    expect(document.activeElement).toBe(item("Newest"));
    await user.keyboard("{Home}p");
    expect(document.activeElement).toBe(item("Price: Low to High"));
    await user.keyboard("p");
    expect(document.activeElement).toBe(item("Price: High to Low"));
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("menu")).toBeNull();
    expect(document.activeElement).toBe(menuButton());
    expect(onValueChange).not.toHaveBeenCalled();

    await user.keyboard("{ArrowDown}{ArrowDown}{ArrowDown} ");
    expect(onValueChange).toHaveBeenCalledWith("price-desc");
    expect(screen.queryByRole("menu")).toBeNull();
    expect(menuButton().textContent).toContain("Price: High to Low");
    expect(document.activeElement).toBe(menuButton());
  });

  test("controlled: value comes from the parent", async () => {
    function Controlled() {
      const [sort, setSort] = useState("featured");
      return (
        <>
          <Menu label="Sort by" options={OPTIONS} value={sort} onValueChange={setSort} />
          <p>sorted by {sort}</p>
        </>
      );
    }
    const user = userEvent.setup();
    render(<Controlled />);
    await user.click(menuButton());
    await user.click(item("Newest"));
    expect(screen.getByText("sorted by newest")).toBeTruthy();
  });

  test("a click outside and Tab close it", async () => {
    const user = userEvent.setup();
    render(
      <>
        <Menu label="Sort by" options={OPTIONS} />
        <button type="button">Outside</button>
      </>,
    );
    await user.click(menuButton());
    await user.click(screen.getByRole("button", { name: "Outside" }));
    expect(screen.queryByRole("menu")).toBeNull();
    await user.click(menuButton());
    await user.tab();
    expect(screen.queryByRole("menu")).toBeNull();
  });

  test("renderItem renders links (asChild) that choose and navigate", async () => {
    const onValueChange = vi.fn();
    const user = userEvent.setup();
    render(
      <Menu
        label="Sort by"
        options={OPTIONS}
        onValueChange={onValueChange}
        // biome-ignore lint/a11y/useAnchorContent: the menu puts the option's label inside
        renderItem={(option) => <a href={`#sort-${option.value}`} />}
      />,
    );
    await user.click(menuButton());
    const link = item("Newest");
    expect(link.tagName).toBe("A");
    expect(link.getAttribute("href")).toBe("#sort-newest");
    await user.click(link);
    expect(onValueChange).toHaveBeenCalledWith("newest");
    expect(window.location.hash).toBe("#sort-newest");
  });

  test("Escape inside a dialog closes only the menu", async () => {
    const user = userEvent.setup();
    render(
      <Dialog.Root defaultOpen>
        <Dialog.Content>
          <Dialog.Title>Shop</Dialog.Title>
          <Menu label="Sort by" options={OPTIONS} />
        </Dialog.Content>
      </Dialog.Root>,
    );
    await user.click(menuButton());
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("menu")).toBeNull();
    expect(screen.getByRole("dialog", { name: "Shop" })).toBeTruthy();
  });
});
