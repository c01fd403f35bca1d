// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { textNode } from "~/components/gym-map";

describe("the map tooltip", () => {
  it("shows a gym's name as text, never as HTML", () => {
    const name = `<img src=x onerror="alert(1)">Harbour & Co`;
    const node = textNode(name);
    expect(node.textContent).toBe(name);
    expect(node.children).toHaveLength(0);
    expect(node.innerHTML).toContain("&lt;img");
  });
});
