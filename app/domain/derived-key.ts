/**
 * Keys derived from SESSION_SECRET, one per purpose (HMAC-SHA-256 of the secret and a label such as
 * "gymroam/pass-key/v1"), so no token is ever signed with the session key itself and a token of one
 * purpose cannot stand for another. Web Crypto only: the same in workerd and the browser-free tests.
 */

const keyCache = new Map<string, Promise<CryptoKey>>();

/** The HMAC-SHA-256 signing key for `label` under `secret` (derived once per secret and label). */
export function derivedKey(secret: string, label: string): Promise<CryptoKey> {
  const cacheKey = `${label}\n${secret}`;
  let key = keyCache.get(cacheKey);
  if (!key) {
    key = (async () => {
      const master = await crypto.subtle.importKey(
        "raw",
        new TextEncoder().encode(secret),
        { name: "HMAC", hash: "SHA-256" },
        false,
        ["sign"],
      );
      const derived = await crypto.subtle.sign("HMAC", master, new TextEncoder().encode(label));
      return crypto.subtle.importKey("raw", derived, { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
    })();
    keyCache.set(cacheKey, key);
  }
  return key;
}

/** HMAC-SHA-256 of `message` under the key derived for `label`. */
export async function derivedMac(secret: string, label: string, message: string): Promise<Uint8Array> {
  const key = await derivedKey(secret, label);
  return new Uint8Array(await crypto.subtle.sign("HMAC", key, new TextEncoder().encode(message)));
}

/** Bytes as base64url without padding (RFC 4648 section 5): safe in a URL path and a QR code. */
export function base64Url(bytes: Uint8Array): string {
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
}
