import { render, screen } from "@testing-library/react";
import { describe, expect, test } from "vitest";
import { BookingSummary } from "./BookingSummary";

const base = {
  gymName: "Les Mills Auckland",
  fallbackImageUrl: "/f.jpg",
  city: "Auckland",
  country: "New Zealand",
};

function detail(term: string) {
  return screen.getByText(term, { selector: "dt" }).nextElementSibling?.textContent;
}

describe("BookingSummary", () => {
  test("a region named by its heading with the gym, rating and choices", () => {
    render(
      <BookingSummary
        {...base}
        rating={4.8}
        reviewCount={124}
        bookingType="hourly"
        date="2025-09-12"
        startTime="09:30:00"
        durationHours={2}
        athletes={3}
        totalCents={3000}
        currency="AUD"
      />,
    );
    const region = screen.getByRole("region", { name: "Booking Summary" });
    expect(region.textContent).toContain("Auckland, New Zealand");
    expect(region.textContent).toContain("4.8 (124 reviews)");
    expect(detail("Booking type")).toBe("Hourly");
    expect(detail("Date")).toBe("Fri, 12 Sep 2025");
    expect(detail("Time")).toBe("09:30");
    expect(detail("Duration")).toBe("2 hours");
    expect(detail("Athletes")).toBe("3 athletes");
    expect(detail("Total")).toBe("A$30");
    expect(region.textContent).toContain("All fees included");
  });

  test("missing values ask for a choice", () => {
    render(<BookingSummary {...base} />);
    expect(detail("Booking type")).toBe("Select a booking type");
    expect(detail("Date")).toBe("Select a date");
    expect(detail("Time")).toBe("Select a time");
    expect(detail("Total")).toBe("—");
    expect(screen.getByText("No reviews yet")).not.toBeNull();
    expect(screen.queryByText("Athletes")).toBeNull();
  });

  test("a day pass is a full day; custom title and level", () => {
    render(<BookingSummary {...base} title="Your booking" headingLevel={3} bookingType="day_pass" />);
    expect(screen.getByRole("heading", { level: 3, name: "Your booking" })).not.toBeNull();
    expect(detail("Duration")).toBe("Full day");
  });
});
