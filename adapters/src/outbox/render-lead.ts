import type { StockRepository } from "@forecourt/core";
import { renderAdf } from "@forecourt/core/leads/adf";
import { leadDetailLines, leadTitle } from "@forecourt/core/leads/lead-render-context";
import type { ValidLead } from "@forecourt/core/leads/validate-lead";
import type { LeadRenderer } from "./relay";

/**
 * The relay's renderer: core's ADF document and e-mail body for a stored lead
 * (its payload is the validated lead the API committed), with the car it is about.
 */
export function storedLeadRenderer(stock: StockRepository): LeadRenderer {
  return async (stored, site) => {
    const lead = stored.payload as unknown as ValidLead;
    const carId = typeof stored.payload.car_id === "string" ? stored.payload.car_id : null;
    const car = carId ? await stock.get(stored.site, carId) : null;
    const context = { site, now: stored.createdAt, leadId: stored.id, car };
    return { adfXml: renderAdf(lead, context), emailText: emailText(lead) };
  };
}

// Core's renderLeadEmail is being written; until it lands the body is core's detail lines.
function emailText(lead: ValidLead): string {
  const fields = lead as unknown as Record<string, unknown>;
  const contact: Array<[string, unknown]> = [
    ["Name", [fields.name, fields.last_name].filter(Boolean).join(" ")],
    ["Email", fields.email],
    ["Phone", fields.phone],
    ["Comments", fields.message],
  ];
  const lines = [...contact, ...leadDetailLines(lead)]
    .filter(([, value]) => typeof value === "string" && value !== "")
    .map(([label, value]) => `${label}: ${value}`);
  return [`New ${leadTitle(lead)} lead`, "", ...lines, ""].join("\n");
}
