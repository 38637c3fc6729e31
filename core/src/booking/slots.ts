import { calendarDateIn, hoursOn } from "../locations/opening-hours";
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

const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;

/**
 * §7 appointment slots for a test drive at `location` on `date` (yyyy-MM-dd):
 * every 30 minutes from opening until 30 minutes before closing, using the
 * sales hours of that date (special hours override, §3). None on a closed day
 * or a past date; today only slots an hour or more after `now` in `timeZone`.
 */
export function testDriveSlots(
  location: Pick<
    Location,
    "id" | "contact_detail" | "location_type" | "location_subtype" | "special_hours"
  >,
  date: string,
  now: Date,
  timeZone = "Australia/Brisbane",
  /** Whose hours to use: sales for test drives, service for service bookings (§2 service booking form). */
  hoursType = "sales",
): string[] {
  const today = calendarDateIn(now, timeZone);
  if (date < today) return [];
  const day = hoursOn(location, date, hoursType);
  if (day.status !== "Open") return [];
  const open = minutesOfDay(day.open);
  const close = minutesOfDay(day.close);
  if (open === null || close === null || close <= open) return [];
  let earliest = open;
  if (date === today) {
    const [h = 0, m = 0] = new Intl.DateTimeFormat("en-GB", {
      timeZone,
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    })
      .format(now)
      .split(":")
      .map(Number);
    earliest = Math.max(open, h * 60 + m + SLOT_NOTICE_MINUTES);
  }
  const slots: string[] = [];
  for (let t = open; t + SLOT_MINUTES <= close; t += SLOT_MINUTES) {
    if (t >= earliest) slots.push(hhmm(t));
  }
  return slots;
}
