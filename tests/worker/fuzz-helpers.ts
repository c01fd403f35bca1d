/**
 * Shared pieces of the property-based bad-input suites (fuzz-api.test.ts for the JSON API,
 * fuzz-pages.test.ts for the page forms): hostile values and bodies, and a row count of every table
 * so a refusal can be shown to have written nothing.
 */
import { env } from "cloudflare:test";
import fc from "fast-check";

/** Strings an attacker or a broken client might send: random, unicode, payloads, numbers as text, huge. */
export const hostileString = fc.oneof(
  fc.string(),
  fc.string({ unit: "grapheme", maxLength: 50 }),
  fc.constantFrom(
    "' OR 1=1 --",
    "'); DROP TABLE bookings; --",
    "<script>alert(1)</script>",
    '"><img src=x onerror=alert(1)>',
    "\u0000\u202e\ud83d\ude00",
    "NaN",
    "-1",
    "1e309",
    "2020-01-01",
    "25:99",
    "__proto__",
    "x".repeat(100_001),
  ),
);

/** Any JSON value, mostly hostile. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  fc.integer(),
  fc.double(),
  fc.constantFrom(Number.NaN, -1, 0, 1e308, -0, Number.MAX_SAFE_INTEGER + 2),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.oneof(fc.string(), fc.integer()), { maxLength: 5 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 3 }),
);

/** A JSON body built around an endpoint's own field names, each missing or hostile, plus stray keys. */
export function hostileBody(fields: readonly string[]) {
  return fc
    .record(
      Object.fromEntries(fields.map((f) => [f, hostileValue])) as Record<string, fc.Arbitrary<unknown>>,
      { requiredKeys: [] },
    )
    .chain((body) =>
      fc
        .dictionary(fc.string({ maxLength: 8 }), hostileValue, { maxKeys: 2 })
        .map((extra) => ({ ...extra, ...body })),
    );
}

/** Raw request bodies that are not a JSON object at all, or repeat a key. */
export const hostileRaw = fc.oneof(
  fc.constantFrom("", "{", "[]", "null", "42", '"text"', '{"a":1,"a":2}', "\u0000", "{}".repeat(10)),
  fc.string({ maxLength: 200 }),
);

// ---------------------------------------------------------------------------------------------
// Forms: every value is text (or a file, in multipart), keys may repeat.

/** A form field's value: hostile text, numbers and dates as text, booleans as browsers send them. */
export const hostileFormValue: fc.Arbitrary<string> = fc.oneof(
  hostileString,
  fc.integer().map(String),
  fc.double().map(String),
  fc.constantFrom(
    "",
    " ",
    "on",
    "true",
    "false",
    "null",
    "undefined",
    "0",
    "-0",
    "1.5",
    "2147483648",
    "99999999999",
    "Infinity",
    "0x10",
    "1e3",
    "1999-12-31",
    "2999-12-31",
    "2024-02-30",
    "24:00",
    "00:00",
    "[]",
    "{}",
    "a@b",
    "x@example.com",
  ),
);

/**
 * Keys no form of ours sends: Conform's reserved control names (with garbage), nested and list
 * paths (a huge index would make a sparse array of billions), prototype names, random text.
 */
export function foreignKey(fields: readonly string[]): fc.Arbitrary<string> {
  const someField = fields.length > 0 ? fc.constantFrom(...fields) : fc.constant("field");
  return fc.oneof(
    fc.constantFrom("__intent__", "__state__", "__proto__", "constructor", "toString", "_routes", ""),
    fc.tuple(someField, fc.nat({ max: 4_294_967_294 })).map(([f, i]) => `${f}[${i}]`),
    fc.tuple(someField, fc.constantFrom("x", "__proto__", "0", "constructor")).map(([f, p]) => `${f}.${p}`),
    fc.string({ maxLength: 8 }),
  );
}

export type FormEntries = [string, string][];

/**
 * A hostile form for a route: each of its fields missing, once or repeated with hostile values; the
 * intent one the route accepts most of the time (so the checks behind it run), else anything; and
 * sometimes a foreign key.
 */
export function hostileForm(fields: readonly string[], intents: readonly string[] = []) {
  const occurrences = (key: string) =>
    fc
      .array(hostileFormValue, { maxLength: 3 })
      .map((values) => values.map((v): [string, string] => [key, v]));
  const intent =
    intents.length === 0
      ? fc.constant<FormEntries>([])
      : fc.oneof(
          { weight: 4, arbitrary: fc.constantFrom(...intents).map((i): FormEntries => [["intent", i]]) },
          { weight: 1, arbitrary: occurrences("intent") },
          {
            weight: 1,
            arbitrary: fc.tuple(fc.constantFrom(...intents), fc.constantFrom(...intents)).map(
              ([a, b]): FormEntries => [
                ["intent", a],
                ["intent", b],
              ],
            ),
          },
        );
  const foreign = fc.array(fc.tuple(foreignKey(fields), hostileFormValue), { maxLength: 2 });
  return fc
    .tuple(
      intent,
      fc.tuple(...fields.filter((f) => f !== "intent").map(occurrences)),
      fc.option(foreign, { freq: 3, nil: [] }),
    )
    .chain(([i, perField, extra]) => {
      const all = [...i, ...perField.flat(), ...extra];
      // Every entry, in any order (browsers keep document order; a script need not).
      return fc.shuffledSubarray(all, { minLength: all.length, maxLength: all.length });
    })
    .map((entries) => entries as FormEntries);
}

