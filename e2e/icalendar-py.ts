import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

/**
 * An outside reading of an iCalendar file by python3's `icalendar` package (Debian: python3-icalendar;
 * .ci/run installs it). Each event's start and end are resolved with the VTIMEZONE the file carries
 * (the package's Timezone.to_tz), never a zone database the machine has, and given as UTC instants.
 * Debian's package is installed for Debian's python3, which a PATH python (pyenv) may not be.
 */
const SCRIPT = `
import json, sys
from datetime import datetime, timezone
try:
    import icalendar
except ImportError:
    print(json.dumps({"error": "python3-icalendar is not installed (Debian: apt-get install python3-icalendar)"})); sys.exit(0)
cal = icalendar.Calendar.from_ical(sys.stdin.buffer.read())
errors = [str(e) for c in cal.walk() for e in getattr(c, "errors", [])]
zones = {str(z["TZID"]): z.to_tz() for z in cal.walk("VTIMEZONE")}
def instant(prop):
    tzid = prop.params.get("TZID")
    local = datetime.strptime(prop.to_ical().decode(), "%Y%m%dT%H%M%S")
    aware = zones[tzid].localize(local)
    return {"tzid": tzid, "local": local.isoformat(), "utcMs": int(aware.astimezone(timezone.utc).timestamp() * 1000),
            "offsetHours": aware.utcoffset().total_seconds() / 3600}
events = []
for e in cal.walk("VEVENT"):
    events.append({"uid": str(e["UID"]), "sequence": int(e.get("SEQUENCE", 0)), "status": str(e.get("STATUS", "")),
                   "summary": str(e.get("SUMMARY", "")), "start": instant(e["DTSTART"]), "end": instant(e["DTEND"])})
print(json.dumps({"method": str(cal.get("METHOD", "")), "zones": sorted(zones), "events": events, "errors": errors}))
`;

export interface PyInstant {
  tzid: string;
  /** The wall clock as written, e.g. 2027-04-03T10:00:00. */
  local: string;
  utcMs: number;
  offsetHours: number;
}

export interface PyCalendar {
  method: string;
  zones: string[];
  events: {
    uid: string;
    sequence: number;
    status: string;
    summary: string;
    start: PyInstant;
    end: PyInstant;
  }[];
  errors: string[];
}

const PYTHON = existsSync("/usr/bin/python3") ? "/usr/bin/python3" : "python3";

export function readWithPythonIcalendar(ics: string): PyCalendar {
  const run = spawnSync(PYTHON, ["-c", SCRIPT], { input: Buffer.from(ics, "utf8"), encoding: "utf8" });
  if (run.error) throw new Error(`python3 is needed to read the calendar: ${run.error.message}`);
  if (run.status !== 0) throw new Error(`python3-icalendar could not read the calendar: ${run.stderr}`);
  const result = JSON.parse(run.stdout) as PyCalendar & { error?: string };
  if (result.error) throw new Error(result.error);
  return result;
}
