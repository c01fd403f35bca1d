/**
 * CSV for spreadsheet exports (RFC 4180: comma-separated, CRLF line ends, a field with a comma,
 * quote or line break is quoted and its quotes doubled).
 *
 * Formula injection (OWASP "CSV Injection"): a spreadsheet runs a cell that starts with = + - @
 * (or a tab / carriage return, which some apps strip before looking) as a formula, so text a visitor
 * typed could run in an admin's spreadsheet. Such cells are prefixed with a single quote, which
 * makes the spreadsheet show the text as text. The guard is for text cells only: an amount is written
 * as a number (csvAmount), so a negative one (a refund, a voided commission) still sums.
 */

/** An amount of money in cents, written as a decimal number with two places ("-11.40"). */
export interface CsvAmount {
  readonly cents: number;
}

export type CsvValue = string | number | boolean | Date | CsvAmount | null | undefined;

/** A cell holding an amount of money: a number to the spreadsheet, never text. */
export const csvAmount = (cents: number): CsvAmount => ({ cents });

function decimal(cents: number): string {
  if (!Number.isSafeInteger(cents)) return "";
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(cents);
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}

const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell: text made inert for spreadsheets, then quoted when CSV needs it. */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return "";
  let text: string;
  if (value instanceof Date) text = value.toISOString();
  else if (typeof value === "number") text = Number.isFinite(value) ? String(value) : "";
  else if (typeof value === "object") text = decimal(value.cents);
  else text = String(value);
  // Numbers are ours, never a visitor's text: only strings need neutralising.
  if (typeof value === "string" && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One record, with its CRLF line end. */
export function csvRow(values: readonly CsvValue[]): string {
  return `${values.map(csvCell).join(",")}\r\n`;
}

/**
 * A UTF-8 byte-order mark starts the file so Excel reads names with macrons (Māori, ü ...) as UTF-8;
 * other tools ignore it.
 */
export const CSV_BOM = "\uFEFF";
