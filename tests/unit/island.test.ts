import { createElement as h, lazy, Suspense } from "react";
import { renderToReadableStream } from "react-dom/server.edge";
import { describe, expect, it } from "vitest";
import { island, islandModule, preloadIslands } from "~/components/island";

/*
 * ADR 030: a form island must be in the server's HTML in place, where a visitor without JavaScript
 * sees it, on the very first render of the isolate too. What React does with a Suspense boundary is
 * checked here, so a React update that changes it shows up.
 */

const formHtml = '<form method="post"';
function Form({ label }: { label: string }) {
  return h(
    "form",
    { method: "post" },
    h("label", null, label, h("input", { name: "email" })),
    "·".repeat(600),
  );
}
const forms = islandModule(() => Promise.resolve({ Form }));
const FormIsland = island(forms, "Form");

/** A page with 20 KB of HTML before the form (past React's 12.8 KB progressive chunk). */
async function render(child: ReturnType<typeof h>, options: { progressiveChunkSize?: number } = {}) {
  const page = h("main", null, h("p", null, "x".repeat(20_000)), child);
  const html = await new Response(await renderToReadableStream(page, options)).text();
  const form = html.indexOf(formHtml);
  const hidden = html.indexOf("<div hidden");
  return { html, form, hiddenBeforeForm: hidden !== -1 && hidden < form };
}

describe("form islands on the server", () => {
  it("render the form in place on the first render, with entry.server's progressiveChunkSize", async () => {
    await preloadIslands();
    const { html, form, hiddenBeforeForm } = await render(h(FormIsland, { label: "E-mail" }), {
      progressiveChunkSize: Number.POSITIVE_INFINITY,
    });
    expect(form).toBeGreaterThan(0);
    expect(hiddenBeforeForm).toBe(false);
    expect(html).toContain("E-mail");
    expect(html).not.toContain('aria-busy="true"');
  });

  it("would be hidden behind the fallback with React's default chunk size (why entry.server sets it)", async () => {
    await preloadIslands();
    const { hiddenBeforeForm } = await render(h(FormIsland, { label: "E-mail" }));
    expect(hiddenBeforeForm).toBe(true);
  });

  it("would be hidden on the first render of a plain React.lazy even with the option (why islands avoid it)", async () => {
    const Lazy = lazy(() => Promise.resolve({ default: Form }));
    const first = await render(h(Suspense, { fallback: null }, h(Lazy, { label: "E-mail" })), {
      progressiveChunkSize: Number.POSITIVE_INFINITY,
    });
    expect(first.hiddenBeforeForm).toBe(true);
  });
});
