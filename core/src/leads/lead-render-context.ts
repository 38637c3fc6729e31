import { formatMoney } from "../format/money";
import { localIso, readLocalDateTime } from "../locations/local-time";
import { locationTimeZone } from "../locations/time-zone";
import type { Car } from "../schemas/car";
import type { Location } from "../schemas/location";
import type { SiteConfig } from "../schemas/site-config";
import { absoluteSiteUrl } from "../sites/site-url";
import { preferDetailed } from "../stock/simple-or-detailed";
import { LEAD_FORM_TITLES } from "./lead-forms";
import { tradeInAnswerLines } from "./trade-in-offer";
import type { ValidLead } from "./validate-lead";

/** What rendering a lead needs besides the lead: the site, the clock, the stored id and the car. */
export interface LeadRenderContext {
  site: SiteConfig;
  now: Date;
  leadId?: string | null;
  car?: Car | null;
}

/** The dealer a lead goes to: the chosen location, else the car's, else the site. */
export interface LeadDealer {
  name: string;
  email: string | null;
  phone: string | null;
  dealershipSlug: string | null;
  url: string | null;
}

const present = (v: string | null | undefined): string | null =>
  typeof v === "string" && v.trim() !== "" ? v.trim() : null;

function chosenLocation(lead: ValidLead, site: SiteConfig): Location | undefined {
  const wanted = [lead.location_id, lead.location].map(present).filter((v) => v !== null);
  return site.locations.find((l) => wanted.some((w) => w === l.id || w === l.slug || w === l.name));
}

/** Resolves the dealer (vendor) contact for a lead from the site's locations and dealer config. */
export function leadDealer(lead: ValidLead, context: LeadRenderContext): LeadDealer {
  const { site, car } = context;
  const location = chosenLocation(lead, site);
  const slug = present(lead.dealership_slug) ?? present(location?.dealership_slug);
  const dealership = site.dealerships.find((d) => d.slug === slug || d.id === slug);
  const domain = site.domains[0];
  return {
    name:
      present(location?.name) ??
      present(car?.location?.name) ??
      present(dealership?.name) ??
      present(site.name) ??
      site.slug,
    email: present(site.dealer.email),
    phone:
      present(location?.contact_detail?.phone) ??
      present(car?.location?.phone) ??
      present(site.dealer.phone),
    dealershipSlug: slug,
    url: domain ? `https://${domain}` : null,
  };
}

/**
 * Issue 18: the zone the dealer reads a lead's times in: the chosen location's, else the car's
 * location's, else the site country's.
 */
export function leadTimeZone(
  lead: ValidLead,
  context: Pick<LeadRenderContext, "site" | "car">,
): string {
  const { site, car } = context;
  const location = leadLocation(lead, context);
  if (location) return locationTimeZone(location, site.country);
  return locationTimeZone({ address: { state: car?.location?.state ?? car?.state } }, site.country);
}

/**
 * The site location a lead is for: the one the shopper chose, else the car's; undefined when
 * neither is one of the site's (its zone, issue 18, and its own lead recipients, issue 32).
 */
export function leadLocation(
  lead: ValidLead,
  context: Pick<LeadRenderContext, "site" | "car">,
): Location | undefined {
  const { site, car } = context;
  const carLocation = car?.location;
  return (
    chosenLocation(lead, site) ??
    site.locations.find(
      (l) => carLocation && (l.id === carLocation.id || l.slug === carLocation.slug),
    )
  );
}

/**
 * A booking's dateTime as the dealer reads it: a date-time picked without an offset (the slot
 * picker's "2026-12-01T09:30") is the location's wall-clock time, written with its offset.
 */
export function bookingDateText(dateTime: string, timeZone: string): string {
  if (dateTime.trim().length <= 10) return dateTime;
  const instant = readLocalDateTime(dateTime, timeZone);
  return instant ? localIso(instant, timeZone) : dateTime;
}

/** The form's title for subjects and comments. */
export function leadTitle(lead: ValidLead): string {
  if (lead.kind === "multi-step" && lead.enquiry_type === "test-drive") return "Test Drive";
  return LEAD_FORM_TITLES[lead.form];
}

/**
 * Everything the shopper told us beyond contact details and the car, as
 * label/value lines: shared by the ADF comments and the e-mail body so both
 * carry the same facts.
 */