/**
 * A valid form with one to three hostile changes: a field dropped, its value replaced, repeated with
 * another value, or a foreign key added. These reach past the schema into the models.
 */
export function mutatedForm(valid: FormEntries, fields: readonly string[]) {
  const keys = [...new Set([...valid.map(([k]) => k), ...fields])];
  const mutation = fc.oneof(
    fc.record({ kind: fc.constant("drop" as const), key: fc.constantFrom(...keys) }),
    fc.record({ kind: fc.constant("set" as const), key: fc.constantFrom(...keys), value: hostileFormValue }),
    fc.record({
      kind: fc.constant("repeat" as const),
      key: fc.constantFrom(...keys),
      value: hostileFormValue,
    }),
    fc.record({ kind: fc.constant("foreign" as const), key: foreignKey(fields), value: hostileFormValue }),
  );
  return fc.array(mutation, { minLength: 1, maxLength: 3 }).map((mutations) => {
    let entries: FormEntries = valid.map(([k, v]) => [k, v]);
    for (const m of mutations) {
      if (m.kind === "drop") entries = entries.filter(([k]) => k !== m.key);
      else if (m.kind === "set") entries = [...entries.filter(([k]) => k !== m.key), [m.key, m.value]];
      else entries = [...entries, [m.key, m.value]];
    }
    return entries;
  });
}

export type Encoding = "urlencoded" | "multipart" | "multipart-file";
export const encoding: fc.Arbitrary<Encoding> = fc.constantFrom("urlencoded", "multipart", "multipart-file");

/** The body and headers a browser (or not) would send for these entries. */
export function formBody(entries: FormEntries, how: Encoding): { body: BodyInit; headers: HeadersInit } {
  if (how === "urlencoded")
    return {
      body: new URLSearchParams(entries),
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    };
  const form = new FormData();
  entries.forEach(([name, v], i) => {
    // workerd cannot serialise a multipart name that ends in a backslash (a browser escapes it).
    const k = name.endsWith("\\") ? `${name}_` : name;
    // A file where text is expected, for one of the fields.
    if (how === "multipart-file" && i === 0)
      form.append(k, new File([v], "payload.html", { type: "text/html" }));
    else form.append(k, v);
  });
  // The Request sets multipart/form-data with its boundary.
  return { body: form, headers: {} };
}

/** Bodies a page action cannot read as a form: wrong or missing type, broken multipart, JSON. */
export const unreadableForm: fc.Arbitrary<{ body: string; headers: Record<string, string> }> = fc.record({
  body: fc.oneof(hostileRaw, fc.constantFrom("--x\r\nbroken", "%%%&a=%ZZ&&==", '{"intent":"save"}')),
  headers: fc
    .constantFrom(
      "application/json",
      "text/plain",
      "multipart/form-data",
      "multipart/form-data; boundary=x",
      "application/x-www-form-urlencoded",
      "application/octet-stream",
      "",
    )
    .map((type): Record<string, string> => (type ? { "Content-Type": type } : {})),
});

// ---------------------------------------------------------------------------------------------
// Rows: a refusal writes nothing, anywhere.

let tableNames: Promise<string[]> | undefined;

/** Every application table (not D1's or SQLite's own). */
function tables(): Promise<string[]> {
  tableNames ??= env.DB.prepare(
    "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' AND name != 'd1_migrations' ORDER BY name",
  )
    .all<{ name: string }>()
    .then((r) => r.results.map((row) => row.name));
  return tableNames;
}

/** Row counts of every table, less the ones named in `except`. */
export async function counts(except: readonly string[] = []): Promise<Record<string, number>> {
  const names = (await tables()).filter((t) => !except.includes(t));
  // Each count is a column of one row, 50 tables a statement: a statement per table paid a
  // statement's overhead for each, twice a case (D1 keeps SQL's limits low, e.g. compound SELECTs).
  const chunks: string[][] = [];
  for (let i = 0; i < names.length; i += 50) chunks.push(names.slice(i, i + 50));
  const rows = await env.DB.batch<Record<string, number>>(
    chunks.map((chunk) =>
      env.DB.prepare(`SELECT ${chunk.map((t, i) => `(SELECT count(*) FROM "${t}") AS c${i}`).join(", ")}`),
    ),
  );
  return Object.fromEntries(names.map((t, i) => [t, rows[Math.floor(i / 50)]!.results[0]![`c${i % 50}`]!]));
}

/** A different client address per request, so per-client rate limits do not decide the answer. */
export const randomIp = () => `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.1`;
