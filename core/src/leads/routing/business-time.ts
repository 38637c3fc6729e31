import { type HoursLocation, openingOn } from "../../locations/open-status";
import {
  addCalendarDays,
  calendarDateIn,
  type HolidayCalendar,
  openingHoursForType,
} from "../../locations/opening-hours";
import type { Department } from "./routing-rules";

/** Where a location keeps its clock: its zone and its public holidays (core locationCalendar). */
export interface BusinessCalendar {
  timeZone: string;
  holidays: HolidayCalendar;
}

/**
 * A location with no opening in this many days running has no hours to count (none listed, or
 * closed for good): its target is counted in wall-clock time instead.
 */
export const BUSINESS_TIME_GAP_DAYS = 31;
/** The furthest business time is counted: about three years of calendar days. */
const BUSINESS_TIME_MAX_DAYS = 1100;

const MINUTE = 60_000;

type Span = ReturnType<typeof openingOn>["span"];

/** Most days of spans remembered per location object before its memo starts again. */
const SPAN_MEMO_DAYS = 2000;
const spanMemo = new WeakMap<HoursLocation, Map<string, Span>>();

/**
 * A location's opening span on a date (open-status openingOn), remembered per location object:
 * a span depends only on the location, the date, the hours type, the zone and that date's
 * holiday, so a lead POST does not redo the zone arithmetic (about 100 µs a day) each time.
 * Site settings are parsed into new objects when they change, so a changed location is a new key.
 */
function spanOn(
  location: HoursLocation,
  date: string,
  hoursType: string,
  calendar: BusinessCalendar,
): Span {
  let days = spanMemo.get(location);
  if (!days || days.size > SPAN_MEMO_DAYS) {
    days = new Map();
    spanMemo.set(location, days);
  }
  const key = `${date}|${hoursType}|${calendar.timeZone}|${calendar.holidays(date) ?? ""}`;
  if (days.has(key)) return days.get(key) ?? null;
  const { span } = openingOn(location, date, { ...calendar, hoursType });
  days.set(key, span);
  return span;
}

/**
 * Whose opening hours a department keeps (§2 hours switch by location type): sales and finance
 * the sales hours; used, service and parts their own when the location lists them, else sales.
 */
export function departmentHoursType(location: HoursLocation, department: Department): string {
  if (department === "sales" || department === "finance") return "sales";
  const own = openingHoursForType(location, department);
  const tagged = own.some((h) => h.location_type?.trim().toLowerCase() === department);
  return tagged ? department : "sales";
}

/** Whether `location` is open at `now` for `hoursType`, in its zone with its holidays. */
export function openAt(
  location: HoursLocation,
  now: Date,
  hoursType: string,
  calendar: BusinessCalendar,
): boolean {
  const t = now.getTime();
  // A span never crosses midnight, so today's is the only one that can hold `now`.
  const span = spanOn(location, calendarDateIn(now, calendar.timeZone), hoursType, calendar);
  return span !== null && span.from.getTime() <= t && t < span.to.getTime();
}

/**
 * Issue 34 §2: when a lead that arrived at `arrivedAt` is due a first response, `minutes` of
 * the location's business time later (its opening hours for `hoursType`, special hours and
 * public holidays, in its zone): a lead at 9 pm Saturday with a 15-minute target is due 15
 * minutes after Monday's opening, or Tuesday's after a public holiday. A location with no
 * opening hours (none in a month running) counts wall-clock time.
 */
export function firstResponseDue(
  arrivedAt: Date,
  minutes: number,
  location: HoursLocation,
  calendar: BusinessCalendar,
  hoursType = "sales",
): Date {
  let remaining = minutes * MINUTE;
  const arrived = arrivedAt.getTime();
  const firstDay = calendarDateIn(arrivedAt, calendar.timeZone);
  let lastOpenDay = -1;
  for (let i = 0; i < BUSINESS_TIME_MAX_DAYS && i - lastOpenDay <= BUSINESS_TIME_GAP_DAYS; i++) {
    const span = spanOn(location, addCalendarDays(firstDay, i), hoursType, calendar);
    if (!span) continue;
    lastOpenDay = i;
    const start = Math.max(arrived, span.from.getTime());
    const end = span.to.getTime();
    if (start >= end) continue;
    if (remaining <= end - start) return new Date(start + remaining);
    remaining -= end - start;
  }
  return new Date(arrived + minutes * MINUTE);
}
