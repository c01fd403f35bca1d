import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { describe, expect, test, vi } from "vitest";
import { SearchBar } from "./SearchBar";

function renderInForm(ui: React.ReactElement) {
  const onSubmit = vi.fn((event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    return [...new FormData(event.currentTarget).entries()];
  });
  render(
    <form method="get" onSubmit={onSubmit}>
      {ui}
    </form>,
  );
  return onSubmit;
}

describe("SearchBar", () => {
  test("a search landmark with labelled Where, From, To and athletes controls", () => {
    renderInForm(<SearchBar />);
    expect(screen.getByRole("search", { name: "Search gyms" })).not.toBeNull();
    const city = screen.getByRole("searchbox", { name: "Where" }) as HTMLInputElement;
    expect(city.name).toBe("city");
    expect(city.placeholder).toBe("Search destinations");
    expect(screen.getByRole("group", { name: "Access dates" })).not.toBeNull();
    expect((screen.getByLabelText("From") as HTMLInputElement).type).toBe("date");
    expect((screen.getByLabelText("To") as HTMLInputElement).name).toBe("to");
    const athletes = screen.getByRole("spinbutton", { name: "Number of athletes" }) as HTMLInputElement;
    expect(athletes.name).toBe("athletes");
    expect(athletes.min).toBe("1");
    expect(athletes.value).toBe("1");
  });

  test("default values fill the controls", () => {
    renderInForm(
      <SearchBar defaultValues={{ city: "Wellington", from: "2025-09-12", to: "2025-09-15", athletes: 3 }} />,
    );
    expect((screen.getByRole("searchbox", { name: "Where" }) as HTMLInputElement).value).toBe("Wellington");
    expect((screen.getByLabelText("From") as HTMLInputElement).value).toBe("2025-09-12");
    expect((screen.getByLabelText("To") as HTMLInputElement).value).toBe("2025-09-15");
    expect((screen.getByRole("spinbutton", { name: "Number of athletes" }) as HTMLInputElement).value).toBe(
      "3",
    );
  });

  test("Search submits the surrounding form with every field", async () => {
    const onSubmit = renderInForm(<SearchBar defaultValues={{ city: "Wellington" }} />);
    await userEvent.click(screen.getByRole("button", { name: "Increase Number of athletes" }));
    await userEvent.click(screen.getByRole("button", { name: "Search" }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.results[0]?.value).toEqual([
      ["city", "Wellington"],
      ["from", ""],
      ["to", ""],
      ["athletes", "2"],
    ]);
  });

  test("server HTML carries the names and values (works without JavaScript)", () => {
    const html = renderToString(<SearchBar defaultValues={{ city: "Wellington", athletes: 2 }} />);
    expect(html).toContain('name="city"');
    expect(html).toContain('value="Wellington"');
    expect(html).toContain('name="athletes"');
    expect(html).toContain('type="submit"');
  });

  test("pending disables the button with a spinner", () => {
    renderInForm(<SearchBar pending />);
    const button = screen.getByRole("button", { name: "Search" }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(button.getAttribute("aria-busy")).toBe("true");
  });
});
