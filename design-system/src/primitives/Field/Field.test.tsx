import { render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { describe, expect, test } from "vitest";
import { Input } from "../Input/Input";
import { Field, joinIds, useFieldControl } from "./Field";

describe("Field", () => {
  test("labels the control and wires description, error and required state", () => {
    render(
      <Field.Root required errors={["Name is required"]}>
        <Field.Label>Full Name</Field.Label>
        <Field.Description>As on your ID.</Field.Description>
        <Input name="athleteName" />
        <Field.Error />
      </Field.Root>,
    );
    const input = screen.getByRole("textbox", { name: "Full Name required" });
    expect(input.getAttribute("aria-invalid")).toBe("true");
    expect(input.getAttribute("aria-required")).toBe("true");
    expect(screen.getByRole("alert").textContent).toBe("Name is required");
    const described = (input.getAttribute("aria-describedby") ?? "").split(" ");
    expect(described).toHaveLength(2);
    expect(described.map((id) => document.getElementById(id)?.textContent)).toEqual([
      "As on your ID.",
      "Name is required",
    ]);
    // The asterisk is visible but hidden from screen readers, which hear "required".
    expect(screen.getByText("*").getAttribute("aria-hidden")).toBe("true");
  });

  test("renders no alert and no aria-invalid without errors", () => {
    render(
      <Field.Root errors={[]}>
        <Field.Label>Phone</Field.Label>
        <Input type="tel" />
        <Field.Error />
      </Field.Root>,
    );
    const input = screen.getByRole("textbox", { name: "Phone" });
    expect(input.hasAttribute("aria-invalid")).toBe(false);
    expect(input.hasAttribute("aria-describedby")).toBe(false);
    expect(screen.queryByRole("alert")).toBeNull();
  });

  test("uses Conform's ids when given", () => {
    render(
      <Field.Root
        id="f-email"
        descriptionId="f-email-d"
        errorId="f-email-e"
        errors={["Invalid email address"]}
      >
        <Field.Label>Email</Field.Label>
        <Field.Description>For the confirmation.</Field.Description>
        <Input type="email" />
        <Field.Error />
      </Field.Root>,
    );
    const input = screen.getByRole("textbox", { name: "Email" });
    expect(input.id).toBe("f-email");
    expect(input.getAttribute("aria-describedby")).toBe("f-email-d f-email-e");
    expect(screen.getByRole("alert").id).toBe("f-email-e");
  });

  test("lists several errors", () => {
    render(
      <Field.Root errors={["Valid email is required", "Invalid email address"]}>
        <Field.Label>Email</Field.Label>
        <Input />
        <Field.Error />
      </Field.Root>,
    );
    const items = screen.getAllByRole("listitem").map((li) => li.textContent);
    expect(items).toEqual(["Valid email is required", "Invalid email address"]);
  });

  test("server HTML already carries the wiring (works before hydration)", () => {
    const html = renderToString(
      <Field.Root id="name" required errors={["Name is required"]}>
        <Field.Label>Full Name</Field.Label>
        <Field.Description>As on your ID.</Field.Description>
        <Input name="athleteName" />
        <Field.Error />
      </Field.Root>,
    );
    expect(html).toContain('for="name"');
    expect(html).toContain('aria-describedby="name-description name-error"');
    expect(html).toContain('aria-invalid="true"');
    expect(html).toContain('role="alert"');
  });

  test("useFieldControl keeps the control's own values and appends its describedby", () => {
    function Control(props: { "aria-describedby"?: string }) {
      return <input {...useFieldControl({ ...props, "aria-label": "Code" })} />;
    }
    render(
      <Field.Root id="code" errors={["Required"]}>
        <Control aria-describedby="hint" />
        <p id="hint">hint</p>
      </Field.Root>,
    );
    expect(screen.getByRole("textbox", { name: "Code" }).getAttribute("aria-describedby")).toBe(
      "code-error hint",
    );
  });

  test("joinIds drops blanks and repeats", () => {
    expect(joinIds("a", undefined, false, "a b", "")).toBe("a b");
    expect(joinIds(undefined)).toBeUndefined();
  });
});
