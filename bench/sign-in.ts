/**
 * The bench's signed-in visitors, made through the product itself (issue 19): POST /sign-in with an
 * e-mail, the magic link read from the mail outbox in the bench's local D1, POST /sign-in/verify with
 * its token (what the link's button sends), then one GET of the page it lands on so the one-time toast
 * is spent. What comes back is the Cookie header a browser would then send: the `__Host-gr_account`
 * session and the visitor session cookie.
 *
 * `__Host-` cookies are Secure, so a client would never send one over plain http; the bench talks
 * plain http to localhost and sends the cookies back itself (the worker does not look at the scheme).
 *
 * Every request here carries its own CF-Connecting-IP from 198.18.0.0/15 (the range RFC 2544 sets
 * aside for benchmarks): local wrangler passes the header through, and the rate limits key on it
 * (ADR 017, ADR 031).
 */
import { readdirSync } from "node:fs";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";

/** The account cookie (app/auth.server.ts ACCOUNT_COOKIE). */
export const ACCOUNT_COOKIE = "__Host-gr_account";

/** A client address of the benchmark range for the n-th client (n ≥ 0). */
export function benchAddress(n: number): string {
  const i = n % (2 * 65_536);
  return `198.${18 + Math.floor(i / 65_536)}.${Math.floor(i / 256) % 256}.${i % 256}`;
}

/** The bench database's SQLite file (miniflare's D1 under <persist>/v3/d1). */
export function d1File(persistTo: string): string {
  const dir = path.join(persistTo, "v3", "d1", "miniflare-D1DatabaseObject");
  const name = readdirSync(dir).find((f) => f.endsWith(".sqlite") && f !== "metadata.sqlite");
  if (!name) throw new Error(`no D1 database under ${dir}`);
  return path.join(dir, name);
}

/** One read of the bench database, closed at once (the worker keeps writing to it). */
export function query<T>(file: string, sql: string, ...params: (string | number)[]): T[] {
  const db = new DatabaseSync(file, { readOnly: true });
  try {
    return db.prepare(sql).all(...params) as T[];
  } finally {
    db.close();
  }
}

/** A cookie jar of name → value, updated from Set-Cookie headers (deleted cookies removed). */
export class CookieJar {
  readonly cookies = new Map<string, string>();

  take(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair = "", ...attributes] = line.split(";");
      const eq = pair.indexOf("=");
      if (eq < 1) continue;
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired = attributes.some(
        (a) =>
          /^\s*max-age=0\s*$/i.test(a) ||
          (/^\s*expires=/i.test(a) && Date.parse(a.split("=")[1] ?? "") < Date.now()),
      );
      if (expired || value === "") this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }
}

export interface SignedInVisitor {
  email: string;
  /** The Cookie header to send. */
  cookie: string;
  /** The client address the session was opened from (its later requests use the same one). */
  address: string;
}

const BROWSER_UA =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36";

/**
 * Signs `email` in through the product's own sign-in and returns its cookies. Throws with what went
 * wrong (status and page) at any step: a bench that silently measured signed-out pages would lie.
 */
export async function signIn(
  origin: string,
  dbFile: string,
  email: string,
  address: string,
): Promise<SignedInVisitor> {
  const jar = new CookieJar();
  const headers = () => ({
    Origin: origin,
    "CF-Connecting-IP": address,
    "User-Agent": BROWSER_UA,
    Accept: "text/html",
    ...(jar.cookies.size > 0 ? { Cookie: jar.header() } : {}),
  });
  const [before] = query<{ id: number }>(dbFile, "SELECT coalesce(max(id), 0) AS id FROM mail_outbox");

  const asked = await fetch(`${origin}/sign-in`, {
    method: "POST",
    redirect: "manual",
    headers: { ...headers(), "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ email }),
  });
  if (asked.status !== 302 && asked.status !== 303)
    throw new Error(`sign-in for ${email}: POST /sign-in answered ${asked.status}: ${await asked.text()}`);
  jar.take(asked);

  const [mail] = query<{ text_body: string }>(
    dbFile,
    "SELECT text_body FROM mail_outbox WHERE id > ? AND to_address = ? AND kind = 'sign_in_link' ORDER BY id DESC LIMIT 1",
    before?.id ?? 0,
    email,
  );
  const token = /\/sign-in\/verify\?token=([A-Za-z0-9_-]+)/.exec(mail?.text_body ?? "")?.[1];
  if (!token) throw new Error(`sign-in for ${email}: no sign-in link in the outbox`);

  const verified = await fetch(`${origin}/sign-in/verify?token=${token}`, {
    method: "POST",
    redirect: "manual",
    headers: { ...headers(), "Content-Type": "application/x-www-form-urlencoded" },
    // The confirm page posts back the address it named (the use refuses a link for another one).
    body: new URLSearchParams({ token, email }),
  });
  jar.take(verified);
  const landing = verified.headers.get("Location");
  if ((verified.status !== 302 && verified.status !== 303) || !landing || !jar.cookies.has(ACCOUNT_COOKIE))
    throw new Error(
      `sign-in for ${email}: POST /sign-in/verify answered ${verified.status} without the account cookie`,
    );

  // The landing page spends the "signed in" toast, as the browser's redirect would.
  const landed = await fetch(new URL(landing, origin), { redirect: "manual", headers: headers() });
  await landed.arrayBuffer();
  jar.take(landed);
  if (landed.status !== 200)
    throw new Error(`sign-in for ${email}: ${landing} answered ${landed.status} after signing in`);
  return { email, cookie: jar.header(), address };
}
