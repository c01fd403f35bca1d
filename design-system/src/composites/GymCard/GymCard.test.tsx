import { fireEvent, render, screen, within } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { describe, expect, test } from "vitest";
import { formatOpeningHours, GymCard, GymCardSkeletonList, visibleWithOverflow } from "./GymCard";

const base = {
  name: "Les Mills Auckland",
  imageUrl: "/gym.jpg",
  fallbackImageUrl: "/fallback.jpg",
  imageAlt: "Gym floor",
};

describe("visibleWithOverflow", () => {
  test("keeps the first max items and counts the rest", () => {
    expect(visibleWithOverflow(["a", "b", "c", "d", "e", "f"], 4)).toEqual({
      visible: ["a", "b", "c", "d"],
      overflow: 2,
    });
  });
  test("no overflow at or under the limit, including empty lists", () => {
    expect(visibleWithOverflow(["a", "b", "c", "d"], 4)).toEqual({
      visible: ["a", "b", "c", "d"],
      overflow: 0,
    });
    expect(visibleWithOverflow(["a"], 4)).toEqual({ visible: ["a"], overflow: 0 });
    expect(visibleWithOverflow([], 4)).toEqual({ visible: [], overflow: 0 });
  });
  test("a zero, negative or fractional max is clamped", () => {
    expect(visibleWithOverflow(["a", "b"], 0)).toEqual({ visible: [], overflow: 2 });
    expect(visibleWithOverflow(["a", "b"], -3)).toEqual({ visible: [], overflow: 2 });
    expect(visibleWithOverflow(["a", "b", "c"], 1.9)).toEqual({ visible: ["a"], overflow: 2 });
  });
  test("does not mutate the input", () => {
    const items = Object.freeze(["a", "b", "c"]);
    visibleWithOverflow(items, 1);
    expect(items).toEqual(["a", "b", "c"]);
  });
});

describe("formatOpeningHours", () => {
  test("open and close times with an en dash, seconds dropped", () => {
    expect(formatOpeningHours({ openTime: "06:00:00", closeTime: "22:00" })).toBe("06:00 – 22:00");
  });
  test("24 hours wins; unknown hours are undefined", () => {
    expect(formatOpeningHours({ openTime: "06:00", closeTime: "22:00", is24Hours: true })).toBe(
      "Open 24 hours",
    );
    expect(formatOpeningHours({ openTime: "06:00" })).toBeUndefined();
  });
});

describe("GymCard", () => {
  test("an article with the name at the given heading level, rating, distance, rate and hours", () => {
    render(
      <GymCard
        {...base}
        headingLevel={2}
        rating={4.6}
        reviewCount={23}
        distanceKm={2.345}
        hourlyRateCents={1500}
        currency="NZD"
        openTime="06:00"
        closeTime="22:00"
      />,
    );
    const article = screen.getByRole("article");
    expect(within(article).getByRole("heading", { level: 2 }).textContent).toBe("Les Mills Auckland");
    expect(article.textContent).toContain("4.6 (23 reviews)");
    expect(article.textContent).toContain("2.3 km away");
    expect(article.textContent).toContain("NZ$15/hour");
    expect(article.textContent).toContain("06:00 – 22:00");
  });

  test("says No reviews yet with zero reviews; omits distance when undefined", () => {
    render(<GymCard {...base} rating={4.5} reviewCount={0} />);
    const article = screen.getByRole("article");
    expect(article.textContent).toContain("No reviews yet");
    expect(article.textContent).not.toContain("km away");
  });

  test("shows day pass in AUD and Open 24 hours", () => {
    render(<GymCard {...base} dayPassRateCents={3550} currency="AUD" is24Hours />);
    expect(screen.getByText("A$35.50 day pass")).not.toBeNull();
    expect(screen.getByText(/Open 24 hours/)).not.toBeNull();
  });

  test("equipment and amenities show at most 4 badges then +N more", () => {
    render(
      <GymCard
        {...base}
        equipment={[
          "Lift Rack",
          "Kettlebells",
          "Battle Ropes",
          "Rowing Machine",
          "Weight Plates",
          "Cable Machines",
        ]}
        amenities={["Sauna", "Ice Bath"]}
      />,
    );
    const equipment = within(screen.getByRole("list", { name: "Equipment" })).getAllByRole("listitem");
    expect(equipment.map((li) => li.textContent)).toEqual([
      "Lift Rack",
      "Kettlebells",
      "Battle Ropes",
      "Rowing Machine",
      "+2 more",
    ]);
    const amenities = within(screen.getByRole("list", { name: "Amenities" })).getAllByRole("listitem");
    expect(amenities.map((li) => li.textContent)).toEqual(["Sauna", "Ice Bath"]);
  });

  test("the image has dimensions, lazy loading, and swaps to the fallback on error", () => {
    render(<GymCard {...base} />);
    const img = screen.getByRole("img", { name: "Gym floor" });
    expect(img.getAttribute("width")).toBe("640");
    expect(img.getAttribute("height")).toBe("400");
    expect(img.getAttribute("loading")).toBe("lazy");
    expect(img.getAttribute("src")).toBe("/gym.jpg");
    fireEvent.error(img);
    expect(img.getAttribute("src")).toBe("/fallback.jpg");
    fireEvent.error(img);
    expect(img.getAttribute("src")).toBe("/fallback.jpg");
  });

  test("a missing image uses the fallback from the server render", () => {
    const html = renderToString(<GymCard {...base} imageUrl={null} />);
    expect(html).toContain('src="/fallback.jpg"');
  });

  test("renders the favourite and action slots", () => {
    render(
      <GymCard
        {...base}
        favourite={
          <form method="post">
            <button type="submit" aria-label="Save Les Mills Auckland" />
          </form>
        }
        action={<a href="/gym/1">Select</a>}
      />,
    );
    expect(screen.getByRole("button", { name: "Save Les Mills Auckland" }).closest("form")).not.toBeNull();
    expect(screen.getByRole("link", { name: "Select" }).getAttribute("href")).toBe("/gym/1");
  });

  test("the skeleton list is a status with 3 hidden cards", () => {
    render(<GymCardSkeletonList />);
    const status = screen.getByRole("status");
    expect(status.textContent).toBe("Loading gyms…");
    expect(status.querySelectorAll("[data-slot=card][aria-hidden=true]")).toHaveLength(3);
  });
});
