import { createElement as h, Suspense } from "react";
import { renderToReadableStream } from "react-dom/server.edge";
import { describe, expect, it } from "vitest";
import { renderDeadline } from "~/lib/render-deadline.server";

/** A component that suspends for good: only a deadline ends its boundary. */
const never = new Promise<never>(() => {});
function Never(): never {
  throw never;
}

async function html(stream: ReadableStream<Uint8Array>): Promise<string> {
  return new Response(stream).text();
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("renderDeadline as React's signal", () => {
  it("ends a render that would never finish: the boundary is sent as its fallback and the stream closes", async () => {
    const deadline = renderDeadline(30);
    const errors: unknown[] = [];
    const stream = await renderToReadableStream(
      h(
        "main",
        null,
        h("h1", null, "Gyms"),
        h(Suspense, { fallback: h("p", null, "Loading gyms…") }, h(Never)),
      ),
      { signal: deadline.signal, onError: (error) => void errors.push(error) },
    );
    const page = await html(stream);
    expect(page).toContain("<h1>Gyms</h1>");
    expect(page).toContain("Loading gyms…");
    expect(deadline.signal.aborted).toBe(true);
    expect(errors.map((error) => (error as Error).message)).toContain("Render timed out");
  });

  it("a render that finished is not aborted when its deadline would have passed", async () => {
    const deadline = renderDeadline(20);
    const errors: unknown[] = [];
    const stream = await renderToReadableStream(h("p", null, "Open 24 hours"), {
      signal: deadline.signal,
      onError: (error) => void errors.push(error),
    });
    await stream.allReady;
    deadline.clear();
    expect(await html(stream)).toBe("<p>Open 24 hours</p>");
    await sleep(40);
    expect(deadline.signal.aborted).toBe(false);
    expect(errors).toEqual([]);
  });

  it("behaves as an AbortSignal for the calls React makes: aborted, reason, listeners and their own signal", async () => {
    const deadline = renderDeadline(10);
    const { signal } = deadline;
    const heard: string[] = [];
    const kept = () => heard.push("kept");
    const removed = () => heard.push("removed");
    const ended = new AbortController();
    signal.addEventListener("abort", kept);
    signal.addEventListener("abort", removed);
    signal.removeEventListener("abort", removed);
    // React adds its listener with { signal } of a controller it aborts when the render ends.
    signal.addEventListener("abort", () => heard.push("after its render ended"), { signal: ended.signal });
    ended.abort();
    signal.addEventListener("other", () => heard.push("other"));
    expect(signal.aborted).toBe(false);
    await sleep(30);
    expect(signal.aborted).toBe(true);
    expect((signal.reason as Error).message).toBe("Render timed out");
    expect(heard).toEqual(["kept"]);
  });
});
