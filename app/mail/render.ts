/**
 * One template, both parts: the HTML part is the template (react-email's components)
 * rendered by React as an HTML5 document, and the text part is derived from that same HTML (links
 * written out, the inbox preview left out), so the two never say different things. React's own
 * renderer, not react-email's render(): that one always writes an XHTML 1.0 doctype.
 */
import { toPlainText } from "@react-email/render";
import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";

export interface RenderedMail {
  html: string;
  text: string;
}

const TEXT_OPTIONS = {
  // Headings keep their case; the text part reads like the HTML one.
  selectors: ["h1", "h2", "h3"].map((selector) => ({ selector, options: { uppercase: false } })),
};

export async function renderMail(element: ReactElement): Promise<RenderedMail> {
  const html = `<!DOCTYPE html>${renderToStaticMarkup(element)}`;
  return { html, text: `${toPlainText(html, TEXT_OPTIONS).trim()}\n` };
}
