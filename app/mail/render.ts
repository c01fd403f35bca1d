/**
 * One template, both parts (issue 15): the HTML part is react-email's render of the template, and
 * the text part is derived from that same HTML (links written out, the inbox preview left out), so
 * the two never say different things.
 */
import { render, toPlainText } from "@react-email/render";
import type { ReactElement } from "react";

export interface RenderedMail {
  html: string;
  text: string;
}

const TEXT_OPTIONS = {
  // Headings keep their case; the text part reads like the HTML one.
  selectors: ["h1", "h2", "h3"].map((selector) => ({ selector, options: { uppercase: false } })),
};

export async function renderMail(element: ReactElement): Promise<RenderedMail> {
  const html = await render(element);
  return { html, text: `${toPlainText(html, TEXT_OPTIONS).trim()}\n` };
}
