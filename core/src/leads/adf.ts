import { type Currency, siteCurrency } from "../format/currency";
import { dec } from "../format/decimal";
import { formatInZone } from "../format/zoned-format";
import type { Country } from "../locations/regions";
import {
  bookingDateText,
  type LeadDealer,
  type LeadRenderContext,
  type LeadVehicle,
  leadDealer,
  leadDetailLines,
  leadTimeZone,
  leadTitle,
  leadVehicle,
  tradeEstimateText,
  tradeInLeadLines,
} from "./lead-render-context";
import type { ValidLead } from "./validate-lead";
import { element, optionalTextElement, textElement } from "./xml";

/** The provider name every ADF document carries. */
export const ADF_PROVIDER = "Forecourt";

/**
 * Renders a validated lead as an ADF 1.0 (Auto-lead Data Format) document for
 * the dealer's CRM (issue 4 §3): prospect, requestdate, the vehicle(s), the
 * customer contact and comments, the dealer as vendor and Forecourt as
 * provider. Element order follows /shared/standards/adf-1.0.dtd; every value
 * is escaped and stripped of characters XML 1.0 forbids.
 */
export function renderAdf(lead: ValidLead, context: LeadRenderContext): string {
  // Issue 18: the dealer's own clock, offset included.
  const timeZone = leadTimeZone(lead, context);
  const currency = siteCurrency(context.site);
  const prospect = [
    context.leadId ? textElement("id", context.leadId, { sequence: 1, source: ADF_PROVIDER }) : "",
    textElement("requestdate", formatInZone(context.now, timeZone, "yyyy-MM-dd'T'HH:mm:ssXXX")),
    vehicleElement(leadVehicle(lead, context), interestOf(lead), currency),
    lead.kind === "trade-in" ? tradeVehicleElement(lead, currency) : "",
    customerElement(lead, timeZone, context.site.country),
    vendorElement(leadDealer(lead, context)),
    element(
      "provider",
      textElement("name", ADF_PROVIDER, { part: "full", type: "business" }) +
        textElement("service", leadTitle(lead)),
    ),
  ].join("");
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<?adf version="1.0"?>',
    element("adf", element("prospect", prospect, { status: "new" })),
    "",
  ].join("\n");
}

type Interest = "buy" | "test-drive";

function interestOf(lead: ValidLead): Interest {
  if (lead.kind === "test-drive") return "test-drive";
  if (lead.kind === "multi-step" && lead.enquiry_type === "test-drive") return "test-drive";
  return "buy";
}

/** ADF has new and used only: demo cars are sold as used. Unknown leaves the attribute out. */
function adfStatus(carType: string | null): "new" | "used" | null {
  if (carType === null) return null;
  return carType.trim().toLowerCase() === "new" ? "new" : "used";
}

const money = (value: number) => dec(value).toDecimalPlaces(2).toFixed();

function vehicleElement(v: LeadVehicle, interest: Interest, currency: Currency): string {
  const children = [
    v.id ? textElement("id", v.id, { source: ADF_PROVIDER }) : "",
    textElement("year", v.year ?? ""),
    textElement("make", v.make ?? ""),
    textElement("model", v.model ?? ""),
    optionalTextElement("vin", v.vin),
    optionalTextElement("stock", v.stock),
    optionalTextElement("trim", v.trim),
    optionalTextElement("doors", v.doors),
    optionalTextElement("bodystyle", v.body),
    optionalTextElement("transmission", v.transmission),
    v.km !== null ? textElement("odometer", Math.round(v.km), { units: "km" }) : "",
    v.colour
      ? element(
          "colorcombination",
          textElement("exteriorcolor", v.colour) + textElement("preference", 1),
        )
      : "",
    optionalTextElement("imagetag", v.imageUrl),
    v.price !== null ? textElement("price", money(v.price), { type: "asking", currency }) : "",
  ];
  return element("vehicle", children.join(""), { interest, status: adfStatus(v.carType) });
}

/** The shopper's own car on a trade-in: interest trade-in, with the offer as an appraisal. */
function tradeVehicleElement(
  lead: Extract<ValidLead, { kind: "trade-in" }>,
  currency: Currency,
): string {
  const estimate = tradeEstimateText(lead);
  const children = [
    textElement("year", lead.trade_year ?? ""),
    textElement("make", lead.trade_make ?? ""),
    textElement("model", lead.trade_model ?? ""),
    lead.trade_km !== undefined
      ? textElement("odometer", Math.round(lead.trade_km), { units: "km" })
      : "",
    lead.offer_price !== undefined
      ? textElement("price", money(lead.offer_price), { type: "appraisal", currency })
      : "",
    estimate ? textElement("pricecomments", `Estimate ${estimate}`) : "",
    // Every answer the shopper gave, one "Label: value" per line (the rego first).
    textElement(
      "comments",
      tradeInLeadLines(lead)
        .filter(([label]) => label !== "Estimate")
        .map(([label, value]) => `${label}: ${value}`)
        .join("\n"),
    ),
  ];
  return element("vehicle", children.join(""), { interest: "trade-in", status: "used" });
}

/** First and last name parts when the name has both, else the full name. */
function nameElements(lead: ValidLead): string {
  if (lead.last_name) {
    return (
      textElement("name", lead.name, { part: "first" }) +
      textElement("name", lead.last_name, { part: "last" })
    );
  }
  const [first = "", ...rest] = lead.name.split(/\s+/);
  if (rest.length === 0) return textElement("name", lead.name, { part: "full" });
  return (
    textElement("name", first, { part: "first" }) +
    textElement("name", rest.join(" "), { part: "last" })
  );
}

/** AU mobiles are 04…; NZ mobiles 02… (issue 18), also written +642…. */
function isMobile(phone: string, country: Country): boolean {
  return (
    /^04\d{8}$/.test(phone) ||
    /^\+642\d{7,8}$/.test(phone) ||
    (country === "NZ" && /^02\d{7,8}$/.test(phone))
  );
}

function customerElement(lead: ValidLead, timeZone: string, country: Country): string {
  const phoneType = isMobile(lead.phone, country) ? "cellphone" : "voice";
  const contact = element(
    "contact",
    nameElements(lead) +
      textElement("email", lead.email) +
      textElement("phone", lead.phone, { type: phoneType }),
  );
  const date = "dateTime" in lead ? lead.dateTime : undefined;
  const timeframe = date
    ? element(
        "timeframe",
        textElement("description", `Preferred ${leadTitle(lead).toLowerCase()} date`) +
          textElement("earliestdate", bookingDateText(date, timeZone)),
      )
    : "";
  const details = leadDetailLines(lead, timeZone).map(([label, value]) => `${label}: ${value}`);
  const comments = [lead.message ?? "", ...details].filter((s) => s !== "").join("\n");
  return element("customer", contact + timeframe + textElement("comments", comments));
}

function vendorElement(dealer: LeadDealer): string {
  // The DTD needs an email or a phone in every contact; an unconfigured dealer gets an empty phone.
  const reach =
    (dealer.email ? textElement("email", dealer.email) : "") +
    (dealer.phone || !dealer.email
      ? textElement("phone", dealer.phone ?? "", { type: "voice" })
      : "");
  const contact = element(
    "contact",
    textElement("name", dealer.name, { part: "full", type: "business" }) + reach,
  );
  return element(
    "vendor",
    (dealer.dealershipSlug
      ? textElement("id", dealer.dealershipSlug, { source: ADF_PROVIDER })
      : "") +
      textElement("vendorname", dealer.name) +
      optionalTextElement("url", dealer.url) +
      contact,
  );
}
