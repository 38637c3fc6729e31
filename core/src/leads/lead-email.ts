import { formatMoney } from "../format/money";
import {
  type LeadRenderContext,
  leadDealer,
  leadDetailLines,
  leadTimeZone,
  leadTitle,
  leadVehicle,
  tradeInLeadLines,
} from "./lead-render-context";
import { dealerTimeText } from "./lead-sheet";
import type { ValidLead } from "./validate-lead";

// C0 controls other than tab and newline, DEL and C1 controls: never useful in a mail body.
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
const CONTROL_CHARS = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/g;

const clean = (text: string) => text.replace(/\r\n?/g, "\n").replace(CONTROL_CHARS, "");

/** The e-mail subject for a lead, e.g. "Test Drive: 2021 Toyota Corolla – Jane Citizen". */
export function leadEmailSubject(lead: ValidLead, context: LeadRenderContext): string {
  const v = leadVehicle(lead, context);
  const vehicle = [v.year, v.make, v.model].filter(Boolean).join(" ");
  return clean(
    [leadTitle(lead), vehicle ? `: ${vehicle}` : "", ` – ${lead.name}`].join(""),
  ).replace(/\n/g, " ");
}

/**
 * The plain-text e-mail body sent with the ADF document (issue 4 §3): who,
 * about which car, the shopper's comments and every other answer. Times are
 * shown dd/MM/yyyy HH:mm (§9) in the dealer location's zone (issue 18).
 */
export function renderLeadEmail(lead: ValidLead, context: LeadRenderContext): string {
  const dealer = leadDealer(lead, context);
  const v = leadVehicle(lead, context);
  const vehicleName = [v.year, v.make, v.model, v.trim].filter(Boolean).join(" ");
  const vehicleLines = [
    vehicleName,
    v.carType ? `Type: ${v.carType}` : "",
    v.stock ? `Stock number: ${v.stock}` : "",
    v.vin ? `VIN: ${v.vin}` : "",
    v.price !== null ? `Price: ${formatMoney(v.price)}` : "",
    v.km !== null ? `Odometer: ${Math.round(v.km).toLocaleString("en-AU")} km` : "",
    v.id ? `Car id: ${v.id}` : "",
  ].filter((line) => line !== "");
  const trade =
    lead.kind === "trade-in"
      ? [
          "",
          "Trade-in vehicle",
          [lead.trade_year, lead.trade_make, lead.trade_model].filter(Boolean).join(" "),
          lead.trade_km !== undefined ? `Odometer: ${lead.trade_km} km` : "",
          ...tradeInLeadLines(lead).map(([label, value]) => `${label}: ${value}`),
        ].filter((line, i) => i < 2 || line !== "")
      : [];
  const timeZone = leadTimeZone(lead, context);
  const received = dealerTimeText(context.now, timeZone);
  const body = [
    `New ${leadTitle(lead)} lead for ${dealer.name}`,
    `Received ${received}${context.leadId ? ` · Lead ${context.leadId}` : ""}`,
    "",
    "Customer",
    `Name: ${[lead.name, lead.last_name].filter(Boolean).join(" ")}`,
    `Email: ${lead.email}`,
    `Phone: ${lead.phone}`,
    ...(vehicleLines.length > 0 ? ["", "Vehicle", ...vehicleLines] : []),
    ...trade,
    "",
    "Comments",
    lead.message ?? "(none)",
    "",
    "Details",
    ...leadDetailLines(lead, timeZone).map(([label, value]) => `${label}: ${value}`),
    "",
    "Sent by Forecourt",
    "",
  ];
  return clean(body.join("\n"));
}
