import { DEFAULT_TIME_ZONE } from "../format/date";
import { clockTime, localInstant, localIso } from "../locations/local-time";
import { type HolidayCalendar, hoursOn } from "../locations/opening-hours";
import type { Location } from "../schemas/location";

/** Test-drive appointments start every 30 minutes (the spec does not show the interval). */
export const SLOT_MINUTES = 30;
/** A slot today must start at least this long from now, so the dealer can prepare the car. */
export const SLOT_NOTICE_MINUTES = 60;

/**
 * Minutes after midnight of an opening-hours time as feeds write it: "08:00",
 * "8:30", "17:00:00", "8am", "5:30 PM"; null when it is not a time.
 */
export function minutesOfDay(time: string | null | undefined): number | null {
  const m = /^\s*(\d{1,2})(?::(\d{2}))?(?::\d{2})?\s*([ap])?\.?\s*m?\.?\s*$/i.exec(time ?? "");
  if (!m) return null;
  let hours = Number(m[1]);
  const minutes = Number(m[2] ?? "0");
  const half = m[3]?.toLowerCase();
  if (minutes > 59 || hours > 24 || (half && (hours < 1 || hours > 12))) return null;
  if (half === "p" && hours !== 12) hours += 12;
  if (half === "a" && hours === 12) hours = 0;
  const total = hours * 60 + minutes;
  return total <= 24 * 60 ? total : null;
}

/** One bookable appointment start: the wall-clock time, the instant, and both as local ISO. */
export interface Slot {
  /** HH:mm in the location's zone. */
  time: string;
  start: Date;
  /** Local ISO 8601 with the zone's offset: "2026-12-01T09:00:00+11:00". */
  iso: string;
}

export interface SlotOptions {
  /** The location's zone (locationTimeZone); Australia/Brisbane when not given. */
  timeZone?: string;
  /** Whose hours to use: sales for test drives, service for service bookings (§2 service booking form). */
  hoursType?: string;
  /** Public holidays where the location is (issue 18): they close it unless special hours say otherwise. */
  holidays?: HolidayCalendar;
}

/**
 * §7 appointment slots at `location` on `date` (yyyy-MM-dd), in the location's zone: every
 * 30 minutes of wall-clock time from opening until 30 minutes before closing, on that date's
 * hours (special hours override, §3; a public holiday closes). None on a closed day; none that
 * starts less than an hour after `now`, so none in the past. A time a daylight-saving change
 * skips is not offered; one it repeats is offered once.
 */
export function bookableSlots(
  location: Pick<
    Location,
    "id" | "contact_detail" | "location_type" | "location_subtype" | "special_hours"
  >,
  date: string,
  now: Date,
  { timeZone = DEFAULT_TIME_ZONE, hoursType = "sales", holidays }: SlotOptions = {},
): Slot[] {
  const day = hoursOn(location, date, hoursType, holidays);
  if (day.status !== "Open") return [];
  const open = minutesOfDay(day.open);
  const close = minutesOfDay(day.close);
  if (open === null || close === null || close <= open) return [];
  const earliest = now.getTime() + SLOT_NOTICE_MINUTES * 60_000;
  const slots: Slot[] = [];
  for (let t = open; t + SLOT_MINUTES <= close; t += SLOT_MINUTES) {
    const start = localInstant(date, t, timeZone);
    if (start && start.getTime() >= earliest) {
      slots.push({ time: clockTime(t), start, iso: localIso(start, timeZone) });
    }
  }
  return slots;
}

/**
 * §7 test-drive (or service) slots as HH:mm in `timeZone` (the location's): see bookableSlots.
 */
export function testDriveSlots(
  location: Pick<
    Location,
    "id" | "contact_detail" | "location_type" | "location_subtype" | "special_hours"
  >,
  date: string,
  now: Date,
  timeZone = DEFAULT_TIME_ZONE,
  hoursType = "sales",
  holidays?: HolidayCalendar,
): string[] {
  return bookableSlots(location, date, now, { timeZone, hoursType, holidays }).map((s) => s.time);
}
