/**
 * Number and date formatting for components that render during hydration.
 *
 * The first `Intl` formatter a page creates loads the browser's ICU data: 15-30 ms of main-thread
 * time on a desktop, several times that on a mid-range phone, in one uninterruptible piece of the
 * hydration work. Prices and counts are plain digit grouping in both our locales (en-NZ and en-AU
 * write 1,234.50), so they are formatted without `Intl`; that also makes server and browser output
 * identical whatever ICU data either ships. Dates still need `Intl` (month and weekday names in
 * the calendar), so its formatters are made once per (locale, options) instead of once per call.
 */

/** A non-negative integer with comma thousands separators: 1234567 → "1,234,567". */
export function groupDigits(value: number): string {
  return String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
}

const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

export function dateTimeFormat(
  locale: string,
  options: Intl.DateTimeFormatOptions = {},
): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = dateTimeFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    dateTimeFormats.set(key, format);
  }
  return format;
}
