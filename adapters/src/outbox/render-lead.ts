import type { StockRepository } from "@forecourt/core";
import { renderAdf } from "@forecourt/core/leads/adf";
import { renderLeadEmail } from "@forecourt/core/leads/lead-email";
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
    return { adfXml: renderAdf(lead, context), emailText: renderLeadEmail(lead, context) };
  };
}
