/**
 * How strong production's secrets must be. SESSION_SECRET signs visitor cookies, QR passes
 * and portal links: anyone who guesses it can forge them all, so it must carry at least 32 random
 * bytes (`openssl rand -base64 32` or `openssl rand -hex 32`). ADMIN_PASSWORD is typed by a person, so
 * it is judged by length and against the passwords every guessing list starts with.
 */

/** Bytes of randomness SESSION_SECRET must carry at least. */
export const MIN_SESSION_SECRET_BYTES = 32;
/** Characters ADMIN_PASSWORD must have at least. */
export const MIN_ADMIN_PASSWORD_LENGTH = 12;

/**
 * Passwords of 12 characters or more that lead every guessing list (lower case; compared without
 * case). Short ones need no entry: the length rule refuses them.
 */
export const COMMON_PASSWORDS: ReadonlySet<string> = new Set([
  "123456789012",
  "1234567890123",
  "12345678901234",
  "123456123456",
  "111111111111",
  "000000000000",
  "1q2w3e4r5t6y",
  "1qaz2wsx3edc",
  "qwertyuiop12",
  "qwertyuiop123",
  "qwerty123456",
  "qwertyqwerty",
  "asdfghjkl123",
  "zaq12wsxcde3",
  "password1234",
  "password12345",
  "password123!",
  "passwordpassword",
  "passw0rd1234",
  "p@ssw0rd1234",
  "administrator",
  "administrator1",
  "adminadmin123",
  "admin1234567",
  "admin123456789",
  "adminpassword",
  "letmein12345",
  "letmeinplease",
  "welcome12345",
  "welcome123456",
  "iloveyou1234",
  "changeme1234",
  "changemenow!",
  "trustno1trustno1",
  "football1234",
  "baseball1234",
  "sunshine1234",
  "princess1234",
  "superman1234",
  "starwars1234",
  "abc123456789",
  "abcdefghijkl",
  "gymroamadmin",
  "gymroam-admin",
  "gymroam12345",
  "gymroampassword",
]);

/** Estimated random bytes in a secret, by the alphabet it is written in. */
export function secretBytes(secret: string): number {
  const distinct = new Set(secret).size;
  // A string of few distinct characters ("aaaa…", "abab…") carries next to nothing, whatever its length.
  if (distinct < 8) return 0;
  if (/^[0-9a-f]+$/i.test(secret)) return Math.floor(secret.length / 2);
  // Base64, base64url, or any other printable text: at most 6 bits a character counted.
  return Math.floor((secret.replace(/=+$/, "").length * 6) / 8);
}

/** Why a SESSION_SECRET part is too weak for production, or undefined when it is strong enough. */
export function weakSessionSecret(secret: string): string | undefined {
  const bytes = secretBytes(secret);
  if (bytes >= MIN_SESSION_SECRET_BYTES) return undefined;
  return `carries about ${bytes} random bytes, under ${MIN_SESSION_SECRET_BYTES} (make one with \`openssl rand -base64 32\`)`;
}

/** Why an ADMIN_PASSWORD is too weak for production, or undefined when it is acceptable. */
export function weakAdminPassword(password: string): string | undefined {
  if (password.length < MIN_ADMIN_PASSWORD_LENGTH) return `is under ${MIN_ADMIN_PASSWORD_LENGTH} characters`;
  if (COMMON_PASSWORDS.has(password.toLowerCase())) return "is on the list of common passwords";
  if (new Set(password).size < 5) return "repeats too few characters";
  return undefined;
}
