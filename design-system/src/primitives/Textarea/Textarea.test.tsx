import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, test } from "vitest";
import { Field } from "../Field/Field";
import { Textarea } from "./Textarea";

/** The text of the elements an element's aria-describedby points at. */
function description(element: HTMLElement) {
  return (element.getAttribute("aria-describedby") ?? "")
    .split(" ")
    .map((id) => document.getElementById(id)?.textContent ?? "")
    .join(" ")
    .trim();
}

describe("Textarea", () => {
  test("is a native textarea with a name", async () => {
    render(<Textarea aria-label="Special requests" name="specialRequests" />);
    const box = screen.getByRole("textbox", { name: "Special requests" }) as HTMLTextAreaElement;
    expect(box.tagName).toBe("TEXTAREA");
    expect(box.name).toBe("specialRequests");
    await userEvent.type(box, "Towels please");
    expect(box.value).toBe("Towels please");
  });

  test("counts characters (uncontrolled) and describes the box with the count", async () => {
    render(<Textarea aria-label="Review" showCount maxLength={10} defaultValue="ab" />);
    const box = screen.getByRole("textbox", { name: "Review" });
    expect(description(box)).toBe("2/10 characters");
    await userEvent.type(box, "cdefghijklmn");
    expect(screen.getByText("10/10 characters")).toBeTruthy();
  });

  test("counts a controlled value", async () => {
    function Controlled() {
      const [value, setValue] = useState("");
      return (
        <Textarea aria-label="Note" showCount value={value} onChange={(e) => setValue(e.target.value)} />
      );
    }
    render(<Controlled />);
    await userEvent.type(screen.getByRole("textbox", { name: "Note" }), "hey");
    expect(screen.getByText("3 characters")).toBeTruthy();
  });

  test("keeps the Field wiring next to the count", () => {
    render(
      <Field.Root id="comment" errors={["Review required"]}>
        <Field.Label>Review</Field.Label>
        <Textarea showCount maxLength={500} />
        <Field.Error />
      </Field.Root>,
    );
    const box = screen.getByRole("textbox", { name: "Review" });
    expect(box.id).toBe("comment");
    expect(box.getAttribute("aria-invalid")).toBe("true");
    expect(description(box)).toBe("Review required 0/500 characters");
  });

  test("autoSize uses CSS field sizing and disables manual resizing", () => {
    render(<Textarea aria-label="Message" autoSize />);
    const box = screen.getByRole("textbox", { name: "Message" });
    expect(box.className).toContain("field-sizing-content");
    expect(box.className).toContain("resize-none");
  });
});
