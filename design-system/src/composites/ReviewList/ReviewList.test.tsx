import { render, screen, within } from "@testing-library/react";
import { describe, expect, test } from "vitest";
import { firstName, ReviewList } from "./ReviewList";

describe("firstName", () => {
  test("first word, trimmed; Anonymous when blank", () => {
    expect(firstName("  Aroha  Ngata ")).toBe("Aroha");
    expect(firstName("Sam")).toBe("Sam");
    expect(firstName("   ")).toBe("Anonymous");
    expect(firstName(null)).toBe("Anonymous");
  });
});

describe("ReviewList", () => {
  test("a list of reviews with first name, star rating, date and comment", () => {
    render(
      <ReviewList
        reviews={[
          {
            id: 1,
            authorName: "Aroha Ngata",
            rating: 4,
            createdAt: "2025-09-14T08:30:00Z",
            comment: "Great gym",
          },
          { id: 2, authorName: "Sam Tuilagi", rating: 5, createdAt: "2025-09-02", comment: "Loved it" },
        ]}
      />,
    );
    const items = within(screen.getByRole("list", { name: "Reviews" })).getAllByRole("listitem");
    expect(items).toHaveLength(2);
    const first = items[0] as HTMLElement;
    expect(within(first).getByText("Aroha")).not.toBeNull();
    expect(within(first).queryByText(/Ngata/)).toBeNull();
    expect(within(first).getByRole("img", { name: "Rated 4.0 out of 5" })).not.toBeNull();
    expect(within(first).getByText("Sun, 14 Sep 2025").getAttribute("datetime")).toBe("2025-09-14T08:30:00Z");
    expect(within(first).getByText("Great gym")).not.toBeNull();
  });

  test("comments are rendered as text, never HTML", () => {
    const { container } = render(
      <ReviewList
        reviews={[{ id: 1, rating: 1, createdAt: "2025-09-01", comment: "<b>bold</b><script>x</script>" }]}
      />,
    );
    expect(screen.getByText("<b>bold</b><script>x</script>")).not.toBeNull();
    expect(container.querySelector("b")).toBeNull();
    expect(container.querySelector("script")).toBeNull();
  });

  test("no reviews shows the empty state", () => {
    render(<ReviewList reviews={[]} />);
    expect(screen.getByRole("heading", { level: 3, name: "No reviews yet" })).not.toBeNull();
    expect(screen.queryByRole("list")).toBeNull();
  });
});
