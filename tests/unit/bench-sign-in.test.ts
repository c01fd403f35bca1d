/** The bench's cookie jar and client addresses (bench/sign-in.ts, ADR 031). */
import { describe, expect, it } from "vitest";
import { benchAddress, CookieJar } from "../../bench/sign-in.ts";

describe("bench cookie jar", () => {
  it("keeps what Set-Cookie sets and drops what it expires, as a browser would", () => {
    const jar = new CookieJar();
    const headers = new Headers();
    headers.append("Set-Cookie", "__Host-gr_account=abc.def; Path=/; HttpOnly; Secure; SameSite=Lax");
    headers.append("Set-Cookie", "gr_session=s1; Path=/; HttpOnly");
    jar.take(new Response(null, { headers }));
    expect(jar.header()).toBe("__Host-gr_account=abc.def; gr_session=s1");

    const later = new Headers();
    later.append("Set-Cookie", "gr_session=s2; Path=/");
    later.append("Set-Cookie", "__Host-gr_account=; Max-Age=0; Path=/; Secure");
    jar.take(new Response(null, { headers: later }));
    expect(jar.header()).toBe("gr_session=s2");

    const expired = new Headers({ "Set-Cookie": "gr_session=x; Expires=Thu, 01 Jan 1970 00:00:00 GMT" });
    jar.take(new Response(null, { headers: expired }));
    expect(jar.header()).toBe("");
  });
});

describe("bench client addresses", () => {
  it("are distinct IPv4 addresses in the benchmarking range 198.18.0.0/15", () => {
    const addresses = Array.from({ length: 131_072 }, (_, n) => benchAddress(n));
    expect(new Set(addresses).size).toBe(131_072);
    expect(addresses[0]).toBe("198.18.0.0");
    expect(addresses[131_071]).toBe("198.19.255.255");
    expect(benchAddress(131_072)).toBe("198.18.0.0");
  });
});
