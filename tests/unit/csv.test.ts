import { spawnSync } from "node:child_process";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { csvAmount, csvCell, csvRow } from "~/domain/csv";
import { BookingQuerySchema, parseAdminQuery } from "~/domain/schemas/admin-lists";
import type { Statement } from "~/models/statement.server";
import { statementCsv } from "~/routes/+shared/statement-csv.server";

/** Reads one CSV record back (RFC 4180), to check what csvRow wrote. */
function parseRecord(line: string): string[] {
  const cells: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i]!;
    if (quoted) {
      if (ch === '"' && line[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ",") {
      cells.push(cell);
      cell = "";
    } else cell += ch;
  }
  cells.push(cell);
  return cells;
}

describe("csvCell", () => {
  it.each([
    ["plain", "plain"],
    ["a,b", '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ["two\nlines", '"two\nlines"'],
    ["cr\r\nlf", '"cr\r\nlf"'],
    ["=1+2", "'=1+2"],
    ["+64 21 555", "'+64 21 555"],
    ["-5", "'-5"],
    ["@SUM(A1)", "'@SUM(A1)"],
    ["\tTab", "'\tTab"],
    ['=HYPERLINK("http://x","y")', `"'=HYPERLINK(""http://x"",""y"")"`],
    ["a=b", "a=b"],
    ["", ""],
  ])("%j → %j", (input, output) => {
    expect(csvCell(input)).toBe(output);
  });

  it("writes numbers, dates and empty values as they are", () => {
    expect(csvCell(-5)).toBe("-5");
    expect(csvCell(42)).toBe("42");
    expect(csvCell(null)).toBe("");
    expect(csvCell(undefined)).toBe("");
    expect(csvCell(new Date(Date.UTC(2026, 0, 2, 3, 4, 5)))).toBe("2026-01-02T03:04:05.000Z");
  });

  it("round-trips any text, never starting a cell with a formula character", () => {
    fc.assert(
      fc.property(
        fc.array(fc.string({ unit: "grapheme-composite" }), { minLength: 1, maxLength: 6 }),
        (cells) => {
          const line = csvRow(cells);
          expect(line.endsWith("\r\n")).toBe(true);
          const back = parseRecord(line.slice(0, -2));
          expect(back).toHaveLength(cells.length);
          back.forEach((cell, i) => {
            expect(cell).not.toMatch(/^[=+\-@\t\r]/);
            const original = cells[i]!;
            expect(cell).toBe(/^[=+\-@\t\r]/.test(original) ? `'${original}` : original);
          });
        },
      ),
    );
  });
});

describe("amounts", () => {
  it.each([
    [-1140, "-11.40"],
    [-600, "-6.00"],
    [-5, "-0.05"],
    [0, "0.00"],
    [123456, "1234.56"],
  ])("%i cents → %s, a number, never guarded as text", (cents, cell) => {
    expect(csvCell(csvAmount(cents))).toBe(cell);
  });

  /**
   * The statements read by an outside CSV reader (Python's csv module) with each Amount cell taken
   * as a number by float(), as a spreadsheet does: a refund and a voided commission must count in
   * the column's sum, not be skipped as text.
   */
  function sumsByPython(csv: string): { amounts: number[]; sum: number; cents: number } {
    const script = String.raw`
import csv, io, json, sys
rows = list(csv.DictReader(io.StringIO(sys.stdin.read().lstrip("\ufeff"), newline="")))
amounts = [float(row["Amount"]) for row in rows]
print(json.dumps({"amounts": amounts, "sum": round(sum(amounts), 2), "cents": sum(int(row["Amount (cents)"]) for row in rows)}))
`;
    const run = spawnSync("python3", ["-c", script], { input: csv, encoding: "utf8" });
    if (run.error) throw new Error(`python3 is needed to read the CSV: ${run.error.message}`);
    if (run.status !== 0) throw new Error(`python3 could not read the CSV as numbers: ${run.stderr}`);
    return JSON.parse(run.stdout);
  }

  const line = (kind: string, amountCents: number, note: string | null = null) => ({
    id: 1,
    date: "2026-11-02",
    kind,
    reference: "GR-7K3Q9P",
    bookingDate: "2026-11-01",
    amountCents,
    currency: "NZD",
    availableAt: null,
    payout: null,
    note,
  });
  const statement = (lines: ReturnType<typeof line>[]) =>
    ({ period: "2026-11", lines, balances: [], payouts: [] }) as unknown as Statement;

  it("the ambassador's statement: a voided commission sums with the commission it voids", () => {
    const csv = statementCsv(
      statement([
        line("Commission", 1140),
        line("Commission", 570),
        line("Clawback", -1140, "-booking cancelled"),
      ]),
    );
    expect(sumsByPython(csv)).toEqual({ amounts: [11.4, 5.7, -11.4], sum: 5.7, cents: 570 });
    // The note is a visitor-reachable text cell and stays guarded.
    expect(csv).toContain(",'-booking cancelled\r\n");
  }, 30_000);

  it("the partner's statement: a refund sums with the gym's share", () => {
    const csv = statementCsv(
      statement([line("Gym share", 3600), line("Gym share", 1800), line("Refund", -600)]),
    );
    expect(sumsByPython(csv)).toEqual({ amounts: [36, 18, -6], sum: 48, cents: 4800 });
  }, 30_000);
});

describe("admin booking filter", () => {
  const parse = (query: string) =>
    parseAdminQuery(BookingQuerySchema, new URLSearchParams(query), ["status", "gym", "from", "to", "page"]);

  it("defaults to all bookings, page 1", () => {
    expect(parse("")).toEqual({
      ok: true,
      query: { status: "all", gym: "", from: undefined, to: undefined, page: 1 },
    });
  });

  it.each([
    ["status=paid", "Unknown booking status"],
    ["from=2030-13-01", "Dates must be written YYYY-MM-DD."],
    ["to=2031-02-29", "Dates must be written YYYY-MM-DD."],
    ["from=2030-05-02&to=2030-05-01", "The from date must be on or before the to date."],
    ["page=1.5", "Page must be a whole number from 1."],
    [`gym=${"g".repeat(101)}`, "Search text can be at most 100 characters."],
  ])("%s is refused", (query, message) => {
    const result = parse(query);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.message).toContain(message);
  });

  it("accepts a leap day and a single-day range", () => {
    expect(parse("from=2028-02-29&to=2028-02-29&status=confirmed&gym=%20Bondi%20&page=2")).toEqual({
      ok: true,
      query: { status: "confirmed", gym: "Bondi", from: "2028-02-29", to: "2028-02-29", page: 2 },
    });
  });
});
