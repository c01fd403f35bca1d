/**
 * The visitor session cookie is written by React Router and read by our own parser, which verifies with
 * keys imported once (ADR 039). Whatever React Router's cookie would read from a header, ours reads too.
 */
import { createCookie } from "react-router";
import { describe, expect, it } from "vitest";
import { parseSessionCookie, SESSION_COOKIE } from "~/session.server";

const SECRETS = ["newest-secret-0123456789", "older-secret-9876543210"];
const OPTIONS = { secure: true, path: "/" } as const;
const theirs = createCookie(SESSION_COOKIE, { ...OPTIONS, secrets: SECRETS });
const signedWith = (secret: string) => createCookie(SESSION_COOKIE, { ...OPTIONS, secrets: [secret] });

/** A Set-Cookie's name=value, as a browser sends it back. */
const sent = (setCookie: string) => setCookie.split(";")[0] ?? "";

describe("parseSessionCookie reads what React Router's cookie reads", () => {
  it("values of every kind, signed with the newest or an older secret, among other cookies", async () => {
    const values = [
      { userId: 42 },
      { userId: 7, linkedBookings: [1, 2, 3], ref: "AROHA25", __flash_toast__: { title: "Booking found" } },
      { name: "Zoë Ngata — 東京 🏋️", quote: 'say "hi"; ok=1', percent: "100%" },
      {},
      "",
    ];
    for (const value of values)
      for (const secret of SECRETS) {
        const cookie = sent(await signedWith(secret).serialize(value));
        for (const header of [cookie, `a=1; ${cookie}; b=2`, `  ${cookie.replace("=", "= ")} ;c=3`]) {
          const ours = await parseSessionCookie(header, SECRETS);
          expect(ours, header).toEqual(await theirs.parse(header));
        }
      }
  });

  it("no cookie, a bad signature, an unknown secret, a mangled value, two of the same name", async () => {
    const good = sent(await theirs.serialize({ userId: 1 }));
    const other = sent(await signedWith("someone-elses-secret").serialize({ userId: 1 }));
    const [name, value] = [good.slice(0, good.indexOf("=")), good.slice(good.indexOf("=") + 1)];
    const headers = [
      "",
      "a=1; b=2",
      `${name}=`,
      `${name}=${value.slice(0, -2)}xx`,
      `${name}=${value.replace(/^./, "Z")}`,
      other,
      `${name}=no-dot-at-all`,
      `${name}=%E0%A4%A`,
      `${name}=e30.!!!not-base64!!!`,
      `${other}; ${good}`,
      `${good}; ${other}`,
    ];
    for (const header of headers)
      expect(await parseSessionCookie(header, SECRETS), header).toEqual(await theirs.parse(header));
    expect(await parseSessionCookie(null, SECRETS)).toBeNull();
  });

  it("a validly signed value that is not our encoding reads as an empty session, as theirs does", async () => {
    const key = await crypto.subtle.importKey(
      "raw",
      new TextEncoder().encode(SECRETS[1]),
      { name: "HMAC", hash: "SHA-256" },
      false,
      ["sign"],
    );
    for (const value of ["bm90LWpzb24", "%%%", "e30"]) {
      const mac = await crypto.subtle.sign("HMAC", key, new TextEncoder().encode(value));
      const signature = btoa(String.fromCharCode(...new Uint8Array(mac))).replace(/=+$/, "");
      const header = `${SESSION_COOKIE}=${encodeURIComponent(`${value}.${signature}`)}`;
      const ours = await parseSessionCookie(header, SECRETS);
      expect(ours, value).toEqual(await theirs.parse(header));
      expect(ours, value).not.toBeNull();
    }
  });
});
