import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { describe, expect, test, vi } from "vitest";
import { Field } from "../Field";
import { Combobox } from "./Combobox";

const OPTIONS = [
  { value: "Wellington" },
  { value: "Te Aro, Wellington", label: "Te Aro" },
  { value: "Sydney" },
];
const getOptions = (typed: string) =>
  typed === "" ? [] : OPTIONS.filter((o) => o.value.toLowerCase().includes(typed.toLowerCase()));

function Where(props: { onPick?: (o: { value: string }) => void; onSubmit?: () => void }) {
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        props.onSubmit?.();
      }}
    >
      <Field.Root id="where">
        <Field.Label>Where</Field.Label>
        <Combobox name="city" getOptions={getOptions} onPick={props.onPick} listLabel="Places" />
      </Field.Root>
    </form>
  );
}

describe("Combobox", () => {
  test("server HTML is a named text input with a hidden list", () => {
    const html = renderToString(<Where />);
    expect(html).toContain('role="combobox"');
    expect(html).toContain('name="city"');
    expect(html).toContain('aria-expanded="false"');
    expect(html).toMatch(/role="listbox"[^>]*hidden/);
  });

  test("typing suggests; arrows highlight; Enter picks without submitting", async () => {
    const user = userEvent.setup();
    const onPick = vi.fn();
    const onSubmit = vi.fn();
    render(<Where onPick={onPick} onSubmit={onSubmit} />);
    const box = screen.getByRole("combobox", { name: "Where" }) as HTMLInputElement;
    await user.type(box, "wel");
    expect(box.getAttribute("aria-expanded")).toBe("true");
    const list = screen.getByRole("listbox", { name: "Places" });
    expect(
      within(list)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["Wellington", "Te Aro"]);
    await user.keyboard("{ArrowDown}{ArrowDown}");
    const teAro = within(list).getByRole("option", { name: "Te Aro" });
    expect(teAro.getAttribute("aria-selected")).toBe("true");
    expect(box.getAttribute("aria-activedescendant")).toBe(teAro.id);
    await user.keyboard("{Enter}");
    expect(onPick).toHaveBeenCalledWith({ value: "Te Aro, Wellington", label: "Te Aro" });
    expect(onSubmit).not.toHaveBeenCalled();
    expect(box.value).toBe("Te Aro, Wellington");
    expect(box.getAttribute("aria-expanded")).toBe("false");
  });

  test("Escape closes the list, then clears; a click picks", async () => {
    const user = userEvent.setup();
    render(<Where />);
    const box = screen.getByRole("combobox", { name: "Where" }) as HTMLInputElement;
    await user.type(box, "syd");
    await user.keyboard("{Escape}");
    expect(box.getAttribute("aria-expanded")).toBe("false");
    await user.keyboard("{Escape}");
    expect(box.value).toBe("");
    await user.type(box, "syd");
    await user.click(screen.getByRole("option", { name: "Sydney" }));
    expect(box.value).toBe("Sydney");
  });
});
