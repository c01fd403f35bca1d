import { render, screen, within } from "@testing-library/react";
import { describe, expect, test } from "vitest";
import { TrainerCard } from "./TrainerCard";

describe("TrainerCard", () => {
  test("shows name, rating, reviews, city, rate and experience", () => {
    render(
      <TrainerCard
        name="Aroha Ngata"
        rating={4.9}
        reviewCount={31}
        city="Wellington"
        hourlyRateCents={8500}
        experience="8 years"
      />,
    );
    const article = screen.getByRole("article");
    expect(within(article).getByRole("heading", { level: 3 }).textContent).toBe("Aroha Ngata");
    expect(article.textContent).toContain("4.9 (31 reviews)");
    expect(article.textContent).toContain("Wellington");
    expect(article.textContent).toContain("NZ$85/hour · 8 years experience");
  });

  test("a missing or zero rating displays 5.0", () => {
    const { rerender } = render(<TrainerCard name="A" rating={0} />);
    expect(screen.getByText("5.0")).not.toBeNull();
    rerender(<TrainerCard name="A" rating={null} />);
    expect(screen.getByText("5.0")).not.toBeNull();
  });

  test("first two specializations then +N", () => {
    render(
      <TrainerCard name="A" specializations={["Powerlifting", "CrossFit", "Mobility", "Rehab", "Boxing"]} />,
    );
    const items = within(screen.getByRole("list", { name: "Specializations" })).getAllByRole("listitem");
    expect(items.map((li) => li.textContent)).toEqual(["Powerlifting", "CrossFit", "+3"]);
  });

  test("Online and In-Person badges follow the flags", () => {
    const { rerender } = render(<TrainerCard name="A" isOnline isInPerson />);
    const types = screen.getByRole("list", { name: "Session types" });
    expect(
      within(types)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["Online", "In-Person"]);
    rerender(<TrainerCard name="A" isOnline={false} isInPerson={false} />);
    expect(screen.queryByRole("list", { name: "Session types" })).toBeNull();
  });

  test("a placeholder without an image; the image otherwise", () => {
    const { rerender, container } = render(<TrainerCard name="A" />);
    expect(screen.queryByRole("img")).toBeNull();
    expect(container.querySelector("[data-slot=trainer-card-placeholder]")).not.toBeNull();
    rerender(<TrainerCard name="A" imageUrl="/t.jpg" imageAlt="Aroha coaching" />);
    expect(screen.getByRole("img", { name: "Aroha coaching" }).getAttribute("src")).toBe("/t.jpg");
  });

  test("renders the favourite and action slots", () => {
    render(
      <TrainerCard
        name="A"
        favourite={<button type="button" aria-label="Favourite A" />}
        action={<a href="/trainer/1">Select Trainer</a>}
      />,
    );
    expect(screen.getByRole("button", { name: "Favourite A" })).not.toBeNull();
    expect(screen.getByRole("link", { name: "Select Trainer" }).getAttribute("href")).toBe("/trainer/1");
  });
});
