import { spawnSync } from "node:child_process";

/**
 * An outside, strict reading of a message source: Python's `email` package with
 * `policy=email.policy.strict` (every parse defect raises), plus the header and part defects it
 * records without raising. Independent of the JavaScript that built the message (mimetext) and of
 * the parser the worker tests use (postal-mime). Used by tests/unit and e2e/mail-delivery.spec.ts.
 */
const SCRIPT = String.raw`
import email, email.policy, email.utils, json, sys
raw = sys.stdin.buffer.read()
problems = []
if b"\n" in raw.replace(b"\r\n", b""):
    problems.append("a bare LF (RFC 5322 lines end in CRLF)")
if any(len(line) > 998 for line in raw.split(b"\r\n")):
    problems.append("a line longer than 998 octets")
try:
    msg = email.message_from_bytes(raw, policy=email.policy.strict)
except Exception as error:
    print(json.dumps({"problems": ["parse: %r" % error]})); sys.exit(0)
headers = {}
for name in ("From", "To", "Date", "Message-ID", "Subject", "MIME-Version"):
    values = msg.get_all(name) or []
    if len(values) != 1:
        problems.append("%s appears %d times" % (name, len(values)))
        continue
    value = values[0]
    problems += ["%s: %s" % (name, d) for d in getattr(value, "defects", ())]
    headers[name] = str(value)
for name in ("Reply-To", "List-Unsubscribe", "List-Unsubscribe-Post"):
    values = msg.get_all(name) or []
    if len(values) > 1:
        problems.append("%s appears %d times" % (name, len(values)))
    elif values:
        problems += ["%s: %s" % (name, d) for d in getattr(values[0], "defects", ())]
        headers[name] = str(values[0])
for name in ("From", "To", "Reply-To"):
    if name in headers:
        addresses = msg[name].addresses
        headers[name + "Addresses"] = [a.addr_spec for a in addresses]
if "Date" in headers:
    when = msg["Date"].datetime
    if when is None:
        problems.append("Date is not an RFC 5322 date-time")
    else:
        headers["DateIso"] = when.isoformat()
parts = []
for part in msg.walk():
    problems += ["part %s: %s" % (part.get_content_type(), d) for d in part.defects]
    if part.is_multipart():
        parts.append({"type": part.get_content_type()})
        continue
    content = part.get_content()
    parts.append({
        "type": part.get_content_type(),
        "params": dict(part.get_params() or []),
        "filename": part.get_filename(),
        "content": content if isinstance(content, str) else content.decode("utf-8"),
    })
print(json.dumps({"problems": problems, "headers": headers, "parts": parts}))
`;

export interface StrictReading {
  /** Empty when the source is a clean RFC 5322 / MIME message. */
  problems: string[];
  headers: Record<string, string> & {
    FromAddresses?: string[];
    ToAddresses?: string[];
    "Reply-ToAddresses"?: string[];
    DateIso?: string;
  };
  parts: { type: string; params?: Record<string, string>; filename?: string | null; content?: string }[];
}

export function readStrictly(raw: string): StrictReading {
  const run = spawnSync("python3", ["-c", SCRIPT], { input: Buffer.from(raw, "utf8"), encoding: "utf8" });
  if (run.error) throw new Error(`python3 is needed for the strict RFC 5322 check: ${run.error.message}`);
  if (run.status !== 0) throw new Error(`python3 failed: ${run.stderr}`);
  return JSON.parse(run.stdout) as StrictReading;
}
