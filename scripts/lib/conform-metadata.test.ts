/**
 * Conform as every bundle patches it (scripts/lib/conform-metadata.ts) must answer every field's
 * metadata as Conform does: the same values for every key, on fields, nested fields, list items and
 * the form itself, with and without errors, and the same subscriptions recorded (which fields a
 * component re-renders for), whether read during render or later, from a callback.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { patchConform } from "./conform-metadata";

const require = createRequire(import.meta.url);
// The package's main entry is dist/index.js; its ESM build, the one bundles use, is beside it.
const dist = path.dirname(require.resolve("@conform-to/react"));
const contextPath = path.join(dist, "context.mjs");
const original = readFileSync(contextPath, "utf8");

// Beside the package, so that its bare imports (@conform-to/dom, react) resolve as they do for it.
const dir = mkdtempSync(path.join(dist, ".conform-metadata-test-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

interface SubjectRef {
  current: Record<string, unknown>;
}
type Metadata = Record<string | symbol, unknown>;
interface ContextModule {
  createFormContext: (options: Record<string, unknown>) => { getState: () => unknown };
  getFieldMetadata: (
    context: unknown,
    ref: SubjectRef,
    snapshot: unknown,
    prefix?: string,
    key?: string | number,
  ) => Metadata;
  getFormMetadata: (context: unknown, ref: SubjectRef, snapshot: unknown, noValidate: boolean) => Metadata;
}

async function load(patched: boolean): Promise<ContextModule> {
  const source = (patched ? patchConform(contextPath, original) : original).replace(
    /from '(\.\/[^']+)'/g,
    (_, spec: string) => `from ${JSON.stringify(pathToFileURL(path.join(dist, spec)).href)}`,
  );
  const file = path.join(dir, `${patched ? "patched" : "original"}-context.mjs`);
  writeFileSync(file, source);
  return import(/* @vite-ignore */ pathToFileURL(file).href);
}

const [conform, patched] = await Promise.all([load(false), load(true)]);

/** Every key a field's metadata answers (Conform's FieldMetadata), read in this order. */
const FIELD_KEYS = [
  "id",
  "name",
  "errorId",
  "descriptionId",
  "formId",
  "initialValue",
  "value",
  "errors",
  "allErrors",
  "key",
  "valid",
  "dirty",
  "defaultValue",
  "defaultOptions",
  "defaultChecked",
  "required",
  "minLength",
  "maxLength",
  "min",
  "max",
  "pattern",
  "step",
  "multiple",
  "accept",
  "notAKey",
];
const FORM_KEYS = [
  ...FIELD_KEYS.slice(0, 4),
  "status",
  "noValidate",
  "initialValue",
  "errors",
  "allErrors",
  "valid",
  "dirty",
];

/** What reading `keys` of a metadata object gives, nested fieldsets and lists read the same way. */
function read(meta: Metadata, keys: string[], depth = 0): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of keys) out[key] = meta[key];
  if (depth < 2) {
    const fieldset = (meta.getFieldset as () => Metadata)();
    out["getFieldset().street"] = read(fieldset.street as Metadata, FIELD_KEYS, depth + 1);
    out["getFieldset() symbol"] = fieldset[Symbol.toStringTag];
    try {
      out.getFieldList = (meta.getFieldList as () => Metadata[])().map((item) =>
        read(item, FIELD_KEYS, depth + 1),
      );
    } catch (error) {
      out.getFieldList = `throws: ${(error as Error).message}`;
    }
  }
  return out;
}

const FORMS: Record<string, Record<string, unknown>> = {
  "no submission": {
    formId: "booking",
    defaultValue: {
      name: "Mere",
      agree: "on",
      tags: ["sauna", "ice bath"],
      address: { street: "1 Cuba St" },
    },
    constraint: {
      name: { required: true, maxLength: 80 },
      email: { required: true, pattern: ".+@.+" },
      tags: { multiple: true },
    },
  },
  "a submission with errors": {
    formId: "review",
    lastResult: {
      status: "error",
      initialValue: { comment: "", rating: "9", tags: ["a", "b"], address: { street: "" } },
      error: {
        comment: ["Please write a review before submitting"],
        rating: ["Rating 1-5"],
        "address.street": ["Street is required"],
        "tags[1]": ["Unknown tag"],
      },
    },
    constraint: { comment: { required: true, minLength: 1 }, rating: { min: 1, max: 5, step: 1 } },
  },
  "a form-level error": {
    formId: "contact",
    lastResult: {
      status: "error",
      initialValue: { message: ["first", "second"] },
      error: { "": ["Something went wrong"] },
    },
  },
};
// "addr" and "tag" begin other names without being their parents: allErrors must leave those out.
const NAMES = [
  "",
  "name",
  "email",
  "agree",
  "tags",
  "tag",
  "comment",
  "rating",
  "message",
  "address",
  "addr",
  "address.street",
];

describe("Conform's field metadata, patched (ADR 042)", () => {
  for (const [label, options] of Object.entries(FORMS)) {
    it(`answers every key of every field as Conform does: ${label}`, () => {
      const context = conform.createFormContext(options);
      const snapshot = context.getState();
      for (const name of NAMES) {
        const refs: SubjectRef[] = [{ current: {} }, { current: {} }];
        const [expected, actual] = [conform, patched].map((module, i) =>
          read(module.getFieldMetadata(context, refs[i]!, snapshot, name), FIELD_KEYS),
        );
        expect(actual, name).toEqual(expected);
        // The same subscriptions: a component re-renders for the same fields.
        expect(refs[1]!.current, name).toEqual(refs[0]!.current);
      }
      const refs: SubjectRef[] = [{ current: {} }, { current: {} }];
      const [expected, actual] = [conform, patched].map((module, i) =>
        read(module.getFormMetadata(context, refs[i]!, snapshot, true), FORM_KEYS),
      );
      expect(actual).toEqual(expected);
      expect(refs[1]!.current).toEqual(refs[0]!.current);
    });
  }

  it("reads from a callback (an older snapshot) record no subscription, as in Conform", () => {
    const context = conform.createFormContext(FORMS["a submission with errors"]!);
    const older = {};
    const refs: SubjectRef[] = [{ current: {} }, { current: {} }];
    const [expected, actual] = [conform, patched].map((module, i) =>
      read(module.getFieldMetadata(context, refs[i]!, older, "comment"), FIELD_KEYS),
    );
    expect(actual).toEqual(expected);
    expect(refs[1]!.current).toEqual({});
    expect(refs[0]!.current).toEqual({});
  });

  it("subscriptions are what a render reads: errors by name, allErrors by prefix, id by form", () => {
    const context = conform.createFormContext(FORMS["a submission with errors"]!);
    const ref: SubjectRef = { current: {} };
    const field = patched.getFieldMetadata(context, ref, context.getState(), "address");
    void field.errors;
    void field.allErrors;
    void field.id;
    void field.defaultValue;
    expect(ref.current).toEqual({
      error: { name: ["address"], prefix: ["address"] },
      formId: true,
      initialValue: { name: ["address"] },
    });
  });

  it("fails the build, naming the file to update, when Conform's function changes", () => {
    const changed = original.replace("get defaultChecked() {", "get defaultChecked () {");
    expect(() => patchConform(contextPath, changed)).toThrow(/update scripts\/lib\/conform-metadata\.ts/);
  });
});
