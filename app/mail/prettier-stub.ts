/**
 * Stands in for prettier in the worker bundle (vite.config.ts aliases `prettier/standalone` and
 * `prettier/plugins/html` here). @react-email/render imports prettier only for its optional
 * `pretty` output, which e-mail never uses; left in, it adds about 0.5 MB to the worker.
 */
export function format(): never {
  throw new Error("Pretty-printing e-mail HTML is not bundled in the worker.");
}

export const parsers = {};
// @react-email/render patches `printers.html.print` when it loads, so the stub needs that shape.
export const printers = { html: { print: (): never => format() } };
export const languages = [];
export const options = {};
export default { parsers, printers, languages, options };
