/**
 * HMAC-SHA256 signatures as our signed cookies carry them (`value.base64signature`, unpadded), verified
 * with each secret's key imported once per isolate (a CryptoKey is not bound to a request; ADR 032,
 * ADR 039). Importing a key costs more than verifying with it, on every request with a cookie.
 */
const encoder = new TextEncoder();
const verifyKeys = new Map<string, Promise<CryptoKey>>();

function verifyKey(secret: string): Promise<CryptoKey> {
  let key = verifyKeys.get(secret);
  if (!key) {
    key = crypto.subtle.importKey("raw", encoder.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, [
      "verify",
    ]);
    verifyKeys.set(secret, key);
  }
  return key;
}

/** The value of `value.signature` when one of `secrets` signed it (first match), else undefined. */
export async function unsignedValue(signed: string, secrets: readonly string[]): Promise<string | undefined> {
  const dot = signed.lastIndexOf(".");
  if (dot <= 0) return undefined;
  const value = signed.slice(0, dot);
  let signature: Uint8Array<ArrayBuffer>;
  try {
    signature = Uint8Array.from(atob(signed.slice(dot + 1)), (ch) => ch.charCodeAt(0));
  } catch {
    return undefined;
  }
  const data = encoder.encode(value);
  for (const secret of secrets)
    if (await crypto.subtle.verify("HMAC", await verifyKey(secret), signature, data)) return value;
  return undefined;
}
