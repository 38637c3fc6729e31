import { calendarDayText } from "../format/date";
import { formatDollars, formatThousands } from "../format/thousands";
import type { Car } from "../schemas/car";
import type { SiteConfig } from "../schemas/site-config";
import { isAvailable } from "./availability";

/**
 * Issue 36 §1: New Zealand's Consumer Information Notice (Consumer Information Standards (Used
 * Motor Vehicles) Regulations 2008, Schedule). Every used motor vehicle a motor vehicle trader
 * offers for sale (demonstrators included) carries one, complete and accurate.
 */

/** Bumped whenever the notice's items or wording change; a shopper's acknowledgement names it. */
export const CONSUMER_INFORMATION_NOTICE_VERSION = "cin-2008-schedule-v1";

export const NOTICE_TITLE = "Consumer Information Notice";

/** The Schedule's part headings, in its order. */
export const NOTICE_SECTIONS = [
  "Motor vehicle trader information",
  "Sale information",
  "Vehicle information",
  "Imported vehicle information",
] as const;
export type NoticeSection = (typeof NOTICE_SECTIONS)[number];

export interface NoticeItem {
  section: NoticeSection;
  /** The Schedule's heading for the item, word for word. */
  heading: string;
  /** What the notice states; null when the car or site does not yet say (the item is missing). */
  text: string | null;
}

export interface MissingNoticeItem {
  heading: string;
  /** The setting or car fields (feed names) that would complete the item. */
  fields: readonly string[];
}

export type ConsumerInformationNotice =
  | { required: false }
  | {
      required: true;
      version: string;
      items: NoticeItem[];
      missing: MissingNoticeItem[];
    };

export type NoticeSite = Pick<SiteConfig, "country" | "name" | "locations"> & {
  dealer: Pick<SiteConfig["dealer"], "address" | "phone" | "trader_registration_number">;
};

type Entry = { section: NoticeSection; heading: string; fields: string[]; text: string | null };

const yesNo = (value: boolean | null | undefined): string | null =>
  value == null ? null : value ? "Yes" : "No";

const present = (value: string | null | undefined): string | null => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
};

/** §1: a notice is needed on a New Zealand site for a used or demonstrator car offered for sale. */
export function needsConsumerInformationNotice(
  site: Pick<SiteConfig, "country">,
  car: Pick<Car, "car_type" | "status" | "sold">,
): boolean {
  const type = car.car_type?.trim().toLowerCase();
  return (
    site.country === "NZ" &&
    (type === "used" || type === "demo") &&
    isAvailable(car) &&
    car.sold !== true
  );
}

function traderNameAndAddress(site: NoticeSite, car: Car): string | null {
  const location =
    site.locations.find((l) => l.id === car.location_id) ??
    site.locations.find((l) => l.primary) ??
    site.locations[0];
  const a = location?.address;
  const street = a ? [a.street, a.city, a.postcode].map(present).filter(Boolean).join(", ") : "";
  const address = present(street) ?? present(site.dealer.address);
  if (!address) return null;
  const phone = present(location?.contact_detail?.phone) ?? present(site.dealer.phone);
  return [site.name, address, phone].filter(Boolean).join(" · ");
}

function expiryText(day: string | null | undefined, now: Date): string | null {
  if (!day) return null;
  const expired = day < now.toISOString().slice(0, 10);
  return `${calendarDayText(day)}${expired ? " (expired)" : ""}`;
}

/** The Schedule's words in place of a cash price for a car sold by auction or tender. */
export const FOR_SALE_BY_AUCTION = "For sale by auction";
export const FOR_SALE_BY_TENDER = "For sale by competitive tender";

function cashPriceText(car: Car): string | null {
  if (car.sale_method === "auction") return FOR_SALE_BY_AUCTION;
  if (car.sale_method === "tender") return FOR_SALE_BY_TENDER;
  return car.price != null && car.price > 0 ? formatDollars(car.price) : null;
}

function securityInterestText(car: Car): string | null {
  if (car.security_interest == null) return null;
  if (!car.security_interest) return "No";
  if (car.security_interest_cleared == null) return null;
  return car.security_interest_cleared
    ? "Yes — the trader will clear it before the sale"
    : "Yes — it will not be cleared: the vehicle could be repossessed";
}

function odometerText(car: Car): string | null {
  if (car.km == null || car.odometer_accurate == null) return null;
  const reading = `${formatThousands(car.km)} km`;
  return car.odometer_accurate
    ? reading
    : `${reading} — the trader believes this reading is not accurate`;
}

function fitnessText(car: Car, now: Date): string | null {
  const expiry = expiryText(car.fitness_expiry, now);
  if (!expiry || !car.fitness_certificate) return null;
  return `${car.fitness_certificate === "cof" ? "Certificate of fitness" : "Warrant of fitness"}, expires ${expiry}`;
}

