import { spawnSync } from "node:child_process";

/**
 * An outside check of an iCalendar object against iTIP (RFC 5546): libical's own restriction table
 * (icalrestriction_check, the one calendar servers run), called from python3 through ctypes so no
 * bindings need building. Debian's libical3 provides the library; .ci/run installs it.
 */
const SCRIPT = String.raw`
import ctypes, ctypes.util, json, sys
name = ctypes.util.find_library("ical")
if name is None:
    print(json.dumps({"error": "libical is not installed (Debian: apt-get install libical3)"})); sys.exit(0)
lib = ctypes.CDLL(name)
lib.icalparser_parse_string.restype = ctypes.c_void_p
lib.icalparser_parse_string.argtypes = [ctypes.c_char_p]
lib.icalrestriction_check.argtypes = [ctypes.c_void_p]
lib.icalcomponent_as_ical_string.restype = ctypes.c_char_p
lib.icalcomponent_as_ical_string.argtypes = [ctypes.c_void_p]
comp = lib.icalparser_parse_string(sys.stdin.buffer.read())
if not comp:
    print(json.dumps({"error": "libical could not parse the object"})); sys.exit(0)
valid = lib.icalrestriction_check(comp) == 1
text = lib.icalcomponent_as_ical_string(comp).decode("utf-8")
errors = [line for line in text.replace("\r\n ", "").split("\r\n") if line.startswith("X-LIC-ERROR")]
print(json.dumps({"valid": valid, "errors": errors}))
`;

export interface ItipReading {
  valid: boolean;
  /** libical's X-LIC-ERROR lines: parse problems and failed iTIP restrictions. */
  errors: string[];
}

export function checkItip(ics: string): ItipReading {
  const run = spawnSync("python3", ["-c", SCRIPT], { input: Buffer.from(ics, "utf8"), encoding: "utf8" });
  if (run.error) throw new Error(`python3 is needed for the iTIP check: ${run.error.message}`);
  if (run.status !== 0) throw new Error(`python3 failed: ${run.stderr}`);
  const result = JSON.parse(run.stdout) as ItipReading & { error?: string };
  if (result.error) throw new Error(result.error);
  return result;
}
