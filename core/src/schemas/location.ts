import { z } from "zod";
import { isTimeZone } from "../locations/time-zone";
import { feedBoolean, feedId, feedList, feedNumber, feedString, imageRef } from "./coerce";

/** A time of day as a site's hours hold it: 24-hour HH:mm, 00:00 to 23:59. */
export const OPENING_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** The problem with an opening or closing time, or null when it is one (see OPENING_TIME). */
export function openingTimeProblem(time: string): string | null {
  return OPENING_TIME.test(time) ? null : `must be a 24-hour time like 08:30, got "${time}"`;
}

/** §3 Opening hour entry: weekday 0 = Sunday … 6 = Saturday. */
export const OpeningHour = z.looseObject({
  weekday: z.coerce.number().int().min(0).max(6),
  status: z.enum(["Open", "Closed"]).catch("Closed"),
  formated_hours: feedString,
  open: feedString,
  close: feedString,
  /** Which location type these hours belong to (opening hours switch by type). */
  location_type: feedString,
});
export type OpeningHour = z.infer<typeof OpeningHour>;

/** §3 Special hours: either start_hour/end_hour or hours.begin/hours.end. */
export const SpecialHours = z.looseObject({
  date: z.string(),
  location_id: feedString,
  status: feedString,
  start_hour: feedString,
  end_hour: feedString,
  hours: z.looseObject({ begin: feedString, end: feedString }).nullish(),
  /** Issue 18: what the day is ("Christmas closure"), given as the reason a closed day is closed. */
  name: feedString,
});
export type SpecialHours = z.infer<typeof SpecialHours>;

export const Address = z.looseObject({
  id: feedString,
  street: feedString,
  city: feedString,
  state: feedString,
  postcode: feedString,
  lat: feedNumber,
  long: feedNumber,
  place_id: feedString,
  place_url: feedString,
  map_key: feedString,
});
export type Address = z.infer<typeof Address>;

export const Location = z.looseObject({
  id: feedId,
  name: z.string(),
  slug: z.string(),
  visible: feedBoolean.default(true),
  primary: feedBoolean.default(false),
  dealership_id: feedString,
  dealership_slug: feedString,
  /** sales, used, service, parts, or empty (shown as sales). */
  location_type: feedString,
  location_subtype: feedString,
  manufacturers: feedList(z.string()),
  dealer_license_number: feedString,
  motor_vehicle_repairer: feedString,
  image: imageRef.nullish(),
  distribution_locations: feedList(z.looseObject({ id: feedId, name: z.string() })),
  average_rating: feedNumber,
  review_count: feedNumber,
  reviews: z.looseObject({ average_rating: feedNumber, count: feedNumber }).nullish(),
  address: Address.nullish(),
  contact_detail: z
    .looseObject({
      phone: feedString,
      landline_phone: feedString,
      opening_hours: feedList(OpeningHour),
    })
    .nullish(),
  special_hours: feedList(SpecialHours),
  website_url: feedString,
  /** Issue 32: who receives this location's leads by e-mail, instead of the site's leadRecipients. */
  leadRecipients: feedList(z.email()),
  // Issue 18: the zone of the location's hours and slots; unset, it follows the state or region.
  time_zone: feedString.refine(
    (zone) => zone == null || isTimeZone(zone),
    "time_zone must be an IANA time zone such as Australia/Sydney",
  ),
});
export type Location = z.infer<typeof Location>;

/** The location summary embedded in a car (§3 Car.location). */
export const CarLocation = z.looseObject({
  id: feedString,
  name: feedString,
  phone: feedString,
  slug: feedString,
  city: feedString,
  state: feedString,
  address: z.union([z.string(), Address]).nullish(),
  distribution_locations: feedList(z.looseObject({ id: feedId, name: z.string() })),
});
export type CarLocation = z.infer<typeof CarLocation>;
