// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { pinStackOffsets, textNode } from "~/components/gym-map";

describe("the map tooltip", () => {
  it("shows a gym's name as text, never as HTML", () => {
    const name = `<img src=x onerror="alert(1)">Harbour & Co`;
    const node = textNode(name);
    expect(node.textContent).toBe(name);
    expect(node.children).toHaveLength(0);
    expect(node.innerHTML).toContain("&lt;img");
  });
});

describe("pins of gyms at one spot", () => {
  it("are stacked one after another instead of on top of each other", () => {
    const offsets = pinStackOffsets([
      { id: 1, lat: -41.28651, lng: 174.77621 },
      { id: 2, lat: -41.28652, lng: 174.77622 },
      { id: 3, lat: -41.3, lng: 174.78 },
      { id: 4, lat: -41.28649, lng: 174.77619 },
    ]);
    expect([...offsets]).toEqual([
      [1, 0],
      [2, 1],
      [3, 0],
      [4, 2],
    ]);
  });
});
