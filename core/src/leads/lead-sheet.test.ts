import { describe, expect, it } from "vitest";
import { SiteConfig } from "../schemas/site-config";
import { renderLeadEmail } from "./lead-email";
import { LEAD_FORMS } from "./lead-forms";
import { dealerTimeText, leadSheet } from "./lead-sheet";
import { demoCar, demoSite, validLead } from "./lead-test-fixtures";

const now = new Date("2026-11-28T21:04:14Z");

const leadFor = validLead;

describe("dealerTimeText", () => {
  it("is the wall clock of the zone, dd/MM/yyyy HH:mm, with the zone named", () => {
    expect(dealerTimeText(now, "Australia/Brisbane")).toBe("29/11/2026 07:04 (Australia/Brisbane)");
    expect(dealerTimeText(now, "Pacific/Auckland")).toBe("29/11/2026 10:04 (Pacific/Auckland)");
    expect(dealerTimeText(now, "Australia/Perth")).toBe("29/11/2026 05:04 (Australia/Perth)");
  });
});

describe("leadSheet", () => {
  it("labels what a general enquiry sent as the e-mail does, with no stored field names", () => {
    const sheet = leadSheet(leadFor("general", { opt_in: false }), { site: demoSite, now });
    expect(sheet.received).toBe("29/11/2026 07:04 (Australia/Brisbane)");
    expect(sheet.lines).toEqual([
      ["Name", "Jane Citizen"],
      ["Email", "jane@example.com"],
      ["Phone", "0412345678"],
      ["Comments", "Is it still available?"],
      ["Form", "General Enquiry"],
      ["Category", "Sales"],
      ["Location", "Demo Toyota Sales"],
      ["Marketing opt-in", "No"],
    ]);
  });

  it("carries every trade-in answer", () => {
    const sheet = leadSheet(leadFor("trade-in"), { site: demoSite, now, car: demoCar });
    const lines = Object.fromEntries(sheet.lines);
    expect(lines).toMatchObject({
      "Trade-in vehicle": "2015 Mazda 3",
      "Trade-in odometer": "120,000 km",
      Rego: "XYZ789 (QLD)",
      Estimate: "$8,550 – $16,000",
      Offer: "$9,500",
    });
    for (const answer of ["Good", "No", "Yes", "Partial", "3"]) {
      expect(Object.values(lines)).toContain(answer);
    }
  });

  it("reads times in the lead's location's zone, as the e-mail does", () => {
    const nz = SiteConfig.parse({
      ...demoSite,
      country: "NZ",
      locations: demoSite.locations.map((l) => ({ ...l, address: { state: "Auckland" } })),
    });
    const lead = leadFor("general");
    const sheet = leadSheet(lead, { site: nz, now });
    expect(sheet.timeZone).toBe("Pacific/Auckland");
    expect(renderLeadEmail(lead, { site: nz, now })).toContain(`Received ${sheet.received}`);
  });

  it("never lists an empty value or a raw object, on every form", () => {
    for (const form of LEAD_FORMS) {
      const { lines } = leadSheet(leadFor(form), { site: demoSite, now, car: demoCar });
      for (const [label, value] of lines) {
        expect(label.trim()).not.toBe("");
        expect(value.trim()).not.toBe("");
        expect(value).not.toMatch(/^\{|^\[object/);
      }
      expect(lines.map(([label]) => label)).not.toContain("Terms conditions");
    }
  });
});
