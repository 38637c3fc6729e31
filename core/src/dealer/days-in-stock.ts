import { formatInZone } from "../format/zoned-format";
import { readLocalDateTime } from "../locations/local-time";
import type { Car } from "../schemas/car";

/**
 * The created_at spellings a car's days in stock are read from: an ISO 8601 date, optionally a
 * time, optionally an offset (without one it is wall-clock time in the site's zone). The store's
 * SQL accepts exactly these too (stock-page-query.ts), so a garbled feed date is "no date".
 */
export const CREATED_AT_PATTERN =
  /^([1-9][0-9]{3})-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])([T ]([01][0-9]|2[0-3]):([0-5][0-9])(:([0-5][0-9])(\.[0-9]{1,3})?)?)?(Z|[+-]([01][0-9]|2[0-3]):?([0-5][0-9]))?$/;

const DAY_MS = 86_400_000;

/** The instant a car came into stock (its created_at); null when it has none we can read. */
export function createdInstant(
  createdAt: string | null | undefined,
  timeZone: string,
): Date | null {
  const match = createdAt ? CREATED_AT_PATTERN.exec(createdAt) : null;
  if (!createdAt || !match) return null;
  const [, y, mo, d, , h = "00", mi = "00", , s = "00", fraction = "", offset, oh, om] = match;
  // A day the month does not have (31 June) is not a date.
  const check = new Date(Date.UTC(Number(y), Number(mo) - 1, Number(d)));
  if (check.getUTCDate() !== Number(d)) return null;
  if (!offset) return readLocalDateTime(createdAt, timeZone);
  const ms = fraction ? Math.round(Number(`0${fraction}`) * 1000) : 0;
  const utc = Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s), ms);
  const sign = offset.startsWith("-") ? -1 : 1;
  const offsetMs = offset === "Z" ? 0 : sign * (Number(oh) * 60 + Number(om)) * 60_000;
  return new Date(utc - offsetMs);
}

/** The calendar date ("2026-12-07") an instant falls on in `timeZone`. */
export const localDate = (instant: Date, timeZone: string): string =>
  formatInZone(instant, timeZone, "yyyy-MM-dd");

/** Whole calendar days from `from` to `to` (both "yyyy-MM-dd"). */
export function calendarDaysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/**
 * Issue 35 §1: how many days a car has been in stock: calendar days in the site's zone from the
 * day of its created_at to today (0 on the day it arrived, never below 0); null without a date.
 */
export function daysInStock(
  car: Pick<Car, "created_at">,
  now: Date,
  timeZone: string,
): number | null {
  const created = createdInstant(car.created_at, timeZone);
  if (!created) return null;
  return Math.max(0, calendarDaysBetween(localDate(created, timeZone), localDate(now, timeZone)));
}
