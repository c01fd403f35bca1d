/**
 * A trip stop's calendar object read back with ical.js (a strict reader) the way a calendar app
 * reads it: every VEVENT, and the series expanded (its RRULE, EXDATEs and overridden instances), with
 * times resolved by the file's own VTIMEZONE. Shared by the unit, worker and browser tests.
 */
import ICAL from "ical.js";

export interface ReadStop {
  method: string;
  /** Each VEVENT's UID, SEQUENCE, STATUS and RECURRENCE-ID (as UTC ms, or null for the series). */
  vevents: { uid: string; sequence: number; status: string; recurrenceId: number | null }[];
  /** The instances the series makes, in order: UTC start and end (ms) and the local start. */
  instances: { start: number; end: number; local: string }[];
}

export function readStop(ics: string): ReadStop {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  for (const zone of calendar.getAllSubcomponents("vtimezone")) ICAL.TimezoneService.register(zone);
  const events = calendar.getAllSubcomponents("vevent").map((v) => new ICAL.Event(v));
  const master = events.find((e) => !e.isRecurrenceException());
  const instances: ReadStop["instances"] = [];
  if (master) {
    for (const e of events) if (e.isRecurrenceException()) master.relateException(e);
    const iterator = master.iterator();
    for (let next = iterator.next(); next; next = iterator.next()) {
      const details = master.getOccurrenceDetails(next);
      instances.push({
        start: details.startDate.toUnixTime() * 1000,
        end: details.endDate.toUnixTime() * 1000,
        local: details.startDate.toString(),
      });
      if (instances.length > 400) throw new Error("The series does not end");
    }
  }
  return {
    method: String(calendar.getFirstPropertyValue("method")),
    vevents: events.map((e) => ({
      uid: e.uid,
      sequence: e.sequence,
      status: String(e.component.getFirstPropertyValue("status")),
      recurrenceId: e.recurrenceId ? e.recurrenceId.toUnixTime() * 1000 : null,
    })),
    instances,
  };
}
