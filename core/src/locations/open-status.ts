import { minutesOfDay } from "../booking/slots";
import { DEFAULT_TIME_ZONE } from "../format/date";
import type { Location } from "../schemas/location";
import { clockTime, localInstant, localIso } from "./local-time";
import { addCalendarDays, calendarDateIn, type HolidayCalendar, hoursOn } from "./opening-hours";

/** How far ahead "next open" looks: two weeks covers any run of holidays and closed days. */
export const NEXT_OPEN_SEARCH_DAYS = 14;

/** Issue 18 "open now / closes at" for one location and hours type, in its own zone. */
export interface OpenStatus {
  timeZone: string;
  openNow: boolean;
  /** Today's hours (HH:mm, local) when it opens today, else null. */
  today: { open: string; close: string } | null;
  /** The next opening after `now` as local ISO 8601 with the offset; null if none in two weeks. */
  nextOpen: string | null;
  /** Why today is closed when a holiday or special hours close it, else null. */
  closedReason: string | null;
}

export interface OpenStatusOptions {
  timeZone?: string;
  hoursType?: string;
  holidays?: HolidayCalendar;
}

export type HoursLocation = Pick<
  Location,
  "id" | "contact_detail" | "location_type" | "location_subtype" | "special_hours"
>;

/** A day's opening and closing instants, or null when it is closed or its hours are unreadable. */
export function openingOn(
  location: HoursLocation,
  date: string,
  options: Required<OpenStatusOptions>,
) {
  const day = hoursOn(location, date, options.hoursType, options.holidays);
  const open = minutesOfDay(day.open);
  const close = minutesOfDay(day.close);
  if (day.status !== "Open" || open === null || close === null || close <= open) {
    return { day, span: null };
  }
  // An opening time a daylight-saving change skips opens at the first time that exists.
  const from =
    localInstant(date, open, options.timeZone) ?? localInstant(date, open + 60, options.timeZone);
  const to =
    localInstant(date, close, options.timeZone) ?? localInstant(date, close + 60, options.timeZone);
  if (!from || !to) return { day, span: null };
  return { day, span: { open, close, from, to } };
}

/**
 * Issue 18: whether `location` is open at `now` and when it next opens, reading its hours
 * (special hours first, then public holidays, then the weekly hours) in its own zone.
 */
export function openStatus(
  location: HoursLocation,
  now: Date,
  {
    timeZone = DEFAULT_TIME_ZONE,
    hoursType = "sales",
    holidays = () => null,
  }: OpenStatusOptions = {},
): OpenStatus {
  const options = { timeZone, hoursType, holidays };
  const today = calendarDateIn(now, timeZone);
  const { day, span } = openingOn(location, today, options);
  const t = now.getTime();
  const openNow = span !== null && span.from.getTime() <= t && t < span.to.getTime();
  let nextOpen: string | null = null;
  for (let i = 0; i <= NEXT_OPEN_SEARCH_DAYS && nextOpen === null; i++) {
    const next = openingOn(location, addCalendarDays(today, i), options).span;
    if (next && next.from.getTime() > t) nextOpen = localIso(next.from, timeZone);
  }
  return {
    timeZone,
    openNow,
    today: span ? { open: clockTime(span.open), close: clockTime(span.close) } : null,
    nextOpen,
    closedReason: span ? null : day.closedReason,
  };
}
