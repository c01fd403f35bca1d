/**
 * The client address a limit is keyed by: CF-Connecting-IP, which only Cloudflare's edge sets in
 * production (X-Forwarded-For is whatever the client wrote, so it is never read). An IPv6 address
 * counts by its /64, the block one subscriber gets: rotating addresses inside it is one client. Every
 * spelling of one address (brackets, leading zeros, an IPv4 address written as IPv6) is one key.
 */

/**
 * The key of every request whose address is missing or cannot be read: one bucket shared by all of
 * them, so an unreadable address is limited like (and more tightly than) any one network, never exempt.
 */
export const UNPARSEABLE_ADDRESS = "unparseable";

export function clientAddressKey(request: Request): string {
  return addressKey(request.headers.get("CF-Connecting-IP") ?? "");
}

/** The limit key of a written address: an IPv4 address, an IPv6 /64, or UNPARSEABLE_ADDRESS. */
export function addressKey(written: string): string {
  let raw = written.trim().toLowerCase();
  if (raw.length === 0 || raw.length > 64) return UNPARSEABLE_ADDRESS;
  const bracketed = /^\[([^\]]+)\]$/.exec(raw);
  if (bracketed?.[1]) raw = bracketed[1];
  if (!raw.includes(":")) return ipv4(raw) ?? UNPARSEABLE_ADDRESS;
  const groups = ipv6Groups(raw);
  if (!groups) return UNPARSEABLE_ADDRESS;
  // IPv4-mapped (::ffff:a.b.c.d) and IPv4-compatible (::a.b.c.d) addresses are that IPv4 client.
  const zeroHead = groups.slice(0, 5).every((g) => g === 0);
  const embedsV4 = zeroHead && (groups[5] === 0xffff || (groups[5] === 0 && (groups[6] ?? 0) !== 0));
  if (embedsV4) {
    const [hi = 0, lo = 0] = groups.slice(6);
    return [hi >> 8, hi & 0xff, lo >> 8, lo & 0xff].join(".");
  }
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(":")}::/64`;
}

/** The first four groups of an IPv6 address ("2001:db8::1" → "2001:db8:0:0::/64"), if it is one. */
export function ipv6Prefix64(address: string): string | undefined {
  const key = addressKey(address);
  return key.endsWith("::/64") ? key : undefined;
}

/** A dotted-quad IPv4 address in its plain form ("010.1.1.1" → "10.1.1.1"), if it is one. */
function ipv4(text: string): string | undefined {
  const parts = text.split(".");
  if (parts.length !== 4) return undefined;
  const octets = parts.map((p) => (/^\d{1,3}$/.test(p) ? Number(p) : Number.NaN));
  if (octets.some((o) => !(o >= 0 && o <= 255))) return undefined;
  return octets.join(".");
}

/** The eight 16-bit groups of an IPv6 address (zone dropped, `::` expanded, a dotted tail read). */
function ipv6Groups(text: string): number[] | undefined {
  const zoneless = text.split("%")[0] ?? "";
  if (!/^[0-9a-f:.]+$/.test(zoneless)) return undefined;
  const halves = zoneless.split("::");
  if (halves.length > 2) return undefined;
  const read = (half: string | undefined): number[] | undefined => {
    if (!half) return [];
    const out: number[] = [];
    const parts = half.split(":");
    for (const [i, part] of parts.entries()) {
      if (part.includes(".")) {
        // Only the last part may be a dotted IPv4 address (two groups).
        const v4 = i === parts.length - 1 ? ipv4(part) : undefined;
        if (!v4) return undefined;
        const [a = 0, b = 0, c = 0, d = 0] = v4.split(".").map(Number);
        out.push((a << 8) | b, (c << 8) | d);
      } else if (/^[0-9a-f]{1,4}$/.test(part)) out.push(Number.parseInt(part, 16));
      else return undefined;
    }
    return out;
  };
  const head = read(halves[0]);
  const tail = read(halves[1]);
  if (!head || !tail) return undefined;
  // A dotted tail is allowed only at the very end of the address.
  if (halves.length === 2 && halves[0]?.includes(".")) return undefined;
  if (halves.length === 1) return head.length === 8 ? head : undefined;
  const missing = 8 - head.length - tail.length;
  if (missing < 1) return undefined;
  return [...head, ...Array<number>(missing).fill(0), ...tail];
}
