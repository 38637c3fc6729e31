import { fromZonedTime } from "date-fns-tz/fromZonedTime";
import { formatInZone } from "../format/zoned-format";
import { addCalendarDays } from "./opening-hours";

const MINUTES_PER_DAY = 24 * 60;
const OFFSET_OR_Z = /(?:Z|[+-]\d{2}:?\d{2})$/i;
const LOCAL_DATE_TIME = /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?)?$/;

/** Minutes after midnight as HH:mm ("08:30"). */
export const clockTime = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;

/**
 * The instant a wall-clock time (minutes after midnight, 24:00 allowed) on a calendar date has in
 * `timeZone`; null when that time does not exist there (skipped by a daylight-saving change).
 * A time that happens twice (the hour repeated in autumn) is its first occurrence.
 */
export function localInstant(date: string, minutes: number, timeZone: string): Date | null {
  const day = addCalendarDays(date, Math.floor(minutes / MINUTES_PER_DAY));
  const time = clockTime(minutes % MINUTES_PER_DAY);
  const wall = `${day} ${time}`;
  const instant = fromZonedTime(`${day}T${time}:00`, timeZone);
  if (formatInZone(instant, timeZone, "yyyy-MM-dd HH:mm") !== wall) return null;
  // date-fns-tz may give the second occurrence of a repeated time: step back to the first.
  const hourEarlier = new Date(instant.getTime() - 60 * 60_000);
  return formatInZone(hourEarlier, timeZone, "yyyy-MM-dd HH:mm") === wall ? hourEarlier : instant;
}

/** An instant as local ISO 8601 with the zone's offset: "2026-12-01T09:00:00+11:00". */
export function localIso(instant: Date, timeZone: string): string {
  return formatInZone(instant, timeZone, "yyyy-MM-dd'T'HH:mm:ssXXX");
}

/**
 * Reads a date-time as an instant: with an offset (or Z) as written, without one as wall-clock
 * time in `timeZone` (issue 18: a CLI `--now` or a booking's dateTime is the location's local
 * time). Null when it is not a real date-time.
 */
export function readLocalDateTime(text: string, timeZone: string): Date | null {
  const value = text.trim().replace(" ", "T");
  if (OFFSET_OR_Z.test(value)) {
    const instant = new Date(value);
    return Number.isNaN(instant.getTime()) ? null : instant;
  }
  if (!LOCAL_DATE_TIME.test(value)) return null;
  const [date = "", time = "00:00"] = value.split("T");
  const [h = "0", m = "0", s = "0"] = time.split(":");
  const check = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(check.getTime()) || check.toISOString().slice(0, 10) !== date) return null;
  if (Number(h) > 23 || Number(m) > 59 || Number(s) >= 60) return null;
  const minute = localInstant(date, Number(h) * 60 + Number(m), timeZone);
  // A wall time skipped by a daylight-saving change reads as the instant date-fns-tz gives it.
  if (!minute) return fromZonedTime(value, timeZone);
  return new Date(minute.getTime() + Math.round(Number(s) * 1000));
}
