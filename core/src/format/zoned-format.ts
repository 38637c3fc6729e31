import { toDate } from "date-fns-tz/toDate";
import { toZonedTime } from "date-fns-tz/toZonedTime";

/**
 * Formats an instant as wall-clock time in an IANA time zone, for the few fixed patterns core
 * writes (dates dd/MM/yyyy, ISO local date-times, ADF request dates).
 *
 * Why not date-fns-tz's formatInTimeZone: it pulls in date-fns's whole `format` (about a hundred
 * modules), and Node 24 re-reads date-fns's 200 KB package.json for each of them, so importing it
 * cost 2–3 s at every process start (each CLI run, each test worker, each server). The zone
 * maths still comes from date-fns-tz (`toZonedTime`, as formatInTimeZone itself uses); only the token writing is here, and a
 * property test holds it equal to formatInTimeZone for every pattern.
 *
 * Tokens: yyyy, MM, M, dd, HH, mm, ss, XXX ("Z" at offset 0, else ±hh:mm); text in '…' is literal.
 */
export function formatInZone(
  instant: Date | string | number,
  timeZone: string,
  pattern: string,
): string {
  // Read as formatInTimeZone reads it: a Date, epoch milliseconds or an ISO string.
  const date = toDate(instant);
  const zoned = toZonedTime(date, timeZone);
  if (Number.isNaN(zoned.getTime())) throw new RangeError(`unknown time zone: ${timeZone}`);
  // toZonedTime's local fields are the zone's wall clock; read them back as UTC fields.
  const wallMs = Date.UTC(
    zoned.getFullYear(),
    zoned.getMonth(),
    zoned.getDate(),
    zoned.getHours(),
    zoned.getMinutes(),
    zoned.getSeconds(),
    zoned.getMilliseconds(),
  );
  const wall = new Date(wallMs);
  const offsetMs = wallMs - date.getTime();
  return pattern.replace(TOKENS, (token) => {
    switch (token) {
      case "yyyy":
        return String(wall.getUTCFullYear()).padStart(4, "0");
      case "MM":
        return pad2(wall.getUTCMonth() + 1);
      case "M":
        return String(wall.getUTCMonth() + 1);
      case "dd":
        return pad2(wall.getUTCDate());
      case "HH":
        return pad2(wall.getUTCHours());
      case "mm":
        return pad2(wall.getUTCMinutes());
      case "ss":
        return pad2(wall.getUTCSeconds());
      case "XXX":
        return offsetText(offsetMs);
      default:
        if (token.startsWith("'")) return token.slice(1, -1);
        throw new RangeError(`formatInZone: unsupported token ${token}`);
    }
  });
}

const TOKENS = /yyyy|MM|M|dd|HH|mm|ss|XXX|'[^']*'|[A-Za-z]+/g;

const pad2 = (n: number) => String(n).padStart(2, "0");

function offsetText(offsetMs: number): string {
  if (offsetMs === 0) return "Z";
  const minutes = Math.round(Math.abs(offsetMs) / 60_000);
  return `${offsetMs < 0 ? "-" : "+"}${pad2(Math.floor(minutes / 60))}:${pad2(minutes % 60)}`;
}
