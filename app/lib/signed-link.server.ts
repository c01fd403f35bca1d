/**
 * Signed links for people without an account (an ambassador's portal): HMAC-SHA-256 of a purpose and
 * an id (and, for a link that expires, its expiry) with the session secret, compared in constant time. Rotating SESSION_SECRET (newest first)
 * keeps links signed with the older secret working until it is dropped.
 */
function hex(buffer: ArrayBuffer): string {
  return [...new Uint8Array(buffer)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

async function hmac(secret: string, message: string): Promise<string> {
  const key = await crypto.subtle.importKey(
    "raw",
    new TextEncoder().encode(secret),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign"],
  );
  return hex(await crypto.subtle.sign("HMAC", key, new TextEncoder().encode(message)));
}

function equalStrings(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

export async function signLink(secrets: readonly string[], purpose: string, id: number): Promise<string> {
  const secret = secrets[0];
  if (!secret) throw new Error("No secret configured to sign links");
  return hmac(secret, `${purpose}:${id}`);
}

export async function verifyLink(
  secrets: readonly string[],
  purpose: string,
  id: number,
  signature: string,
): Promise<boolean> {
  if (!/^[0-9a-f]{64}$/.test(signature)) return false;
  for (const secret of secrets) {
    if (equalStrings(await hmac(secret, `${purpose}:${id}`), signature)) return true;
  }
  return false;
}

/**
 * A link that expires: `<expiry in unix seconds>-<signature>`, the expiry signed with the purpose and
 * the id, so it cannot be moved forward.
 */
export async function signExpiringLink(
  secrets: readonly string[],
  purpose: string,
  id: number,
  expiresAt: number,
): Promise<string> {
  const expires = Math.floor(expiresAt / 1000);
  return `${expires}-${await signLink(secrets, `${purpose}:${expires}`, id)}`;
}

/** Whether an expiring link is genuine for this purpose and id and not yet expired at `now`. */
export async function verifyExpiringLink(
  secrets: readonly string[],
  purpose: string,
  id: number,
  token: string,
  now: number,
): Promise<boolean> {
  const parts = /^(\d{1,12})-([0-9a-f]{64})$/.exec(token);
  if (!parts?.[1] || !parts[2]) return false;
  if (Number(parts[1]) * 1000 <= now) return false;
  return verifyLink(secrets, `${purpose}:${parts[1]}`, id, parts[2]);
}

/** How long an e-mailed portal link works: after that the ambassador signs in, or asks for a new one. */
export const PORTAL_LINK_DAYS = 30;

/** The portal link e-mailed to an approved ambassador (expires after PORTAL_LINK_DAYS). */
export async function ambassadorPortalPath(
  secrets: readonly string[],
  codeId: number,
  now = Date.now(),
): Promise<string> {
  const expiresAt = now + PORTAL_LINK_DAYS * 24 * 60 * 60_000;
  return `/ambassador-portal/${codeId}/${await signExpiringLink(secrets, "ambassador-portal", codeId, expiresAt)}`;
}
