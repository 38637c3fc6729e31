import { formatInZone } from "../format/zoned-format";
import {
  type LeadRenderContext,
  leadDetailLines,
  leadTimeZone,
  tradeInLeadLines,
} from "./lead-render-context";
import type { ValidLead } from "./validate-lead";

/**
 * A time as the dealer reads it, in a lead's e-mail and on the console alike: dd/MM/yyyy HH:mm
 * (§9) wall clock of the zone (a lead's location's, else the site's), the zone named (a dealer
 * group may span zones).
 */
export function dealerTimeText(instant: Date, timeZone: string): string {
  return `${formatInZone(instant, timeZone, "dd/MM/yyyy HH:mm")} (${timeZone})`;
}

/** The lead's zone and what the console shows of it. */
export interface LeadSheet {
  timeZone: string;
  /** "29/11/2026 07:04 (Australia/Brisbane)". */
  received: string;
  /**
   * What the shopper sent as labelled lines: contact details, the trade vehicle, the comments and
   * every other answer, the same facts and labels as the e-mail and the ADF comments carry
   * (never the stored field names, nor empty or internal values).
   */
  lines: Array<[string, string]>;
}

/** The dealer console's reading of a stored lead (issue 17 §3), in the lead's zone. */
export function leadSheet(lead: ValidLead, context: LeadRenderContext): LeadSheet {
  const timeZone = leadTimeZone(lead, context);
  const trade: Array<[string, string | undefined]> =
    lead.kind === "trade-in"
      ? [
          [
            "Trade-in vehicle",
            [lead.trade_year, lead.trade_make, lead.trade_model].filter(Boolean).join(" "),
          ],
          [
            "Trade-in odometer",
            lead.trade_km !== undefined
              ? `${Math.round(lead.trade_km).toLocaleString("en-AU")} km`
              : undefined,
          ],
          ...tradeInLeadLines(lead),
        ]
      : [];
  const lines: Array<[string, string | null | undefined]> = [
    ["Name", [lead.name, lead.last_name].filter(Boolean).join(" ")],
    ["Email", lead.email],
    ["Phone", lead.phone],
    ...trade,
    ["Comments", lead.message],
    ...leadDetailLines(lead, timeZone),
  ];
  return {
    timeZone,
    received: dealerTimeText(context.now, timeZone),
    lines: lines.filter(
      (line): line is [string, string] => typeof line[1] === "string" && line[1].trim() !== "",
    ),
  };
}