export function leadDetailLines(lead: ValidLead, timeZone?: string): Array<[string, string]> {
  const lines: Array<[string, string | null | undefined]> = [
    ["Form", leadTitle(lead)],
    ["Category", lead.category],
    ["Subcategory", lead.subcategory],
    ["Location", lead.location],
    ["Dealership", lead.dealership_slug],
  ];
  if ("distribution_location" in lead) lines.push(["Pick-up location", lead.distribution_location]);
  if ("dateTime" in lead) {
    const date =
      lead.dateTime && timeZone ? bookingDateText(lead.dateTime, timeZone) : lead.dateTime;
    lines.push(["Preferred date", date]);
  }
  if ("Rego" in lead) {
    const state = "regoState" in lead ? present(lead.regoState) : null;
    lines.push(["Rego", lead.Rego ? `${lead.Rego}${state ? ` (${state})` : ""}` : null]);
  }
  if ("postcode" in lead) lines.push(["Postcode", lead.postcode]);
  if ("Request Photos" in lead) lines.push(["Request Photos", lead["Request Photos"]]);
  if (lead.additional_services?.length) {
    lines.push(["Additional services", lead.additional_services.join(", ")]);
  }
  lines.push(["Marketing opt-in", lead.opt_in ? "Yes" : "No"]);
  lines.push(["Page", lead.url]);
  // Stored leads are read back from JSON; one written before `extra` existed has none.
  for (const [key, value] of Object.entries(lead.extra ?? {})) lines.push([key, String(value)]);
  return lines.filter((line): line is [string, string] => present(line[1]) !== null);
}

/** The vehicle a lead is about: the car when known, else what the form says. */
export interface LeadVehicle {
  id: string | null;
  year: string | null;
  make: string | null;
  model: string | null;
  trim: string | null;
  vin: string | null;
  stock: string | null;
  carType: string | null;
  price: number | null;
  km: number | null;
  colour: string | null;
  body: string | null;
  transmission: string | null;
  doors: number | null;
  imageUrl: string | null;
}

export function leadVehicle(lead: ValidLead, context: LeadRenderContext): LeadVehicle {
  const car = context.car;
  const field = (
    name: "car_id" | "stock_number" | "Vehicle Make" | "Vehicle Model" | "car_type",
  ) =>
    name in lead ? present((lead as unknown as Record<string, string | undefined>)[name]) : null;
  return {
    id: present(car?.id) ?? field("car_id"),
    year: car?.year != null ? String(car.year) : null,
    make: present(car?.make) ?? field("Vehicle Make") ?? present(context.site.manufacturer?.name),
    model: present(car?.model) ?? field("Vehicle Model"),
    trim: present(car?.badge),
    vin: present(car?.vin),
    stock: present(car?.stocknum) ?? field("stock_number"),
    carType: present(car?.car_type) ?? field("car_type"),
    price: car?.price != null && car.price > 0 ? car.price : null,
    km: car?.km != null && car.km >= 0 ? car.km : null,
    colour: present(car?.colour),
    body: car ? present(preferDetailed(car, "body")) : null,
    transmission: car ? present(preferDetailed(car, "transmission")) : null,
    doors: car?.doors != null && car.doors > 0 ? car.doors : null,
    // Issue 32: a CRM reads the ADF away from the site, so the picture's address is absolute.
    imageUrl: imageUrlOf(car, context.site),
  };
}

function imageUrlOf(car: Car | null | undefined, site: SiteConfig): string | null {
  const url = present(car?.primary_image_url);
  return url ? absoluteSiteUrl(site, url) : null;
}

type TradeInValidLead = Extract<ValidLead, { kind: "trade-in" }>;

/** The trade vehicle's rego as the dealer reads it: "XYZ789 (QLD)". */
export function tradeRegoText(lead: TradeInValidLead): string {
  const state = present(lead.regoState);
  return `${lead.Rego}${state ? ` (${state})` : ""}`;
}

/** The estimate range the shopper was shown, "$10,700 – $20,000", or null when none was. */
export function tradeEstimateText(lead: TradeInValidLead): string | null {
  if (lead.estimate_low === undefined || lead.estimate_high === undefined) return null;
  return `${formatMoney(lead.estimate_low)} – ${formatMoney(lead.estimate_high)}`;
}

/**
 * Everything the shopper said about the trade vehicle beyond year, make, model and km, as
 * label/value lines shared by the e-mail and the ADF: the rego, the estimate, the offer and
 * every adjustment answer (condition, accident damage, finance owing, service history, photos).
 */
export function tradeInLeadLines(lead: TradeInValidLead): Array<[string, string]> {
  const estimate = tradeEstimateText(lead);
  return [
    ["Rego", tradeRegoText(lead)],
    ...(estimate ? ([["Estimate", estimate]] as Array<[string, string]>) : []),
    ...(lead.offer_price !== undefined
      ? ([["Offer", formatMoney(lead.offer_price)]] as Array<[string, string]>)
      : []),
    ...tradeInAnswerLines(lead),
  ];
}
