import { formatPhone, telHref } from "../contact/phone-format";
import { directionsUrl } from "../locations/links";
import { calendarDateIn, WEEKDAY_NAMES as DAY_NAMES, hoursOn } from "../locations/opening-hours";
import { locationCalendar } from "../locations/public-holidays";
import type { Location } from "../schemas/location";
import type { SiteConfig } from "../schemas/site-config";

/** A location as a message shows it: where it is, how to call it, and its hours today. */
export interface MailLocation {
  name: string;
  /** "3350 Pacific Highway, Springwood QLD 4127"; "" when it has no address. */
  address: string;
  /** §9 formatted, "07 5550 0101", and its tel: link; null when it has no phone. */
  phone: { text: string; href: string } | null;
  /**
   * Issue 18 hours on today's date in the location's own zone (special hours, then public
   * holidays, then the weekly hours for its type): "Today (Tuesday): 8:30 am - 5:30 pm",
   * "Today (Friday): Closed – Christmas Day".
   */
  today: string;
  /** A maps directions address, or null without coordinates or a street address. */
  directions: string | null;
}

/** The facts a message shows of `location` at `now`, read in its own zone and holidays. */
export function mailLocation(location: Location, site: SiteConfig, now: Date): MailLocation {
  const { timeZone, holidays } = locationCalendar(site, location);
  const day = hoursOn(location, calendarDateIn(now, timeZone), undefined, holidays);
  const reason = day.status === "Closed" && day.closedReason ? ` – ${day.closedReason}` : "";
  const phone = location.contact_detail?.phone?.trim() || location.contact_detail?.landline_phone;
  const a = location.address;
  const place = [a?.city, a?.state, a?.postcode].filter((p) => p?.trim()).join(" ");
  return {
    name: location.name,
    address: [a?.street?.trim(), place].filter(Boolean).join(", "),
    phone: phone?.trim() ? { text: formatPhone(phone), href: telHref(phone) } : null,
    today: `Today (${DAY_NAMES[day.weekday]}): ${day.text}${reason}`,
    directions: directionsUrl(a),
  };
}
