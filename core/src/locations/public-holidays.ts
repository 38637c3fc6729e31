import Holidays from "date-holidays";
import type { Location } from "../schemas/location";
import type { HolidayCalendar } from "./opening-hours";
import { type Country, regionOf } from "./regions";
import { locationTimeZone } from "./time-zone";

/*
 * Issue 18: public holidays per state and region come from date-holidays, a pure data library
 * (no I/O, no clock: it answers for the dates it is asked about), so the rule may live in core.
 * It is a separate module, not re-exported from core's index, so client bundles that import
 * core's other rules do not carry its ~1 MB of holiday data; servers pass what they need on.
 */

const calendars = new Map<string, Map<number, Map<string, string>>>();

/** A year's whole-day public holidays (yyyy-MM-dd → name) in a country or one of its regions. */
function holidaysOfYear(country: Country, region: string | null, year: number) {
  const key = `${country}/${region ?? ""}`;
  let years = calendars.get(key);
  if (!years) {
    years = new Map();
    calendars.set(key, years);
  }
  let days = years.get(year);
  if (!days) {
    days = new Map();
    const source = region ? new Holidays(country, region) : new Holidays(country);
    for (const h of source.getHolidays(year) || []) {
      // Part-day holidays (Christmas Eve from 6 pm in QLD) leave the day's trading hours alone.
      if (h.type !== "public" || !h.date.endsWith(" 00:00:00")) continue;
      const date = h.date.slice(0, 10);
      if (!days.has(date)) days.set(date, h.name);
    }
    years.set(year, days);
  }
  return days;
}

/** The public holidays of a country, or of one of its states or regions (e.g. "NSW", "CAN"). */
export function publicHolidayCalendar(
  country: Country,
  region: string | null = null,
): HolidayCalendar {
  return (date) => {
    const year = Number(date.slice(0, 4));
    if (!Number.isInteger(year) || year < 1900) return null;
    return holidaysOfYear(country, region, year).get(date.slice(0, 10)) ?? null;
  };
}

/** The public holidays where a location is: its state's or region's, else the country's. */
export function locationHolidays(
  location: Pick<Location, "address"> | null | undefined,
  country: Country = "AU",
): HolidayCalendar {
  return publicHolidayCalendar(country, regionOf(location?.address?.state, country)?.code ?? null);
}

/** The public holidays among `days` calendar dates from `startDate`, for a client to look up. */
export function holidaysFrom(
  holidays: HolidayCalendar,
  startDate: string,
  days: number,
): Record<string, string> {
  const found: Record<string, string> = {};
  const start = new Date(`${startDate}T00:00:00Z`).getTime();
  for (let i = 0; i < days; i++) {
    const date = new Date(start + i * 86_400_000).toISOString().slice(0, 10);
    const name = holidays(date);
    if (name) found[date] = name;
  }
  return found;
}

/** Where a site's location keeps its clock: its zone and its public holidays (issue 18). */
export interface LocationCalendar {
  timeZone: string;
  holidays: HolidayCalendar;
}

/** A site's location's zone and holidays, from the location and the site's country. */
export function locationCalendar(
  site: { country: Country },
  location: Pick<Location, "address" | "time_zone"> | null | undefined,
): LocationCalendar {
  return {
    timeZone: locationTimeZone(location, site.country),
    holidays: locationHolidays(location, site.country),
  };
}
