/**
 * Signed links for people without an account (an ambassador's portal): HMAC-SHA-256 of a purpose and
 * an id with the session secret, compared in constant time. Rotating SESSION_SECRET (newest first)
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

/** The portal link e-mailed to an approved ambassador. */
export async function ambassadorPortalPath(secrets: readonly string[], codeId: number): Promise<string> {
  return `/ambassador-portal/${codeId}/${await signLink(secrets, "ambassador-portal", codeId)}`;
}
