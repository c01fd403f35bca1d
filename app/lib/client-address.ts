/**
 * The client address a limit is keyed by: CF-Connecting-IP, which only Cloudflare's edge sets in
 * production (X-Forwarded-For is whatever the client wrote, so it is never read). An IPv6 address
 * counts by its /64, the block one subscriber gets: rotating addresses inside it is one client.
 */
export function clientAddressKey(request: Request): string {
  const raw = request.headers.get("CF-Connecting-IP")?.trim() ?? "";
  if (raw === "") return "unknown";
  if (raw.includes(":")) return ipv6Prefix64(raw) ?? "unknown";
  return /^\d{1,3}(\.\d{1,3}){3}$/.test(raw) ? raw : "unknown";
}

/** The first four groups of an IPv6 address, expanded ("2001:db8::1" → "2001:db8:0:0::/64"). */
export function ipv6Prefix64(address: string): string | undefined {
  const zoneless = address.split("%")[0]?.toLowerCase() ?? "";
  if (!/^[0-9a-f:.]+$/.test(zoneless)) return undefined;
  // An IPv4-mapped address (::ffff:1.2.3.4) is that IPv4 client.
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(zoneless);
  if (mapped) return mapped[1];
  const halves = zoneless.split("::");
  if (halves.length > 2) return undefined;
  const head = halves[0] ? halves[0].split(":") : [];
  const tail = halves.length === 2 && halves[1] ? halves[1].split(":") : [];
  const missing = 8 - head.length - tail.length;
  if (halves.length === 1 ? head.length !== 8 : missing < 1) return undefined;
  const groups = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill("0"), ...tail];
  if (groups.some((g) => !/^[0-9a-f]{1,4}$/.test(g))) return undefined;
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ""))
    .join(":")}::/64`;
}
