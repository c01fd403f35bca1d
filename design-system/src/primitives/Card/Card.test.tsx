import { render, screen } from "@testing-library/react";
import { describe, expect, test } from "vitest";
import { Card } from "./Card";

describe("Card", () => {
  test("composes header, title, description, content and footer", () => {
    render(
      <Card.Root>
        <Card.Header>
          <Card.Title>MOCKUP</Card.Title>
          <Card.Description>See how booking will look.</Card.Description>
        </Card.Header>
        <Card.Content>Body</Card.Content>
        <Card.Footer>
          <a href="/gym-mockup">VIEW MOCKUP</a>
        </Card.Footer>
      </Card.Root>,
    );
    expect(screen.getByRole("heading", { level: 3, name: "MOCKUP" }).dataset.slot).toBe("card-title");
    expect(screen.getByText("See how booking will look.").dataset.slot).toBe("card-description");
    expect(screen.getByRole("link", { name: "VIEW MOCKUP" }).parentElement?.dataset.slot).toBe("card-footer");
  });

  test("Title asChild renders the heading level the page needs", () => {
    render(
      <Card.Title asChild>
        <h2>GET EARLY ACCESS</h2>
      </Card.Title>,
    );
    expect(screen.getByRole("heading", { level: 2, name: "GET EARLY ACCESS" }).dataset.slot).toBe(
      "card-title",
    );
  });
});