function entries(site: NoticeSite, car: Car, now: Date): Entry[] {
  const imported = car.import_status === "imported";
  const notImported = car.import_status === "nz_new" ? "Not applicable (New Zealand new)" : null;
  const importFact = (text: string | null) => (imported ? text : notImported);
  const makeModel = [car.make, car.model, car.badge].map(present).filter(Boolean).join(" ");
  return [
    {
      section: "Motor vehicle trader information",
      heading: "Motor vehicle trader's name, address, and contact information",
      fields: ["locations[].address", "dealer.address"],
      text: traderNameAndAddress(site, car),
    },
    {
      section: "Motor vehicle trader information",
      heading: "Motor vehicle trader registration number",
      fields: ["dealer.trader_registration_number"],
      text: present(site.dealer.trader_registration_number),
    },
    {
      section: "Sale information",
      heading: "Cash price",
      fields: ["price", "sale_method"],
      text: cashPriceText(car),
    },
    {
      section: "Sale information",
      heading: "Security interest",
      fields: ["security_interest", "security_interest_cleared"],
      text: securityInterestText(car),
    },
    {
      section: "Vehicle information",
      heading: "Make and model",
      fields: ["make", "model"],
      text: present(car.make) && present(car.model) ? makeModel : null,
    },
    {
      section: "Vehicle information",
      heading: "Vehicle year",
      fields: ["year"],
      text: car.year != null ? String(car.year) : null,
    },
    {
      section: "Vehicle information",
      heading: "Odometer reading",
      fields: ["km", "odometer_accurate"],
      text: odometerText(car),
    },
    {
      section: "Vehicle information",
      heading: "Vehicle identification number or chassis number",
      fields: ["vin"],
      text: present(car.vin),
    },
    {
      section: "Vehicle information",
      heading: "Registration plate number",
      fields: ["regplate"],
      text: present(car.regplate),
    },
    {
      section: "Vehicle information",
      heading: "Year of first registration in New Zealand",
      fields: ["first_registered_nz"],
      text: car.first_registered_nz != null ? String(car.first_registered_nz) : null,
    },
    {
      section: "Vehicle information",
      heading: "Whether motor vehicle re-registered",
      fields: ["reregistered"],
      text: yesNo(car.reregistered),
    },
    {
      section: "Vehicle information",
      heading: "Whether recorded as a statutory write-off",
      fields: ["written_off"],
      text: yesNo(car.written_off),
    },
    {
      section: "Vehicle information",
      heading: "Vehicle licence expiry date",
      fields: ["rego_expiry"],
      text: expiryText(present(car.rego_expiry)?.slice(0, 10), now),
    },
    {
      section: "Vehicle information",
      heading: "Warrant of fitness or certificate of fitness expiry date",
      fields: ["fitness_certificate", "fitness_expiry"],
      text: fitnessText(car, now),
    },
    {
      section: "Vehicle information",
      heading: "Road user charges",
      fields: ["road_user_charges"],
      text: car.road_user_charges == null ? null : car.road_user_charges ? "Apply" : "Do not apply",
    },
    {
      section: "Imported vehicle information",
      heading: "Year of first registration overseas",
      fields: ["import_status", "first_registered_overseas"],
      text: importFact(
        car.first_registered_overseas != null ? String(car.first_registered_overseas) : null,
      ),
    },
    {
      section: "Imported vehicle information",
      heading: "Country of last registration",
      fields: ["import_status", "last_registered_country"],
      text: importFact(present(car.last_registered_country)),
    },
    {
      section: "Imported vehicle information",
      heading: "Whether imported as a damaged motor vehicle",
      fields: ["import_status", "imported_damaged"],
      text: importFact(yesNo(car.imported_damaged)),
    },
  ];
}

/**
 * Issue 36 §1: whether a car needs a Consumer Information Notice and, when it does, the notice's
 * items in the Schedule's order with what each states, and which are still missing. `now` marks
 * expired licence and fitness dates.
 */
export function consumerInformationNotice(
  site: NoticeSite,
  car: Car,
  now: Date,
): ConsumerInformationNotice {
  if (!needsConsumerInformationNotice(site, car)) return { required: false };
  const all = entries(site, car, now);
  return {
    required: true,
    version: CONSUMER_INFORMATION_NOTICE_VERSION,
    items: all.map(({ section, heading, text }) => ({ section, heading, text })),
    missing: all.filter((e) => e.text === null).map(({ heading, fields }) => ({ heading, fields })),
  };
}

/** One line for a feed or report: "Consumer Information Notice incomplete: Cash price, …". */
export function noticeProblem(notice: ConsumerInformationNotice): string | null {
  if (!notice.required || notice.missing.length === 0) return null;
  return `${NOTICE_TITLE} incomplete: ${notice.missing.map((m) => m.heading).join(", ")}`;
}
