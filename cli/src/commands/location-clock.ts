import {
  bookableSlots,
  type Location,
  type OpenStatus,
  openStatus,
  readLocalDateTime,
  type SiteConfig,
} from "@forecourt/core";
import { locationCalendar } from "@forecourt/core/locations/public-holidays";
import { z } from "zod";
import { CliError } from "../io";

/*
 * The shared part of `forecourt slots` and `forecourt hours` (issue 18): find the location, read
 * the flags in its zone, and ask core exactly what the API and the site ask it.
 */

export interface LocationClockFlags {
  location: string;
  type?: string;
  /** ISO date-time; without an offset it is the location's wall-clock time. */
  now?: string;
}

const HoursType = z.enum(["sales", "service"], { error: "--type: must be sales or service" });
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real yyyy-MM-dd date (not 2026-02-30). */
function isCalendarDate(text: string): boolean {
  const m = DATE.exec(text);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return (
    d.getUTCFullYear() === Number(m[1]) &&
    d.getUTCMonth() === Number(m[2]) - 1 &&
    d.getUTCDate() === Number(m[3])
  );
}

/** The site's location with this id or slug; an unknown one exits 2, naming it. */
export function siteLocation(site: SiteConfig, idOrSlug: string): Location {
  const location = site.locations.find((l) => l.id === idOrSlug || l.slug === idOrSlug);
  if (location) return location;
  const known = site.locations.map((l) => l.slug).join(", ") || "none";
  throw new CliError(
    `--location: unknown location '${idOrSlug}' on site '${site.slug}' (known: ${known})`,
    2,
  );
}

function clockOf(site: SiteConfig, flags: LocationClockFlags, realNow: () => Date) {
  const location = siteLocation(site, flags.location);
  const type = HoursType.safeParse(flags.type ?? "sales");
  if (!type.success) throw new CliError(type.error.issues[0]?.message ?? "--type: invalid");
  const calendar = locationCalendar(site, location);
  const now = flags.now === undefined ? realNow() : readLocalDateTime(flags.now, calendar.timeZone);
  if (!now) throw new CliError(`--now: not an ISO date-time: "${flags.now}"`);
  return { location, calendar, hoursType: type.data, now };
}

export interface SlotsReport {
  timeZone: string;
  date: string;
  /** Every bookable start as local ISO 8601 with the zone's offset. */
  slots: string[];
}

/** `forecourt slots`: every bookable start on `date` at the location, none at or before now. */
export function slotsReport(
  site: SiteConfig,
  flags: LocationClockFlags & { date: string },
  realNow: () => Date = () => new Date(),
): SlotsReport {
  if (!isCalendarDate(flags.date))
    throw new CliError(`--date: must be a date YYYY-MM-DD, got "${flags.date}"`);
  const { location, calendar, hoursType, now } = clockOf(site, flags, realNow);
  const slots = bookableSlots(location, flags.date, now, { ...calendar, hoursType });
  return { timeZone: calendar.timeZone, date: flags.date, slots: slots.map((s) => s.iso) };
}

/** `forecourt hours`: open now, today's hours, the next opening and why today is closed. */
export function hoursReport(
  site: SiteConfig,
  flags: LocationClockFlags,
  realNow: () => Date = () => new Date(),
): OpenStatus {
  const { location, calendar, hoursType, now } = clockOf(site, flags, realNow);
  return openStatus(location, now, { ...calendar, hoursType });
}
