import { fromZonedTime } from "date-fns-tz/fromZonedTime";
import { daysInMonth } from "./date";

/** yyyy-MM-dd, optionally a time (T or space) with seconds, milliseconds and an offset. */
const ISO =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?(Z|[+-]\d{2}:?\d{2})?)?$/;

/**
 * Reads an ISO date or date-time strictly: the calendar date must exist (2026-02-30 and
 * 2026-02-31 do not: JavaScript's Date rolls them into March), hours 0–23, minutes and seconds
 * 0–59. A value without an offset (a date alone, or a local time) is wall-clock time in
 * `timeZone`, not UTC; a date alone is its midnight there. Null when it is not a real instant.
 */
export function parseIsoInstant(text: string, timeZone: string): Date | null {
  const match = ISO.exec(text.trim());
  if (!match) return null;
  const [, y = "", mo = "", d = "", h = "00", mi = "00", s = "00", ms = "0", offset] = match;
  const year = Number(y);
  const month = Number(mo);
  const day = Number(d);
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  if (Number(h) > 23 || Number(mi) > 59 || Number(s) > 59) return null;
  if (offset && offset !== "Z") {
    const [oh, om] = [Number(offset.slice(1, 3)), Number(offset.slice(-2))];
    if (oh > 14 || om > 59) return null;
  }
  const local = `${y}-${mo}-${d}T${h}:${mi}:${s}.${ms.padEnd(3, "0")}`;
  if (!offset) return fromZonedTime(local, timeZone);
  const date = new Date(
    `${local}${offset === "Z" ? "Z" : `${offset.slice(0, 3)}:${offset.slice(-2)}`}`,
  );
  return Number.isNaN(date.getTime()) ? null : date;
}

/** Whether `text` is an ISO date or date-time naming a real calendar date and clock time. */
export function isRealIsoDateTime(text: string): boolean {
  return parseIsoInstant(text, "UTC") !== null;
}
