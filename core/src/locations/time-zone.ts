import { DEFAULT_TIME_ZONE } from "../format/date";
import { type Country, regionOf } from "./regions";

/** The zone of a country's locations when neither the location nor its state names one. */
export const COUNTRY_TIME_ZONES: Record<Country, string> = {
  // The spec's own zone (§9): every site-wide Australian rule keeps it.
  AU: DEFAULT_TIME_ZONE,
  NZ: "Pacific/Auckland",
};

const known = new Map<string, boolean>();

/** True when the platform's Intl knows `zone` as an IANA time zone ("Australia/Perth"). */
export function isTimeZone(zone: string): boolean {
  const seen = known.get(zone);
  if (seen !== undefined) return seen;
  let ok = zone.includes("/") || zone === "UTC";
  if (ok) {
    try {
      new Intl.DateTimeFormat("en-AU", { timeZone: zone });
    } catch {
      ok = false;
    }
  }
  known.set(zone, ok);
  return ok;
}

/**
 * What of a location decides its zone (a schemas/location Location is one). Written out, not
 * picked from Location: that schema checks its time_zone with isTimeZone, so importing it here
 * would close an import cycle.
 */
export type ZonedLocation = {
  time_zone?: string | null | undefined;
  address?: { state?: string | null | undefined } | null | undefined;
};

/**
 * Issue 18 §1: the IANA zone a location keeps its hours, slots and dates in: its own `time_zone`,
 * else its state's or region's (QLD Brisbane, NSW/ACT Sydney, …, NZ Auckland, Chatham Islands
 * Chatham), else the country's.
 */
export function locationTimeZone(
  location: ZonedLocation | null | undefined,
  country: Country = "AU",
): string {
  const own = location?.time_zone?.trim();
  if (own && isTimeZone(own)) return own;
  return regionOf(location?.address?.state, country)?.timeZone ?? COUNTRY_TIME_ZONES[country];
}

/** The site's own zone for site-wide dates: its setting, else its country's. */
export function siteTimeZone(site: { timeZone?: string | null; country: Country }): string {
  return site.timeZone ?? COUNTRY_TIME_ZONES[site.country];
}
