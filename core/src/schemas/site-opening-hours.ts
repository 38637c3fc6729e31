import type { z } from "zod";
import { specialHoursDate } from "../locations/opening-hours";
import { type Location, openingTimeProblem } from "./location";

type Path = (string | number)[];

/** Adds an issue for each given time that is not HH:mm; true when every given time is one. */
function checkTimes(
  ctx: z.core.$RefinementCtx<Location>,
  times: Array<[path: Path, time: string | null | undefined]>,
): boolean {
  let valid = true;
  for (const [path, time] of times) {
    if (time == null) continue;
    const problem = openingTimeProblem(time);
    if (problem) {
      ctx.addIssue({ code: "custom", path, message: problem });
      valid = false;
    }
  }
  return valid;
}

function checkOrder(
  ctx: z.core.$RefinementCtx<Location>,
  path: Path,
  open: string | null | undefined,
  close: string | null | undefined,
): void {
  if (open != null && close != null && close <= open) {
    ctx.addIssue({ code: "custom", path, message: `must be after the opening time ${open}` });
  }
}

/** A special day's date as yyyy-MM-dd when it names a real calendar day, else null. */
function calendarDay(date: string): string | null {
  const day = specialHoursDate(date);
  if (!day) return null;
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  const real = new Date(Date.UTC(y, m - 1, d));
  return real.getUTCFullYear() === y && real.getUTCMonth() === m - 1 && real.getUTCDate() === d
    ? day
    : null;
}

/**
 * A site's own opening hours, beyond the feed-tolerant Location schema (a stock feed's locations
 * keep whatever the feed wrote): every time is 24-hour HH:mm (the dealer console's rule), an
 * open day closes after it opens, and a special day is a real date (yyyy-MM-dd or dd/MM/yyyy) that
 * no other entry of the location names. Issues land at the field's own path.
 */
export function checkOpeningHours(location: Location, ctx: z.core.$RefinementCtx<Location>): void {
  location.contact_detail?.opening_hours?.forEach((hours, i) => {
    const at: Path = ["contact_detail", "opening_hours", i];
    const valid = checkTimes(ctx, [
      [[...at, "open"], hours.open],
      [[...at, "close"], hours.close],
    ]);
    if (valid && hours.status === "Open")
      checkOrder(ctx, [...at, "close"], hours.open, hours.close);
  });
  const days = new Set<string>();
  location.special_hours?.forEach((special, i) => {
    const at: Path = ["special_hours", i];
    const day = calendarDay(special.date);
    if (!day) {
      const message = `must be a date like 2026-12-25, got "${special.date}"`;
      ctx.addIssue({ code: "custom", path: [...at, "date"], message });
    } else if (days.has(day)) {
      ctx.addIssue({
        code: "custom",
        path: [...at, "date"],
        message: `${day} already has special hours`,
      });
    }
    if (day) days.add(day);
    const valid = checkTimes(ctx, [
      [[...at, "start_hour"], special.start_hour],
      [[...at, "end_hour"], special.end_hour],
      [[...at, "hours", "begin"], special.hours?.begin],
      [[...at, "hours", "end"], special.hours?.end],
    ]);
    if (!valid || special.status?.trim().toLowerCase() === "closed") return;
    checkOrder(ctx, [...at, "end_hour"], special.start_hour, special.end_hour);
    checkOrder(ctx, [...at, "hours", "end"], special.hours?.begin, special.hours?.end);
  });
}
