import { fromZonedTime } from "date-fns-tz/fromZonedTime";
import { formatInZone } from "./zoned-format";

/** The spec's timezone for dealer-local dates (§9 sales counter: Australia/Brisbane). */
export const DEFAULT_TIME_ZONE = "Australia/Brisbane";

const MONTH_NAMES = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;

/**
 * §9 dates: dd/MM/yyyy in the dealer's timezone, e.g. 2026-11-23T00:44Z → "23/11/2026".
 * Accepts a Date, an ISO string or epoch milliseconds; an invalid date throws RangeError.
 */
export function formatDate(instant: Date | string | number, timeZone = DEFAULT_TIME_ZONE): string {
  const date = instant instanceof Date ? instant : new Date(instant);
  if (Number.isNaN(date.getTime())) throw new RangeError(`not a date: ${String(instant)}`);
  return formatInZone(date, timeZone, "dd/MM/yyyy");
}

const DISPLAY_DATE = /^(\d{2})\/(\d{2})\/(\d{4})$/;

/**
 * Reads a dd/MM/yyyy date (e.g. a review_date, §3) as midnight in the timezone;
 * null when it is not a real calendar date ("31/02/2026").
 */
export function parseDisplayDate(text: string, timeZone = DEFAULT_TIME_ZONE): Date | null {
  const match = DISPLAY_DATE.exec(text.trim());
  if (!match) return null;
  const [, dd = "", mm = "", yyyy = ""] = match;
  const day = Number(dd);
  const month = Number(mm);
  const year = Number(yyyy);
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return fromZonedTime(`${yyyy}-${mm}-${dd}T00:00:00`, timeZone);
}

/** Days in a calendar month (month 1–12), leap years included. */
export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/**
 * §9 end-of-month helper: the last day of the current month as 'day month year',
 * e.g. "30 November 2026". The clock is a parameter; the month is the dealer's.
 */
export function endOfMonthText(now: Date, timeZone = DEFAULT_TIME_ZONE): string {
  const [year, month] = formatInZone(now, timeZone, "yyyy-M").split("-").map(Number);
  if (year === undefined || month === undefined) throw new Error("unreachable: bad zoned date");
  return `${daysInMonth(year, month)} ${MONTH_NAMES[month - 1]} ${year}`;
}

/** The calendar year at an instant in the dealer's timezone (for age rules such as Taurus's 12 years). */
export function calendarYear(now: Date, timeZone = DEFAULT_TIME_ZONE): number {
  return Number(formatInZone(now, timeZone, "yyyy"));
}

const CALENDAR_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * §9 display form of a calendar day that is already the dealer's own (a yyyy-MM-dd from a
 * report or a form): "2026-11-27" → "27/11/2026", with no time zone to shift it. Anything else
 * comes back unchanged.
 */
export function calendarDayText(day: string): string {
  const match = CALENDAR_DAY.exec(day);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : day;
}
