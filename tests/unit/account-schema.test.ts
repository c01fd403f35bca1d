import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { AccountActionSchema, SignInSchema, safeNext } from "~/domain/schemas/account";
import { readConfig } from "~/env.server";

describe("safeNext: where a sign-in may lead", () => {
  it("keeps paths of ours", () => {
    for (const path of ["/account", "/bookings", "/admin/audit", "/owner", "/ambassador"])
      expect(safeNext(path)).toBe(path);
  });

  it("refuses other sites, schemes, escapes and odd characters", () => {
    for (const bad of [
      "//evil.example",
      "/\\evil.example",
      "https://evil.example/account",
      "javascript:alert(1)",
      "account",
      "/account?x=1",
      "/account#x",
      "/%2F%2Fevil.example",
      "/a b",
      `/${"a".repeat(200)}`,
      "",
      undefined,
      42,
    ])
      expect(safeNext(bad), String(bad)).toBeUndefined();
  });
});

describe("account forms", () => {
  it("the sign-in form takes a valid e-mail and refuses anything else with the spec's words", () => {
    expect(v.safeParse(SignInSchema, { email: " x@example.com " }).output).toMatchObject({
      email: "x@example.com",
    });
    for (const email of [
      "",
      "x",
      "x@",
      "x@example.com\r\nBcc: y@example.com",
      `${"a".repeat(250)}@example.com`,
    ]) {
      const parsed = v.safeParse(SignInSchema, { email });
      expect(parsed.success, email).toBe(false);
      expect(parsed.issues?.[0]?.message).toBe("Valid email is required");
    }
  });

  it("the account page's forms are told apart by a literal intent", () => {
    expect(v.is(AccountActionSchema, { intent: "preferences", reminders: "on" })).toBe(true);
    expect(v.is(AccountActionSchema, { intent: "preferences" })).toBe(true);
    expect(v.is(AccountActionSchema, { intent: "sign-out" })).toBe(true);
    expect(v.is(AccountActionSchema, { intent: "sign-out-everywhere" })).toBe(true);
    expect(v.is(AccountActionSchema, { intent: "preferences", reminders: "yes" })).toBe(false);
    expect(v.is(AccountActionSchema, { intent: "delete-everything" })).toBe(false);
  });
});

describe("ADMIN_EMAILS", () => {
  const bindings = {
    DB: { prepare: () => undefined } as unknown as D1Database,
    ANALYTICS: { get: () => undefined } as unknown as KVNamespace,
  };
  it("is a comma-separated list, trimmed and lower-cased; anything without an @ is ignored", () => {
    const config = readConfig({
      ...bindings,
      ADMIN_EMAILS: " Boss@Example.com, ops@example.com ,nonsense,,",
    } as unknown as Env);
    expect(config.adminEmails).toEqual(["boss@example.com", "ops@example.com"]);
  });
  it("names nobody when unset", () => {
    expect(readConfig(bindings as unknown as Env).adminEmails).toEqual([]);
  });
});
