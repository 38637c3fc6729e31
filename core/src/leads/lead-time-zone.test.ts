import { describe, expect, it } from "vitest";
import { SiteConfig } from "../schemas/site-config";
import { renderAdf } from "./adf";
import { adfDtdErrors } from "./adf-validate.test-helper";
import { renderLeadEmail } from "./lead-email";
import { demoCar, validPayloads } from "./lead-test-fixtures";
import { validateLead } from "./validate-lead";

// Tuesday 24 November 2026, 21:49:45 UTC.
const now = new Date("2026-11-24T21:49:45Z");

const siteIn = (country: "AU" | "NZ", state: string) =>
  SiteConfig.parse({
    slug: "dealer",
    name: "Dealer",
    country,
    dealer: { email: "leads@dealer.example" },
    locations: [{ id: "1", name: "Dealer Sales", slug: "dealer-sales", address: { state } }],
  });

function testDrive(site: SiteConfig, dateTime: string) {
  const payload = { ...validPayloads["test-drive"], dateTime, location_id: "1" };
  const result = validateLead("test-drive", payload, site, { car: demoCar });
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.lead;
}

describe("issue 18: a lead carries the dealer location's local time and the site's currency", () => {
  it("Auckland: requestdate and the picked slot at +13:00 (NZDT), prices in NZD", () => {
    const site = siteIn("NZ", "Auckland");
    const xml = renderAdf(testDrive(site, "2026-12-01T09:30"), { site, now, car: demoCar });
    expect(adfDtdErrors(xml)).toEqual([]);
    expect(xml).toContain("<requestdate>2026-11-25T10:49:45+13:00</requestdate>");
    expect(xml).toContain("<earliestdate>2026-12-01T09:30:00+13:00</earliestdate>");
    expect(xml).toContain('<price type="asking" currency="NZD">25990</price>');
    expect(xml).toContain("Preferred date: 2026-12-01T09:30:00+13:00");
  });

  it("Perth: +08:00, AUD", () => {
    const site = siteIn("AU", "WA");
    const xml = renderAdf(testDrive(site, "2026-12-01T09:30"), { site, now, car: demoCar });
    expect(xml).toContain("<requestdate>2026-11-25T05:49:45+08:00</requestdate>");
    expect(xml).toContain("<earliestdate>2026-12-01T09:30:00+08:00</earliestdate>");
    expect(xml).toContain('currency="AUD"');
  });

  it("a slot sent with an offset keeps its instant, written in the location's zone", () => {
    const site = siteIn("AU", "NSW");
    const xml = renderAdf(testDrive(site, "2026-12-01T09:30:00+10:00"), { site, now });
    expect(xml).toContain("<earliestdate>2026-12-01T10:30:00+11:00</earliestdate>");
  });

  it("the e-mail's received time is the dealer's, zone named", () => {
    const site = siteIn("NZ", "Canterbury");
    const body = renderLeadEmail(testDrive(site, "2026-12-01T09:30"), { site, now, leadId: "l-1" });
    expect(body).toContain("Received 25/11/2026 10:49 (Pacific/Auckland) · Lead l-1");
  });
});
