const encoder = new TextEncoder();

/** SHA-256 of a text, as lower-case hex (session ids, salted client hashes, request fingerprints). */
export async function sha256Hex(value: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", encoder.encode(value));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}
