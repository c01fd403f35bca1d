import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, test, vi } from "vitest";
import { SearchIcon } from "../../foundations/icons";
import { Field } from "../Field/Field";
import { Input } from "./Input";

describe("Input", () => {
  test("is a native text input by default that takes typing and a name", async () => {
    const onChange = vi.fn();
    render(<Input aria-label="Where" name="where" onChange={onChange} />);
    const input = screen.getByRole("textbox", { name: "Where" }) as HTMLInputElement;
    expect(input.type).toBe("text");
    expect(input.name).toBe("where");
    await userEvent.type(input, "Wellington");
    expect(input.value).toBe("Wellington");
    expect(onChange).toHaveBeenCalled();
  });

  test("passes the native type through", () => {
    render(<Input type="email" aria-label="Email" />);
    expect((screen.getByRole("textbox", { name: "Email" }) as HTMLInputElement).type).toBe("email");
  });

  test("a leading icon is decorative and the className goes on the wrapper", () => {
    const { container } = render(
      <Input aria-label="Search" type="search" leadingIcon={<SearchIcon />} className="w-60" />,
    );
    const input = screen.getByRole("searchbox", { name: "Search" });
    const wrapper = container.querySelector("[data-slot=input-wrapper]");
    expect(wrapper?.classList.contains("w-60")).toBe(true);
    expect(wrapper?.querySelector("[aria-hidden=true] svg")).not.toBeNull();
    expect(input.classList.contains("w-60")).toBe(false);
  });

  test("takes id and aria wiring from Field.Root", () => {
    render(
      <Field.Root id="email" errors={["Valid email is required"]}>
        <Field.Label>Email</Field.Label>
        <Input type="email" />
        <Field.Error />
      </Field.Root>,
    );
    const input = screen.getByRole("textbox", { name: "Email" });
    expect(input.id).toBe("email");
    expect(input.getAttribute("aria-invalid")).toBe("true");
    expect(input.getAttribute("aria-describedby")).toBe("email-error");
  });

  test("disabled inputs ignore typing", async () => {
    render(<Input aria-label="City" disabled defaultValue="Wellington" />);
    const input = screen.getByRole("textbox", { name: "City" }) as HTMLInputElement;
    await userEvent.type(input, "x");
    expect(input.value).toBe("Wellington");
  });
});
