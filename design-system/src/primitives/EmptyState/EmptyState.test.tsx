import { render, screen } from "@testing-library/react";
import { describe, expect, test } from "vitest";
import { EmptyState } from "./EmptyState";

describe("EmptyState", () => {
  test("title, description and action; the icon is hidden from assistive technology", () => {
    render(
      <EmptyState
        icon={<svg data-testid="icon" />}
        title="No bookings yet"
        description="When you book a gym, it shows up here."
        action={<a href="/gym-feed">Browse Gyms</a>}
      />,
    );
    expect(screen.getByRole("heading", { level: 2, name: "No bookings yet" })).toBeTruthy();
    expect(screen.getByText("When you book a gym, it shows up here.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Browse Gyms" }).getAttribute("href")).toBe("/gym-feed");
    expect(screen.getByTestId("icon").parentElement?.getAttribute("aria-hidden")).toBe("true");
  });

  test("headingLevel makes it the page heading", () => {
    render(<EmptyState title="Page not found" headingLevel={1} />);
    expect(screen.getByRole("heading", { level: 1, name: "Page not found" })).toBeTruthy();
  });
});
