import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { describe, expect, test, vi } from "vitest";
import { ReviewForm } from "./ReviewForm";

function renderInForm(ui: React.ReactElement) {
  const onSubmit = vi.fn((event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    return [...new FormData(event.currentTarget).entries()];
  });
  render(<form onSubmit={onSubmit}>{ui}</form>);
  return onSubmit;
}

describe("ReviewForm", () => {
  test("stars default to 5; the comment is a required textarea named comment", () => {
    renderInForm(<ReviewForm />);
    expect(screen.getByRole("region", { name: "Leave a Review" })).not.toBeNull();
    expect((screen.getByRole("radio", { name: "5 stars" }) as HTMLInputElement).checked).toBe(true);
    const text = screen.getByRole("textbox", { name: /Your review/ }) as HTMLTextAreaElement;
    expect(text.name).toBe("comment");
    expect(text.getAttribute("aria-required")).toBe("true");
  });

  test("submits rating and comment with the surrounding form", async () => {
    const onSubmit = renderInForm(<ReviewForm />);
    await userEvent.click(screen.getByRole("radio", { name: "2 stars" }));
    await userEvent.type(screen.getByRole("textbox", { name: /Your review/ }), "Busy but good");
    await userEvent.click(screen.getByRole("button", { name: "Submit Review" }));
    expect(onSubmit.mock.results[0]?.value).toEqual([
      ["rating", "2"],
      ["comment", "Busy but good"],
    ]);
  });

  test("field errors show as alerts and describe the invalid control", () => {
    renderInForm(
      <ReviewForm
        errors={{
          comment: ["Please write a review before submitting"],
          rating: ["Rating must be 1-5"],
          form: ["Review failed: x"],
        }}
      />,
    );
    const alerts = screen.getAllByRole("alert").map((a) => a.textContent);
    expect(alerts).toEqual([
      "Review failed: x",
      "Rating must be 1-5",
      "Please write a review before submitting",
    ]);
    const text = screen.getByRole("textbox", { name: /Your review/ });
    expect(text.getAttribute("aria-invalid")).toBe("true");
    const describedBy = text.getAttribute("aria-describedby") ?? "";
    expect(document.getElementById(describedBy)?.textContent).toBe("Please write a review before submitting");
    expect(screen.getByRole("radiogroup", { name: "Rating" }).getAttribute("aria-invalid")).toBe("true");
  });

  test("pending disables the button, relabels it and marks the group busy", () => {
    renderInForm(<ReviewForm pending />);
    const button = screen.getByRole("button", { name: "Submitting…" }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(screen.getByRole("region", { name: "Leave a Review" }).getAttribute("aria-busy")).toBe("true");
  });

  test("server HTML has the checked default and the names (works without JavaScript)", () => {
    const html = renderToString(<ReviewForm defaultRating={4} defaultComment="Nice" />);
    expect(html).toMatch(/name="rating" checked="" value="4"/);
    expect(html).toContain('name="comment"');
    expect(html).toContain(">Nice</textarea>");
  });
});
