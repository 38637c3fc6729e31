import { DEFAULT_TIME_ZONE } from "../format/date";
import { formatInZone } from "../format/zoned-format";
import type { Location, OpeningHour, SpecialHours } from "../schemas/location";
import { compareLocationTabTypes, locationTabType } from "./location-type";

/** One day's hours as shown on a location card. */
export type DayHours = {
  /** yyyy-MM-dd */
  date: string;
  /** 0 = Sunday … 6 = Saturday (§9). */
  weekday: number;
  status: "Open" | "Closed";
  open: string | null;
  close: string | null;
  /** The text to show: formated_hours, "open - close", or "Closed". */
  text: string;
  /** True when a special-hours entry for this date overrode the weekly hours. */
  special: boolean;
  /** The public holiday on this date, if any (it closes the day unless special hours open it). */
  holiday: string | null;
  /** Why an exceptional day is closed: the holiday, or the special-hours entry's name. */
  closedReason: string | null;
};

/** The public holiday on a calendar date (yyyy-MM-dd), or null (see public-holidays.ts). */
export type HolidayCalendar = (date: string) => string | null;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})/;
const DISPLAY_DATE = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;

/**
 * A special-hours date as yyyy-MM-dd: feeds write it as an ISO date (or date-time) or in the
 * §9 display form dd/MM/yyyy; null when it is neither.
 */
export function specialHoursDate(date: string): string | null {
  const text = date.trim();
  const iso = ISO_DATE.exec(text);
  if (iso) return `${iso[1]}-${iso[2]}-${iso[3]}`;
  const shown = DISPLAY_DATE.exec(text);
  if (!shown) return null;
  return `${shown[3]}-${shown[2]?.padStart(2, "0")}-${shown[1]?.padStart(2, "0")}`;
}

/** Weekday names by §9 weekday number (0 = Sunday), as pages, messages and schema.org write them. */
export const WEEKDAY_NAMES = [
  "Sunday",
  "Monday",
  "Tuesday",
  "Wednesday",
  "Thursday",
  "Friday",
  "Saturday",
] as const;

/** §9 weekday (0 = Sunday) of a calendar date yyyy-MM-dd, independent of any time zone. */
export function weekdayOf(date: string): number {
  const m = ISO_DATE.exec(date);
  if (!m) throw new Error(`weekdayOf: not a yyyy-MM-dd date: "${date}"`);
  return new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))).getUTCDay();
}

/**
 * The calendar date (yyyy-MM-dd) of an instant in a time zone: a location's (locationTimeZone),
 * or the spec's site-wide Australia/Brisbane by default.
 */
export function calendarDateIn(now: Date, timeZone = DEFAULT_TIME_ZONE): string {
  return formatInZone(now, timeZone, "yyyy-MM-dd");
}

/** Adds whole days to a yyyy-MM-dd date. */
export function addCalendarDays(date: string, days: number): string {
  const m = ISO_DATE.exec(date);
  if (!m) throw new Error(`addCalendarDays: not a yyyy-MM-dd date: "${date}"`);
  return new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]) + days))
    .toISOString()
    .slice(0, 10);
}

/**
 * §2 opening hours switched by location type: the weekly entries tagged with the type, or the
 * untagged entries when none are tagged with it. An empty type means sales (§2).
 */
export function openingHoursForType(
  location: Pick<Location, "contact_detail" | "location_type" | "location_subtype">,
  type: string = locationTabType(location),
): OpeningHour[] {
  const all = location.contact_detail?.opening_hours ?? [];
  const wanted = type === "" ? "sales" : type.toLowerCase();
  const tagged = all.filter((h) => {
    const t = h.location_type?.trim().toLowerCase();
    return (t === "" ? "sales" : t) === wanted;
  });
  if (tagged.length > 0) return tagged;
  const untagged = all.filter((h) => !h.location_type?.trim());
  // A used-car yard sells too: its test-drive (sales) hours are the hours tagged "used".
  if (untagged.length === 0 && wanted === "sales" && locationTabType(location) === "used") {
    return openingHoursForType(location, "used");
  }
  return untagged;
}

/**
 * §2 the location types whose opening hours a card can switch between: the types its weekly
 * entries are tagged with (an empty tag meaning sales) and its own type, in the tab order.
 */
export function hoursTypesOf(
  location: Pick<Location, "contact_detail" | "location_type" | "location_subtype">,
): string[] {
  const sales = (t: string) => (t === "" ? "sales" : t);
  const types = new Set([sales(locationTabType(location))]);
  for (const h of location.contact_detail?.opening_hours ?? []) {
    const tag = h.location_type?.trim().toLowerCase();
    if (tag !== undefined) types.add(sales(tag));
  }
  return [...types].sort(compareLocationTabTypes);
}

const text = (
  status: "Open" | "Closed",
  open: string | null,
  close: string | null,
  formatted?: string | null,
) => {
  if (status === "Closed") return "Closed";
  if (formatted?.trim()) return formatted.trim();
  return open && close ? `${open} - ${close}` : "Open";
};

function fromSpecial(date: string, s: SpecialHours, holiday: string | null): DayHours {
  const open = s.start_hour ?? s.hours?.begin ?? null;
  const close = s.end_hour ?? s.hours?.end ?? null;
  const closedByStatus = s.status?.trim().toLowerCase() === "closed";
  const status = closedByStatus || (!s.status && !open) ? "Closed" : "Open";
  return {
    date,
    weekday: weekdayOf(date),
    status,
    open,
    close,
    text: text(status, open, close),
    special: true,
    holiday,
    closedReason: status === "Closed" ? (holiday ?? s.name?.trim() ?? "Special hours") : null,
  };
}

/**
 * §3 hours on one calendar date (yyyy-MM-dd): a special-hours entry for that date (and this
 * location, when the entry names one) overrides the weekly hours for the type; else a public
 * holiday (issue 18, from `holidays`) closes the day. Pure in the date.
 */
export function hoursOn(
  location: Pick<
    Location,
    "id" | "contact_detail" | "location_type" | "location_subtype" | "special_hours"
  >,
  date: string,
  type?: string,
  holidays?: HolidayCalendar,
): DayHours {
  const holiday = holidays?.(date) ?? null;
  const special = (location.special_hours ?? []).find(
    (s) => specialHoursDate(s.date) === date && (!s.location_id || s.location_id === location.id),
  );
  if (special) return fromSpecial(date, special, holiday);
  const weekday = weekdayOf(date);
  if (holiday) {
    const closed = { status: "Closed", open: null, close: null, text: "Closed" } as const;
    return { date, weekday, ...closed, special: false, holiday, closedReason: holiday };
  }
  const entry = openingHoursForType(location, type).find((h) => h.weekday === weekday);
  const status = entry?.status ?? "Closed";
  const open = entry?.open ?? null;
  const close = entry?.close ?? null;
  return {
    date,
    weekday,
    status,
    open,
    close,
    text: text(status, open, close, entry?.formated_hours),
    special: false,
    holiday: null,
    closedReason: null,
  };
}

/** Seven days of hours starting at `startDate` (yyyy-MM-dd), special hours applied. */
export function openingWeek(
  location: Pick<
    Location,
    "id" | "contact_detail" | "location_type" | "location_subtype" | "special_hours"
  >,
  startDate: string,
  type?: string,
  holidays?: HolidayCalendar,
): DayHours[] {
  return Array.from({ length: 7 }, (_, i) =>
    hoursOn(location, addCalendarDays(startDate, i), type, holidays),
  );
}
