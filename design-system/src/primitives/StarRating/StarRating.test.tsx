import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, test, vi } from "vitest";
import { StarRating, StarRatingInput } from "./StarRating";

describe("StarRating", () => {
  test("announces the value out of 5 and shows the count", () => {
    render(<StarRating value={4.6} count={23} />);
    expect(screen.getByRole("img", { name: "Rated 4.6 out of 5" })).toBeTruthy();
    expect(screen.getByText("(23 reviews)")).toBeTruthy();
  });

  test("one decimal, singular review, clamped to 0-5", () => {
    const { rerender, container } = render(<StarRating value={5} count={1} />);
    expect(screen.getByRole("img", { name: "Rated 5.0 out of 5" })).toBeTruthy();
    expect(screen.getByText("(1 review)")).toBeTruthy();
    rerender(<StarRating value={7} />);
    expect(screen.getByRole("img", { name: "Rated 5.0 out of 5" })).toBeTruthy();
    rerender(<StarRating value={2.5} />);
    const fill = container.querySelector<HTMLElement>("[data-slot=star-rating-fill]");
    expect(fill?.style.width).toBe("50%");
  });
});

describe("StarRatingInput", () => {
  test("five native radios named rating, default 5", () => {
    render(<StarRatingInput />);
    expect(screen.getByRole("radiogroup", { name: "Rating" })).toBeTruthy();
    const radios = screen.getAllByRole("radio") as HTMLInputElement[];
    expect(radios.map((r) => r.name)).toEqual(["rating", "rating", "rating", "rating", "rating"]);
    expect(radios.map((r) => r.value)).toEqual(["1", "2", "3", "4", "5"]);
    expect(screen.getByRole("radio", { name: "1 star" })).toBeTruthy();
    expect((screen.getByRole("radio", { name: "5 stars" }) as HTMLInputElement).checked).toBe(true);
  });

  test("click and arrow keys choose; onValueChange reports the number", async () => {
    const onValueChange = vi.fn();
    render(<StarRatingInput onValueChange={onValueChange} />);
    await userEvent.click(screen.getByRole("radio", { name: "2 stars" }));
    expect(onValueChange).toHaveBeenLastCalledWith(2);
    await userEvent.keyboard("{ArrowRight}");
    expect((screen.getByRole("radio", { name: "3 stars" }) as HTMLInputElement).checked).toBe(true);
    expect(onValueChange).toHaveBeenLastCalledWith(3);
  });

  test("controlled value", () => {
    render(<StarRatingInput value={3} onValueChange={() => {}} />);
    expect((screen.getByRole("radio", { name: "3 stars" }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole("radio", { name: "5 stars" }) as HTMLInputElement).checked).toBe(false);
  });
});
