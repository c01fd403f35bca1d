import { render, screen, within } from "@testing-library/react";
import { describe, expect, test } from "vitest";
import { BookingCard } from "./BookingCard";
import { formatAthletes, formatBookingDuration } from "./booking-labels";

const base = {
  gymName: "Les Mills Auckland",
  fallbackImageUrl: "/fallback.jpg",
  date: "2025-09-12",
  startTime: "09:00:00",
  status: "pending" as const,
  bookingType: "day_pass" as const,
  totalCents: 4000,
};

function detail(term: string) {
  const dt = screen.getByText(term, { selector: "dt" });
  return dt.nextElementSibling?.textContent;
}

describe("formatBookingDuration", () => {
  test("day pass is a full day; hourly shows hours; unknown is undefined", () => {
    expect(formatBookingDuration("day_pass", 3)).toBe("Full day");
    expect(formatBookingDuration("hourly", 2)).toBe("2 hours");
    expect(formatBookingDuration("hourly", 1)).toBe("1 hour");
    expect(formatBookingDuration("hourly", null)).toBeUndefined();
    expect(formatBookingDuration(undefined)).toBeUndefined();
  });
});

describe("formatAthletes", () => {
  test("singular and plural", () => {
    expect(formatAthletes(1)).toBe("1 athlete");
    expect(formatAthletes(3)).toBe("3 athletes");
  });
});

describe("BookingCard", () => {
  test("shows the gym, date and time, type, duration, total and reference", () => {
    render(<BookingCard {...base} location="Auckland, New Zealand" reference="BK-42" currency="NZD" />);
    const article = screen.getByRole("article");
    expect(within(article).getByRole("heading", { level: 3 }).textContent).toBe("Les Mills Auckland");
    expect(article.textContent).toContain("Auckland, New Zealand");
    expect(detail("Date")).toBe("Fri, 12 Sep 2025 at 09:00");
    expect(screen.getByText("Fri, 12 Sep 2025 at 09:00").getAttribute("datetime")).toBe("2025-09-12");
    expect(detail("Booking type")).toBe("Day Pass");
    expect(detail("Duration")).toBe("Full day");
    expect(detail("Total")).toBe("NZ$40");
    expect(detail("Reference")).toBe("BK-42");
  });

  test("hourly bookings show their real duration", () => {
    render(<BookingCard {...base} bookingType="hourly" durationHours={2} totalCents={3050} currency="AUD" />);
    expect(detail("Booking type")).toBe("Hourly");
    expect(detail("Duration")).toBe("2 hours");
    expect(detail("Total")).toBe("A$30.50");
  });

  test.each([
    ["pending", "Pending"],
    ["confirmed", "Confirmed"],
    ["completed", "Completed"],
    ["cancelled", "Cancelled"],
  ] as const)("status %s uses its badge variant and names it", (status, label) => {
    const { container } = render(<BookingCard {...base} status={status} />);
    const badge = container.querySelector("[data-slot=badge]");
    expect(badge?.getAttribute("data-variant")).toBe(status);
    expect(badge?.textContent).toBe(`Status: ${label}`);
  });

  test("special requests render as text, and the actions slot is rendered", () => {
    render(
      <BookingCard
        {...base}
        specialRequests="<b>Platform</b> please"
        actions={<button type="button">Cancel Booking</button>}
      />,
    );
    expect(screen.getByText("<b>Platform</b> please")).not.toBeNull();
    expect(screen.getByRole("button", { name: "Cancel Booking" })).not.toBeNull();
  });

  test("shows the athletes when given, and nothing when not", () => {
    const { unmount } = render(<BookingCard {...base} athletes={3} />);
    expect(detail("Athletes")).toBe("3 athletes");
    unmount();
    render(<BookingCard {...base} />);
    expect(screen.queryByText("Athletes", { selector: "dt" })).toBeNull();
  });

  test("a cancelled booking shows its refund; other statuses and a zero refund do not", () => {
    const { unmount } = render(
      <BookingCard {...base} status="cancelled" refundCents={1750} currency="NZD" />,
    );
    expect(detail("Refunded")).toBe("NZ$17.50");
    unmount();
    const { unmount: unmount2 } = render(<BookingCard {...base} status="cancelled" refundCents={0} />);
    expect(screen.queryByText("Refunded", { selector: "dt" })).toBeNull();
    unmount2();
    render(<BookingCard {...base} status="confirmed" refundCents={1750} />);
    expect(screen.queryByText("Refunded", { selector: "dt" })).toBeNull();
  });

  test("without a start time only the date shows", () => {
    render(<BookingCard {...base} startTime={null} />);
    expect(detail("Date")).toBe("Fri, 12 Sep 2025");
  });
});
