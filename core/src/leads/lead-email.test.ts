import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { leadEmailSubject, renderLeadEmail } from "./lead-email";
import { LEAD_FORMS } from "./lead-forms";
import {
  demoCar,
  demoSite,
  hostileStringArb,
  validLead,
  validPayloads,
} from "./lead-test-fixtures";
import { validateLead } from "./validate-lead";

// biome-ignore lint/suspicious/noControlCharactersInRegex: asserting control characters are absent.
const CONTROL_CHARS = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/;
const now = new Date("2026-11-23T00:49:45Z");

const leadFor = validLead;

describe("renderLeadEmail", () => {
  it("writes the customer, the car, the comments and every other answer", () => {
    const text = renderLeadEmail(
      leadFor("vehicle-enquiry", { "Tint (check_option)": true, "Trade in?": "Yes", opt_in: true }),
      { site: demoSite, now, leadId: "lead-7", car: demoCar },
    );
    expect(text).toBe(
      [
        "New Vehicle Enquiry lead for Demo Toyota Sales",
        "Received 23/11/2026 10:49 (Australia/Brisbane) · Lead lead-7",
        "",
        "Customer",
        "Name: Jane Citizen",
        "Email: jane@example.com",
        "Phone: 0412345678",
        "",
        "Vehicle",
        "2021 Toyota Corolla Ascent Sport",
        "Type: used",
        "Stock number: U1234",
        "VIN: JTNB23HE00J123456",
        "Price: $25,990",
        "Odometer: 42,000 km",
        "Car id: car-42",
        "",
        "Comments",
        "Is it still available?",
        "",
        "Details",
        "Form: Vehicle Enquiry",
        "Additional services: Tint",
        "Marketing opt-in: Yes",
        "Trade in?: Yes",
        "",
        "Sent by Forecourt",
        "",
      ].join("\n"),
    );
  });

  it("adds the trade vehicle, the estimate, the offer and every answer on a trade-in", () => {
    const text = renderLeadEmail(leadFor("trade-in"), { site: demoSite, now, car: demoCar });
    expect(text).toContain(
      [
        "Trade-in vehicle",
        "2015 Mazda 3",
        "Odometer: 120000 km",
        "Rego: XYZ789 (QLD)",
        "Estimate: $8,550 – $16,000",
        "Offer: $9,500",
        "Condition: Good",
        "Accident damage: No",
        "Finance owing: Yes",
        "Service history: Partial",
        "Photos: 3",
      ].join("\n"),
    );
  });

  it.each(LEAD_FORMS)("renders a %s lead with its title and the shopper's name", (form) => {
    const lead = leadFor(form);
    const text = renderLeadEmail(lead, { site: demoSite, now });
    expect(text).toContain("Name: Jane Citizen");
    expect(leadEmailSubject(lead, { site: demoSite, now })).toContain("Jane Citizen");
  });

  it("never carries control characters and keeps subjects on one line", () => {
    fc.assert(
      fc.property(hostileStringArb, hostileStringArb, (message, name) => {
        const result = validateLead(
          "general",
          { ...validPayloads.general, message, name: `N${name}` },
          demoSite,
        );
        if (!result.ok) return;
        const context = { site: demoSite, now };
        expect(renderLeadEmail(result.lead, context)).not.toMatch(CONTROL_CHARS);
        expect(leadEmailSubject(result.lead, context)).not.toMatch(/[\r\n]/);
      }),
    );
  });
});
